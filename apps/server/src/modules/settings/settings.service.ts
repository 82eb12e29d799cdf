import { z } from 'zod';
import { ZToolsSettings, type TToolsSettings } from '@portal/shared/contracts/settings';
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

export const EMPTY_TOOLS: TToolsSettings = { ourTools: [], planningSystem: [], documentation: [] };

/**
 * The Tools menu links (settings key `tools`). Each group is read on its own, so one malformed
 * group empties only itself rather than the whole menu.
 */
export async function getToolsSettings(executor: TExecutor): Promise<TToolsSettings> {
  const stored = await findSettingValue(executor, 'tools');
  if (stored === null || typeof stored !== 'object') return EMPTY_TOOLS;
  const tools = { ...EMPTY_TOOLS };
  for (const group of Object.keys(EMPTY_TOOLS) as (keyof TToolsSettings)[]) {
    const parsed = ZToolsSettings.shape[group].safeParse(
      (stored as Record<string, unknown>)[group],
    );
    if (parsed.success) tools[group] = parsed.data;
  }
  return tools;
}

export async function getPublicSettingsData(executor: TExecutor, config: TConfig) {
  const [general, brandRows, tools] = await Promise.all([
    getGeneralSettings(executor, config),
    findBrands(executor),
    getToolsSettings(executor),
  ]);
  return { general, brands: brandRows, sentry: config.sentry, tools };
}
