import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/build-test-app';
import { sectionDefaults } from './settings.sections';
import { createPublicSettingsAnswer } from './settings.service';
import type { TSettingsStore } from './settings.store';

const BRANDS = [{ id: 1, code: 'NZ', name: 'Fernway NZ', currency: 'NZD' }];

/** A store that hands out the same section objects until `change` replaces one. */
function fakeStore() {
  const sections = {
    general: sectionDefaults('general', 'Fernway'),
    brands: sectionDefaults('brands'),
    tools: sectionDefaults('tools'),
  };
  const store = {
    get: (section: 'general' | 'brands' | 'tools') => Promise.resolve(sections[section]),
  } as unknown as TSettingsStore;
  return {
    store,
    renameCompany(name: string) {
      sections.general = { ...sections.general, company_name: name };
    },
  };
}

describe('createPublicSettingsAnswer', () => {
  it('builds the text once while the settings stay the same, and again after a change', async () => {
    const { store, renameCompany } = fakeStore();
    let brandReads = 0;
    const answer = createPublicSettingsAnswer(store, testConfig(), () => {
      brandReads += 1;
      return Promise.resolve(BRANDS as never);
    });

    const first = await answer();
    expect(JSON.parse(first)).toMatchObject({
      env: {
        general: { company_name: 'Fernway' },
        brands: [{ code: 'NZ', gstPercent: 15, timeZone: 'Pacific/Auckland' }],
      },
    });
    expect(await answer()).toBe(first);

    renameCompany('Fernway Journeys');
    const renamed = JSON.parse(await answer()) as { env: { general: { company_name: string } } };
    expect(renamed.env.general.company_name).toBe('Fernway Journeys');
    expect(brandReads).toBe(3);
  });

  it('refuses to answer what its contract does not allow', async () => {
    const { store } = fakeStore();
    const answer = createPublicSettingsAnswer(store, testConfig(), () =>
      Promise.resolve([{ ...BRANDS[0], name: null }] as never),
    );
    await expect(answer()).rejects.toThrow();
  });
});
