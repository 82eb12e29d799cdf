import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTravellerSettings } from './settings';

/**
 * SPEC section 2: the route's title replaces the default title. Travellers are the company's
 * clients, not portal users: their pages end in the company name ("Travel App | Fernway Travel"),
 * never the agents' portal's product name (the product name only until the settings load).
 */
export function useTitle(titleKey: string): void {
  const { t } = useTranslation('traveller');
  const { companyName, productName } = useTravellerSettings();
  const title = `${t(titleKey)} | ${companyName || productName}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
