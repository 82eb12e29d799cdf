import { z } from 'zod';
import type { TConfig } from '../../config/env';
import type { TExecutor } from '../../db/database';
import { findBrands, findSettingValue } from './settings.repository';

/** The "general" settings document; admins edit it, defaults fill whatever is missing. */
export const ZGeneralSettings = z.object({
  company_name: z.string().trim().min(1).max(120),
  product_name: z.string().trim().min(1).max(120),
  support_phone: z.string().trim().max(40),
  support_email: z.string().trim().max(200),
});
export type TGeneralSettings = z.infer<typeof ZGeneralSettings>;

export function defaultGeneralSettings(config: Pick<TConfig, 'companyName'>): TGeneralSettings {
  return {
    company_name: config.companyName,
    product_name: `${config.companyName} Agent Portal`,
    support_phone: '+64 9 309 5500',
    support_email: 'reservations@fernway.example',
  };
}

/** The stored general settings over the defaults; a malformed stored field falls back alone. */
export async function getGeneralSettings(
  executor: TExecutor,
  config: Pick<TConfig, 'companyName'>,
): Promise<TGeneralSettings> {
  const defaults = defaultGeneralSettings(config);
  const stored = await findSettingValue(executor, 'general');
  const parsed = ZGeneralSettings.partial().safeParse(stored ?? {});
  if (!parsed.success) return defaults;
  const merged = { ...defaults };
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value !== undefined) merged[key as keyof TGeneralSettings] = value;
  }
  return merged;
}

export async function getPublicSettingsData(executor: TExecutor, config: TConfig) {
  const [general, brandRows] = await Promise.all([
    getGeneralSettings(executor, config),
    findBrands(executor),
  ]);
  return { general, brands: brandRows, sentry: config.sentry };
}
