import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { recordAudit } from '../src/modules/audit/audit.service';
import { queueMail } from '../src/modules/mail/mail.service';
import { buildTestApp, type TestClient, type TTestApp } from './build-test-app';
import { buildAdmin, buildAgency, buildAgent, buildSupplier } from './factories';

/**
 * Issue 19 point 36: the back office's lists sort by their columns on the server (`?sort=&dir=`),
 * keep the order in their page links (and their CSV), and refuse a column they do not offer.
 */
let t: TTestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await buildAdmin(t);
  admin = await t.signIn(user.username, 'admin');

  const agencies = [
    { name: 'Sortagency Bravo', brandId: 1, creditLimitCents: 500_000 },
    { name: 'Sortagency Alpha', brandId: 2, creditLimitCents: 100_000 },
    { name: 'Sortagency Charlie', brandId: 1, creditLimitCents: 900_000 },
  ];
  for (const values of agencies) await buildAgency(t, values);
  const charlie = await buildAgency(t, { name: 'Sortagency Delta', creditLimitCents: 0 });
  await buildAgent(t, { agencyId: charlie.id });
  await buildAgent(t, { agencyId: charlie.id });

  for (const [code, name] of [
    ['SRT-B', 'Sortlodge Zeta'],
    ['SRT-C', 'Sortlodge Alpha'],
    ['SRT-A', 'Sortlodge Mu'],
  ] as const) {
    await buildSupplier(t, { code, name });
  }

  for (const [index, subject] of ['Mike', 'Alpha', 'Zulu'].entries()) {
    await queueMail(
      t.db,
      { to: `sort${index}@outbox.test`, subject, text: 'Hello', html: null },
      new Date(Date.UTC(2031, 0, 1 + index)),
    );
  }

  const actor = { userId: null, label: 'sorter' };
  for (const [index, action] of ['sorttest.b', 'sorttest.c', 'sorttest.a'].entries()) {
    await recordAudit(t.db, actor, {
      action,
      entityType: 'rate',
      entityId: index + 1,
      at: new Date(Date.UTC(2031, 0, 1 + index)),
    });
  }
});
afterAll(() => t.close());

async function page<T>(url: string): Promise<TPaginated<T>> {
  const response = await admin.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaginated<T>>();
}

describe('sorting the back-office lists by a column', () => {
  it('agencies: by name (the default), credit limit or users, either way', async () => {
    const names = async (query: string) =>
      (await page<{ name: string }>(`/api/admin/agencies?q=Sortagency${query}`)).data.map(
        (row) => row.name,
      );
    const byName = [
      'Sortagency Alpha',
      'Sortagency Bravo',
      'Sortagency Charlie',
      'Sortagency Delta',
    ];
    expect(await names('')).toEqual(byName);
    expect(await names('&sort=name&dir=desc')).toEqual([...byName].reverse());
    expect(await names('&sort=creditLimit&dir=desc')).toEqual([
      'Sortagency Charlie',
      'Sortagency Bravo',
      'Sortagency Alpha',
      'Sortagency Delta',
    ]);
    expect((await names('&sort=users&dir=desc'))[0]).toBe('Sortagency Delta');

    const first = await page(
      `/api/admin/agencies?q=Sortagency&sort=creditLimit&dir=desc&per_page=1`,
    );
    expect(first.links.next).toBe(
      '/api/admin/agencies?per_page=1&q=Sortagency&sort=creditLimit&dir=desc&page=2',
    );
    const csv = await admin.get('/api/admin/agencies/export.csv?q=Sortagency&sort=creditLimit');
    const csvNames = csv.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[1]);
    expect(csvNames.map((name) => name?.replace(/"/g, ''))).toEqual([
      'Sortagency Delta',
      'Sortagency Alpha',
      'Sortagency Bravo',
      'Sortagency Charlie',
    ]);
  });

  it('suppliers: by code or name', async () => {
    const codes = async (query: string) =>
      (await page<{ code: string }>(`/api/admin/suppliers?q=Sortlodge${query}`)).data.map(
        (row) => row.code,
      );
    expect(await codes('')).toEqual(['SRT-C', 'SRT-A', 'SRT-B']);
    expect(await codes('&sort=code')).toEqual(['SRT-A', 'SRT-B', 'SRT-C']);
    expect(await codes('&sort=code&dir=desc')).toEqual(['SRT-C', 'SRT-B', 'SRT-A']);
    expect(await codes('&sort=name&dir=desc')).toEqual(['SRT-B', 'SRT-A', 'SRT-C']);
  });

  it('outbox: newest first by default, or by subject', async () => {
    const subjects = async (query: string) =>
      (await page<{ subject: string }>(`/api/admin/outbox?to=outbox.test${query}`)).data.map(
        (row) => row.subject,
      );
    expect(await subjects('')).toEqual(['Zulu', 'Alpha', 'Mike']);
    expect(await subjects('&sort=subject')).toEqual(['Alpha', 'Mike', 'Zulu']);
    expect(await subjects('&sort=createdAt&dir=asc')).toEqual(['Mike', 'Alpha', 'Zulu']);
  });

  it('audit log: newest first by default, or by action', async () => {
    const actions = async (query: string) =>
      (await page<{ action: string }>(`/api/admin/audit-log?action=sorttest.${query}`)).data.map(
        (row) => row.action,
      );
    expect(await actions('')).toEqual(['sorttest.a', 'sorttest.c', 'sorttest.b']);
    expect(await actions('&sort=action')).toEqual(['sorttest.a', 'sorttest.b', 'sorttest.c']);
    expect(await actions('&sort=action&dir=desc')).toEqual([
      'sorttest.c',
      'sorttest.b',
      'sorttest.a',
    ]);
    const csv = await admin.get('/api/admin/audit-log/export.csv?action=sorttest.&sort=action');
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.split('\r\n').slice(1, -1);
    expect(rows.map((line) => /sorttest\.[abc]/.exec(line)?.[0])).toEqual([
      'sorttest.a',
      'sorttest.b',
      'sorttest.c',
    ]);
  });

  it.each([
    '/api/admin/agencies?sort=password',
    '/api/admin/agencies?sort=name&dir=sideways',
    '/api/admin/agencies/export.csv?sort=email',
    '/api/admin/suppliers?sort=id;drop',
    '/api/admin/suppliers/export.csv?sort=secret',
    '/api/admin/outbox?sort=text',
    '/api/admin/outbox/export.csv?sort=html',
    '/api/admin/audit-log?sort=ip',
    '/api/admin/audit-log/export.csv?sort=detail',
    '/api/admin/invoices?sort=lines',
  ])('refuses a column the list does not offer: %s', async (url) => {
    const response = await admin.get(url);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: expect.any(String),
      errors: expect.any(Object),
    });
  });
});
