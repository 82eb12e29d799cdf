import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TPublishedNotice } from '@portal/shared/contracts/notices';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { agencyChannel, BACKOFFICE_CHANNEL } from '@portal/shared/domain/realtime-channels';
import { auditLog } from '../src/db/schema/audit-log';
import { buildTestApp, type TestClient, type TTestApp } from './build-test-app';
import { buildAdmin, buildAgency } from './factories';

let t: TTestApp;
let publisher: TestClient;
let publisherName: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildAdmin(t, { name: 'Nora Notices' });
  publisherName = admin.name;
  publisher = await t.signIn(admin.username, 'admin');
});
afterAll(() => t.close());

async function publish(body: object) {
  const response = await publisher.post('/api/admin/notices', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ notice: { id: string } }>().notice;
}

async function listNotices(query = '') {
  const response = await publisher.get(`/api/admin/notices${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaginated<TPublishedNotice>>();
}

describe('the notices sent (/admin/notices)', () => {
  it('keeps each published notice with who sent it, where and when, newest first, audited', async () => {
    const agency = await buildAgency(t, { name: 'Kiwi Trails', brandId: 2 });
    const first = await publish({ message: 'Portal maintenance tonight', audience: 'all' });
    const second = await publish({
      message: 'Kaikōura coast road closed until Friday',
      level: 'warning',
      audience: 'agents',
      agencyId: agency.id,
    });

    const page = await listNotices();
    expect(page.meta.total).toBe(2);
    expect(page.data.map((row) => row.noticeId)).toEqual([second.id, first.id]);
    expect(page.data[0]).toMatchObject({
      message: 'Kaikōura coast road closed until Friday',
      level: 'warning',
      audience: 'agents',
      channel: agencyChannel(agency.id),
      agencyId: agency.id,
      agencyName: 'Kiwi Trails',
      supplierId: null,
      publishedBy: publisherName,
    });
    expect(page.data[1]).toMatchObject({ audience: 'all', level: 'info', agencyName: null });
    expect(Date.parse(page.data[0]?.publishedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notice.published'), eq(auditLog.entityType, 'notice')));
    expect(audited.map((entry) => entry.entityId).sort()).toEqual(
      page.data.map((row) => String(row.id)).sort(),
    );

    const paged = await listNotices('?per_page=1&page=2');
    expect(paged.data.map((row) => row.noticeId)).toEqual([first.id]);
    expect(paged.links.prev).toBe('/api/admin/notices?per_page=1&page=1');
  });

  it('tells the back office once the notice is kept, so every open list of notices sent follows', async () => {
    const sends = vi.spyOn(t.app.broadcaster, 'broadcast');
    try {
      const sent = await publish({ message: 'Ferry timetable changed', audience: 'suppliers' });
      const kept = (await listNotices()).data[0];
      expect(kept?.noticeId).toBe(sent.id);
      const names = sends.mock.calls.map(([, event]) => event);
      // The audience hears the notice first; the record (and its push) exists only after.
      expect(names).toEqual(['notice.published', 'notice.recorded']);
      expect(sends.mock.calls[1]?.[0]).toBe(BACKOFFICE_CHANNEL);
      expect(sends.mock.calls[1]?.[2]).toEqual({
        id: kept?.id,
        noticeId: sent.id,
        publishedAt: kept?.publishedAt,
      });
    } finally {
      sends.mockRestore();
    }
  });

  it('keeps nothing when the notice could not be sent', async () => {
    const before = (await listNotices()).meta.total;
    const failure = vi
      .spyOn(t.app.broadcaster, 'broadcast')
      .mockRejectedValueOnce(new Error('socket hub down'));
    try {
      const response = await publisher.post('/api/admin/notices', {
        message: 'Never sent',
        audience: 'backoffice',
      });
      expect(response.statusCode).toBe(503);
    } finally {
      failure.mockRestore();
    }
    expect((await listNotices()).meta.total).toBe(before);
  });

  it('downloads the notices as CSV, newest first and formula-safe', async () => {
    await publish({ message: '=HYPERLINK("http://evil.test")', audience: 'backoffice' });
    const response = await publisher.get('/api/admin/notices/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('notices.csv');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Id,Published,Published by,Audience,Agency,Supplier,Level,Message');
    expect(lines).toHaveLength(1 + (await listNotices()).meta.total);
    expect(lines[1]).toContain(`"${publisherName}",backoffice,"","",info,`);
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil.test"")"');
    expect(lines.at(-1)).toContain('"Portal maintenance tonight"');
  });

  it('is for whoever may publish: others get 403, bad pages 422', async () => {
    const consultant = await buildAdmin(t, { roles: ['consultant'] });
    const client = await t.signIn(consultant.username, 'admin');
    expect((await client.get('/api/admin/notices')).statusCode).toBe(403);
    expect((await client.get('/api/admin/notices/export.csv')).statusCode).toBe(403);
    expect((await publisher.get('/api/admin/notices?per_page=0')).statusCode).toBe(422);
  });
});
