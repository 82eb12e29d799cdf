import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPublicSettings } from '@portal/shared/contracts/settings';
import { upsertSettingValue } from '../src/modules/settings/settings.repository';
import { buildTestApp, type TTestApp } from './build-test-app';
import { buildAdmin } from './factories';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { COMPANY_NAME: 'Fernway Test Tours' } });
});
afterAll(() => t.close());

describe('error answers', () => {
  it('answers malformed JSON with a 400 JSON error, not a 500', async () => {
    const response = await t.client().post('/api/auth/login', '{"area": "agent",', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json<{ message: string; requestId: string }>();
    expect(body.message).toMatch(/JSON/i);
    expect(body.requestId).toBe(response.headers['x-request-id']);
  });

  it('answers an unsupported content type with a 4xx', async () => {
    const response = await t.client().post('/api/auth/login', '<xml/>', {
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers a body that is JSON but not an object with a 422', async () => {
    const response = await t.client().post('/api/auth/login', '"just a string"', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/admin/nothing-here'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.client().request(method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Not Found.' });
    }
  });

  it('answers bad query parameters with a 422, not a 500', async () => {
    const admin = await buildAdmin(t);
    const client = await t.signIn(admin.username, 'admin');
    const response = await client.get('/api/admin/outbox?page=abc&per_page=1000');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'page',
      'per_page',
    ]);
  });
});

describe('odd input never causes a 500', () => {
  it('survives broken URLs, repeated query keys, empty and form-encoded bodies', async () => {
    const admin = await buildAdmin(t);
    const client = await t.signIn(admin.username, 'admin');
    const cases: [string, string, string | undefined, Record<string, string>][] = [
      ['GET', '/api/%E0%A4%A', undefined, {}],
      ['GET', '/api/admin/outbox?page=1&page=2', undefined, {}],
      ['GET', '/api/admin/outbox?to=%zz', undefined, {}],
      ['PATCH', '/api/profile', '', { 'content-type': 'application/json' }],
      [
        'PATCH',
        '/api/profile',
        'name=Ana&email=ana%40portal.test',
        { 'content-type': 'application/x-www-form-urlencoded' },
      ],
      [
        'PATCH',
        '/api/profile',
        '{"__proto__": {"admin": true}, "name": 1}',
        { 'content-type': 'application/json' },
      ],
      ['PUT', '/api/profile/password', '[]', { 'content-type': 'application/json' }],
    ];
    for (const [method, url, body, headers] of cases) {
      const response = await client.request(method as 'GET', url, body, { headers });
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(response.headers['content-type'], `${method} ${url}`).toMatch(/application\/json/);
    }
  });

  it('answers any JSON value sent as a login body with a 4xx', async () => {
    const client = t.client({ remoteAddress: '10.77.0.1' });
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const response = await client.post('/api/auth/login', JSON.stringify(value), {
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe('public settings and version', () => {
  it('answers the company name from defaults, then from the settings table', async () => {
    const first = await t.client().get('/api/get-settings');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const settings = ZPublicSettings.parse(first.json());
    expect(settings.env.general.company_name).toBe('Fernway Test Tours');
    expect(
      settings.env.brands.map((brand) => [brand.code, brand.currency, brand.gstPercent]),
    ).toEqual([
      ['NZ', 'NZD', 15],
      ['AU', 'AUD', 10],
    ]);

    await upsertSettingValue(
      t.db,
      'general',
      { company_name: 'Fernway Journeys' },
      null,
      t.clock.now(),
    );
    // Written behind the store's back (the admin screen announces its own changes).
    t.app.ctx.settings.invalidate('general');
    const second = ZPublicSettings.parse((await t.client().get('/api/get-settings')).json());
    expect(second.env.general.company_name).toBe('Fernway Journeys');
    expect(second.env.general.product_name).toBe(settings.env.general.product_name);
  });

  it('answers the version, uncached', async () => {
    const response = await t.client().get('/api/version');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: '9.9.9-test' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('maintenance mode', () => {
  it('answers 503 with a message on the API', async () => {
    const maintenance = await buildTestApp({ config: { MAINTENANCE_MODE: 'true' } });
    try {
      const response = await maintenance.client().get('/api/version');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: expect.stringMatching(/maintenance/) });
    } finally {
      await maintenance.close();
    }
  });
});
