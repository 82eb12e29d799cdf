import { z } from 'zod';
import {
  SETTINGS_KEYS,
  SETTINGS_SECTION_SCHEMAS,
  defaultSettings,
  type TSettingsSection,
  type TSettingsValue,
} from '@portal/shared/contracts/settings-sections';
import type { TInvoiceTerms } from '@portal/shared/domain/invoicing';
import type { TExecutor } from '../../db/database';
import { findSettingValue } from './settings.repository';

/**
 * Lays a stored document over the defaults field by field: a missing or malformed field falls back
 * to its default alone, a nested object (a brand's details) is merged the same way, and keys the
 * section does not know are dropped. A result that breaks a rule across fields (two brands with one
 * reference prefix) falls back to the defaults whole.
 */
export function mergeSection<T>(schema: z.ZodType<T>, defaults: T, stored: unknown): T {
  const merged = mergeValue(schema, defaults, stored);
  const checked = schema.safeParse(merged);
  return checked.success ? checked.data : defaults;
}

function mergeValue(schema: z.ZodType, defaults: unknown, stored: unknown): unknown {
  if (!(schema instanceof z.ZodObject)) {
    const parsed = schema.safeParse(stored);
    return parsed.success ? parsed.data : defaults;
  }
  const source =
    typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  const base = defaults as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    result[key] = key in source ? mergeValue(field, base[key], source[key]) : base[key];
  }
  return result;
}

/** The section's defaults: today's behaviour; the company name comes from COMPANY_NAME. */
export function sectionDefaults<S extends TSettingsSection>(
  section: S,
  companyName?: string,
): TSettingsValue<S> {
  return defaultSettings(companyName)[section];
}

/**
 * A section read straight from the database, uncached: for writes that must see the value their
 * own transaction sees (an invoice's terms, a new file's reference, a job run).
 */
export async function readSettingsSection<S extends TSettingsSection>(
  executor: TExecutor,
  section: S,
  companyName?: string,
): Promise<TSettingsValue<S>> {
  const stored = await findSettingValue(executor, SETTINGS_KEYS[section]);
  const schema = SETTINGS_SECTION_SCHEMAS[section] as unknown as z.ZodType<TSettingsValue<S>>;
  return mergeSection(schema, sectionDefaults(section, companyName), stored);
}

/** The deposit share and balance due days of the FIT settings, as invoicing takes them. */
export async function readInvoiceTerms(executor: TExecutor): Promise<TInvoiceTerms> {
  const fit = await readSettingsSection(executor, 'fit');
  return { depositPercent: fit.depositPercent, balanceDueDays: fit.balanceDueDays };
}
