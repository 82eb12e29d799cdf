import { useLocalStorage } from '@mantine/hooks';

/**
 * The Client view switch: hides commission, net prices and the agency's own invoices and account
 * so an agent can show the screen to a client. Kept in browser storage under one key, read by the
 * quick quote and the file screens alike, so the choice follows the agent from screen to screen.
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
