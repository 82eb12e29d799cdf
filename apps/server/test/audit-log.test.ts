import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditEntryView } from '@portal/shared/contracts/audit';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { recordAudit } from '../src/modules/audit/audit.service';
import { buildTestApp, type TestClient, type TTestApp } from './build-test-app';
import { buildAdmin, buildAgent } from './factories';
import { buildFile } from './files-factories';

let t: TTestApp;
let admin: TestClient;
let fileReference: string;
let fileId: number;
let adminUser: { name: string; username: string };

/** 2031-03-10 10:00 in Auckland (UTC+13 in March). */
const MARCH_10 = new Date('2031-03-09T21:00:00Z');
const MARCH_12 = new Date('2031-03-11T21:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  const user = await buildAdmin(t);
  adminUser = user;
  admin = await t.signIn(user.username, 'admin');
  const agent = await buildAgent(t);
  const file = await buildFile(t, { agencyId: agent.agencyId ?? 0, agentId: agent.id });
  fileReference = file.reference;
  fileId = file.id;
  const actor = { userId: user.id, label: 'auditor.alice', ip: '10.0.0.1' };
  await recordAudit(t.db, actor, {
    action: 'payment.recorded',
    entityType: 'file',
    entityId: file.id,
    detail: { amountCents: 12_000 },
    at: MARCH_10,
  });
  await recordAudit(
    t.db,
    { userId: null, label: 'Traveller (link)' },
    {
      action: 'traveller.feedback-received',
      entityType: 'file',
      entityId: file.reference,
      at: MARCH_12,
    },
  );
  await recordAudit(t.db, actor, {
    action: 'rate.updated',
    entityType: 'rate',
    entityId: 77,
    detail: { note: '=HYPERLINK("x")' },
    at: MARCH_12,
  });
});
afterAll(() => t.close());

async function list(query: string): Promise<TPaginated<TAuditEntryView>> {
  const response = await admin.get(`/api/admin/audit-log?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPaginated<TAuditEntryView>>();
}

describe('the audit log', () => {
  it("finds a file's entries by reference, whichever way they were keyed, with the reference", async () => {
    const page = await list(`entity=${fileReference}`);
    expect(page.data.map((entry) => entry.action)).toEqual([
      'traveller.feedback-received',
      'payment.recorded',
    ]);
    expect(page.data.every((entry) => entry.fileReference === fileReference)).toBe(true);
    expect(page.data[1]).toMatchObject({
      actorLabel: 'auditor.alice',
      entityType: 'file',
      entityId: String(fileId),
      detail: { amountCents: 12_000 },
    });
  });

  it('names the person (with the username) and lays the detail out in the file’s currency', async () => {
    const page = await list(`entity=${fileReference}`);
    const [feedback, payment] = page.data;
    expect(payment).toMatchObject({
      actorName: adminUser.name,
      actorUsername: adminUser.username,
      brandId: 1,
      facts: [{ field: 'amount', kind: 'money', value: 12_000 }],
    });
    // No user behind the entry: the recorded label, and no username.
    expect(feedback).toMatchObject({ actorName: 'Traveller (link)', actorUsername: null });
  });

  it('filters by actor, action, entity type and operator-time dates, and paginates', async () => {
    expect((await list('actor=alice&entity_type=rate')).data.map((e) => e.action)).toEqual([
      'rate.updated',
    ]);
    expect((await list('action=payment')).data.map((e) => e.entityId)).toEqual([String(fileId)]);
    const march10 = await list('from=2031-03-10&to=2031-03-10');
    expect(march10.data.map((e) => e.action)).toEqual(['payment.recorded']);
    const marchRange = await list('from=2031-03-10&to=2031-03-12&per_page=2');
    expect(marchRange.meta.total).toBe(3);
    expect(marchRange.data).toHaveLength(2);
    expect(marchRange.links.next).toContain('from=2031-03-10');
  });

  it('rejects a reversed date range and a malformed date with field errors', async () => {
    const reversed = await admin.get('/api/admin/audit-log?from=2031-03-12&to=2031-03-10');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toHaveProperty('errors');
    expect((await admin.get('/api/admin/audit-log?from=March')).statusCode).toBe(422);
  });

  it('exports the filtered entries as CSV with formulas defused', async () => {
    const response = await admin.get(
      '/api/admin/audit-log/export.csv?from=2031-03-10&to=2031-03-12',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Time,Actor,Action,Entity type,Entity id,File,Detail,IP');
    expect(lines).toHaveLength(4);
    expect(response.body).toContain(`"${fileReference}"`);
    expect(response.body).not.toContain(',"=HYPERLINK');
  });

  it('lists the entity types it holds', async () => {
    const response = await admin.get('/api/admin/audit-log/entity-types');
    expect(response.json<string[]>()).toEqual(expect.arrayContaining(['file', 'rate']));
  });

  it('is open to accountants and closed to consultants', async () => {
    const accountant = await buildAdmin(t, { roles: ['accountant'] });
    const consultant = await buildAdmin(t, { roles: ['consultant'] });
    const asAccountant = await t.signIn(accountant.username, 'admin');
    const asConsultant = await t.signIn(consultant.username, 'admin');
    expect((await asAccountant.get('/api/admin/audit-log')).statusCode).toBe(200);
    expect((await asConsultant.get('/api/admin/audit-log')).statusCode).toBe(403);
    expect((await asConsultant.get('/api/admin/audit-log/export.csv')).statusCode).toBe(403);
  });
});
