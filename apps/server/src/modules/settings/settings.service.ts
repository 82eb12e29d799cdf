import type { TGeneralSettings } from '@portal/shared/contracts/settings-sections';
import { ZPublicSettings, type TToolsSettings } from '@portal/shared/contracts/settings';
import type { TConfig } from '../../config/env';
import type { TExecutor } from '../../db/database';
import { presentPublicSettings } from './settings.presenter';
import { findBrands } from './settings.repository';
import { readSettingsSection, sectionDefaults } from './settings.sections';
import type { TSettingsStore } from './settings.store';

export type { TGeneralSettings };

type TBrandRow = Awaited<ReturnType<typeof findBrands>>[number];

export function defaultGeneralSettings(config: Pick<TConfig, 'companyName'>): TGeneralSettings {
  return sectionDefaults('general', config.companyName);
}

/** The stored general settings over the defaults; a malformed stored field falls back alone. */
export function getGeneralSettings(
  executor: TExecutor,
  config: Pick<TConfig, 'companyName'>,
): Promise<TGeneralSettings> {
  return readSettingsSection(executor, 'general', config.companyName);
}

/**
 * The Tools menu links (settings key `tools`). Each group is read on its own, so one malformed
 * group empties only itself rather than the whole menu.
 */
export function getToolsSettings(executor: TExecutor): Promise<TToolsSettings> {
  return readSettingsSection(executor, 'tools');
}

export async function getPublicSettingsData(
  store: TSettingsStore,
  config: TConfig,
  readBrands: () => Promise<TBrandRow[]>,
) {
  const [general, brandRows, brandDetails, tools] = await Promise.all([
    store.get('general'),
    readBrands(),
    store.get('brands'),
    store.get('tools'),
  ]);
  return { general, brands: brandRows, brandDetails, sentry: config.sentry, tools };
}

/**
 * Brands are reference data: the seed writes them and nothing changes them while the server runs
 * (a brand's reference prefix lives in the settings), so one read per process serves every page
 * load. Reading them on each /api/get-settings was most of its cost (docs/benchmarks.md, load).
 */
export function createBrandsReader(executor: TExecutor): () => Promise<TBrandRow[]> {
  let cached: Promise<TBrandRow[]> | null = null;
  return () => {
    cached ??= Promise.resolve(findBrands(executor)).catch((error: unknown) => {
      // A failed read is not kept: the next page load tries again.
      cached = null;
      throw error;
    });
    return cached;
  };
}

/**
 * The public settings answer as JSON text, checked against its contract and serialised once for
 * each version of what it is made of. The settings store hands out the same section objects until
 * a section changes or its cache time runs out, so comparing them by identity tells when to build
 * the text again. Every page load asks for it; presenting, checking and serialising it each time
 * was most of what the request cost (docs/benchmarks.md, load).
 */
export function createPublicSettingsAnswer(
  store: TSettingsStore,
  config: TConfig,
  readBrands: () => Promise<TBrandRow[]>,
): () => Promise<string> {
  let built: { sources: readonly unknown[]; json: string } | null = null;
  return async () => {
    const data = await getPublicSettingsData(store, config, readBrands);
    const sources = [data.general, data.brands, data.brandDetails, data.tools];
    if (built?.sources.every((source, index) => source === sources[index])) return built.json;
    const json = JSON.stringify(ZPublicSettings.parse(presentPublicSettings(data)));
    built = { sources, json };
    return json;
  };
}

export {
  brandCalendar,
  brandCalendarWithin,
  brandToday,
  brandTodayWithin,
  type TBrandCalendar,
} from './brand-calendar';
