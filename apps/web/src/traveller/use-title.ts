import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTravellerSettings } from './settings';

/** SPEC section 2: the route's title replaces the product name, as "{title} | {product name}". */
export function useTitle(titleKey: string): void {
  const { t } = useTranslation('traveller');
  const { productName } = useTravellerSettings();
  const title = `${t(titleKey)} | ${productName}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
