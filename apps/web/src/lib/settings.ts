import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicSettings } from '@portal/shared/contracts/settings';
import { getSettings } from './get-settings';
import { DEFAULT_PRODUCT_NAME } from '../config/env';

export const settingsQueryKey = ['settings'] as const;

export function getSettingsQueryOptions() {
  return queryOptions({
    queryKey: settingsQueryKey,
    queryFn: getSettings,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export interface TSettingsState {
  settings: TPublicSettings | null;
  /** SPEC section 4: true while the settings load, false once they loaded successfully. */
  clean: boolean;
  companyName: string;
  productName: string;
}

export function useSettings(): TSettingsState {
  const { data } = useQuery(getSettingsQueryOptions());
  return {
    settings: data ?? null,
    clean: data === undefined,
    companyName: data?.env.general.company_name ?? '',
    productName: data?.env.general.product_name || DEFAULT_PRODUCT_NAME,
  };
}
