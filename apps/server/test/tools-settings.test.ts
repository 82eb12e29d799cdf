import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPublicSettings } from '@portal/shared/contracts/settings';
import { upsertSettingValue } from '../src/modules/settings/settings.repository';
import { buildTestApp, type TTestApp } from './build-test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function tools() {
  const response = await t.client().get('/api/get-settings');
  expect(response.statusCode).toBe(200);
  return response.json<TPublicSettings>().env.tools;
}

describe('Tools menu links in the public settings', () => {
  it('are empty lists when nothing is stored', async () => {
    expect(await tools()).toEqual({ ourTools: [], planningSystem: [], documentation: [] });
  });

  it('serve the stored links, and a malformed group empties only itself', async () => {
    await upsertSettingValue(
      t.db,
      'tools',
      {
        ourTools: [{ label: 'Product search', href: '/app/product-search', secret: 'x' }],
        planningSystem: [{ label: 'Planner', href: 'javascript:alert(1)' }],
        documentation: [{ label: 'User guide', href: 'https://docs.example/guide' }],
      },
      null,
      new Date(),
    );
    // Written behind the store's back (the admin screen announces its own changes).
    t.app.ctx.settings.invalidate('tools');
    expect(await tools()).toEqual({
      ourTools: [{ label: 'Product search', href: '/app/product-search' }],
      planningSystem: [],
      documentation: [{ label: 'User guide', href: 'https://docs.example/guide' }],
    });
  });
});
