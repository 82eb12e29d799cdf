import { useLocalStorage } from '@mantine/hooks';

/**
 * The Client view switch: hides commission and net prices so an agent can show the screen to a
 * client. Kept in browser storage under the key the file screens use too, so the choice follows
 * the agent from the quote to the booking.
 */
export const CLIENT_VIEW_STORAGE_KEY = 'portal.client-view';

export function useClientView(): [boolean, (isClientView: boolean) => void] {
  const [isClientView, setClientView] = useLocalStorage<boolean>({
    key: CLIENT_VIEW_STORAGE_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return [isClientView, setClientView];
}
