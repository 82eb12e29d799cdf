import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOutboxMessage } from '@portal/shared/contracts/outbox';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { queueMail } from '../src/modules/mail/mail.service';
import { buildTestApp, type TTestApp } from './build-test-app';
import { buildAdmin } from './factories';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
  for (let i = 1; i <= 3; i += 1) {
    await queueMail(
      t.db,
      {
        to: `guest${i}@agency.test`,
        subject: `Itinerary ${i}`,
        text: `Day 1: Auckland ${i}`,
        html: null,
      },
      t.clock.now(),
    );
  }
  await queueMail(
    t.db,
    { to: 'ops@fernway.test', subject: 'Report', text: 'All good', html: null },
    t.clock.now(),
  );
});
afterAll(() => t.close());

describe('GET /api/admin/outbox', () => {
  it('pages through the outbox newest first, with the nested pagination shape', async () => {
    const admin = await buildAdmin(t, { roles: ['accountant'] });
    const client = await t.signIn(admin.username, 'admin');
    const response = await client.get('/api/admin/outbox?per_page=2&page=2');
    expect(response.statusCode).toBe(200);
    const body = response.json<TPaginated<TOutboxMessage>>();
    expect(body.data.map((mail) => mail.subject)).toEqual(['Itinerary 2', 'Itinerary 1']);
    expect(body.data[0]).not.toHaveProperty('html');
    expect(body.meta).toEqual({
      current_page: 2,
      last_page: 2,
      per_page: 2,
      total: 4,
      from: 3,
      to: 4,
    });
    expect(body.links).toMatchObject({
      prev: '/api/admin/outbox?per_page=2&page=1',
      next: null,
    });
  });

  it('filters by recipient', async () => {
    const admin = await buildAdmin(t);
    const client = await t.signIn(admin.username, 'admin');
    const body = (await client.get('/api/admin/outbox?to=AGENCY.test')).json<
      TPaginated<TOutboxMessage>
    >();
    expect(body.meta.total).toBe(3);
    const none = (await client.get('/api/admin/outbox?to=%25')).json<TPaginated<TOutboxMessage>>();
    expect(none.meta.total).toBe(0);
  });

  it('is refused to admins without outbox.view', async () => {
    const consultant = await buildAdmin(t, { roles: ['consultant'] });
    const client = await t.signIn(consultant.username, 'admin');
    const response = await client.get('/api/admin/outbox');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'This action is unauthorized.' });
  });
});

describe('GET /api/admin/outbox/export.csv', () => {
  it('exports every message of the filter, formula-safe and without bodies', async () => {
    await queueMail(
      t.db,
      { to: 'guest9@agency.test', subject: '=HYPERLINK("x")', text: 'secret link', html: null },
      t.clock.now(),
    );
    const admin = await buildAdmin(t, { roles: ['accountant'] });
    const client = await t.signIn(admin.username, 'admin');
    const response = await client.get('/api/admin/outbox/export.csv?to=agency.test');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('outbox.csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Id,Created,To,Subject,Status,Attempts,Last error,Sent');
    // Newest first; only the agency's guests; the formula is defused, the body left out.
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain('"guest9@agency.test","\'=HYPERLINK(""x"")"');
    expect(response.body).not.toContain('ops@fernway.test');
    expect(response.body).not.toContain('secret link');
    expect(response.body).not.toContain('Day 1');
  });

  it('is refused without outbox.view, and bad filters are a 422', async () => {
    const consultant = await buildAdmin(t, { roles: ['consultant'] });
    const client = await t.signIn(consultant.username, 'admin');
    expect((await client.get('/api/admin/outbox/export.csv')).statusCode).toBe(403);
    const admin = await buildAdmin(t, { roles: ['accountant'] });
    const allowed = await t.signIn(admin.username, 'admin');
    expect(
      (await allowed.get(`/api/admin/outbox/export.csv?to=${'x'.repeat(201)}`)).statusCode,
    ).toBe(422);
  });
});
