import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicSettings } from '@portal/shared/contracts/settings';
import { getBrand } from '@portal/shared/domain/brands';
import { calendarDateIn, DEFAULT_BRAND_TIME_ZONES } from '@portal/shared/domain/operator-calendar';
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

/**
 * The brand's date at `instant` on its operator calendar (the brand's time zone from the settings;
 * the brand's default zone until they load). Every date a form offers by default for a booking,
 * a payment or a rate is this date, never the browser's UTC date.
 */
export function brandDateOf(
  settings: TPublicSettings | null,
  brandId: number | null | undefined,
  instant: Date = new Date(),
): string {
  const brand = getBrand(brandId);
  const timeZone =
    settings?.env.brands.find((candidate) => candidate.id === brand.id)?.timeZone ??
    DEFAULT_BRAND_TIME_ZONES[brand.code];
  return calendarDateIn(timeZone, instant);
}

/**
 * Today on the brand's calendar (see brandDateOf). Reads the settings the shell loaded at start
 * and asks for nothing itself: a screen outside the shell gets the brand's default zone.
 */
export function useBrandToday(brandId: number | null | undefined): string {
  const { data } = useQuery({ ...getSettingsQueryOptions(), enabled: false });
  return brandDateOf(data ?? null, brandId);
}
