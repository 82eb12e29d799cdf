import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFileLabels, TLabel } from '@portal/shared/contracts/labels';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { files } from '../src/db/schema/files';
import { fileEvents } from '../src/db/schema/files-history';
import { auditLog } from '../src/db/schema/audit-log';
import { fileHasLabel, fileIdsWithLabel } from '../src/modules/labels/labels.repository';
import { buildTestApp, type TestClient, type TTestApp } from './build-test-app';
import { buildAdmin, buildAgent } from './factories';
import { buildFile } from './files-factories';

let t: TTestApp;
let admin: TestClient;
let accountant: TestClient;
let agent: TestClient;
let owner: { agencyId: number; agentId: number };

beforeAll(async () => {
  t = await buildTestApp();
  const [adminUser, accountantUser, agentUser] = await Promise.all([
    buildAdmin(t),
    buildAdmin(t, { roles: ['accountant'] }),
    buildAgent(t),
  ]);
  owner = { agencyId: agentUser.agencyId ?? 0, agentId: agentUser.id };
  [admin, accountant, agent] = await Promise.all([
    t.signIn(adminUser.username, 'admin'),
    t.signIn(accountantUser.username, 'admin'),
    t.signIn(agentUser.username, 'agent'),
  ]);
});
afterAll(() => t.close());

async function createLabel(body: Record<string, unknown>): Promise<TLabel> {
  const response = await admin.post('/api/admin/labels', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TLabel>();
}

describe('labels CRUD', () => {
  it('creates, reads, updates and deletes a label, auditing each change', async () => {
    const label = await createLabel({ name: ' VIP ', colour: 'red', description: 'Top client' });
    expect(label).toMatchObject({ name: 'VIP', colour: 'red', fileCount: 0 });

    const read = await admin.get(`/api/admin/labels/${label.id}`);
    expect(read.json<TLabel>().name).toBe('VIP');

    const updated = await admin.put(`/api/admin/labels/${label.id}`, {
      name: 'VIP guest',
      colour: 'grape',
      description: '',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<TLabel>()).toMatchObject({ name: 'VIP guest', colour: 'grape' });

    const removed = await admin.delete(`/api/admin/labels/${label.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await admin.get(`/api/admin/labels/${label.id}`)).statusCode).toBe(404);

    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(label.id)));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['label.created', 'label.updated', 'label.deleted']),
    );
  });

  it('refuses a colour outside the palette, an empty name and a duplicate name (422)', async () => {
    await createLabel({ name: 'Honeymoon', colour: 'pink' });
    const badColour = await admin.post('/api/admin/labels', { name: 'X', colour: 'purple' });
    expect(badColour.statusCode).toBe(422);
    expect(badColour.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('colour');

    const empty = await admin.post('/api/admin/labels', { name: '  ', colour: 'red' });
    expect(empty.statusCode).toBe(422);

    const duplicate = await admin.post('/api/admin/labels', { name: 'honeymoon', colour: 'red' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('name');
  });

  it('lists labels paginated with a search, and exports the same filter as CSV', async () => {
    await createLabel({ name: 'Needs visa', colour: 'orange', description: 'Passport check' });
    await createLabel({ name: 'Needs =rail', colour: 'blue' });
    const page = await admin.get('/api/admin/labels?q=needs&per_page=1');
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json<TPaginated<TLabel>>();
    expect(body.meta.total).toBe(2);
    expect(body.data).toHaveLength(1);
    expect(body.links.next).toContain('q=needs');

    const csv = await admin.get('/api/admin/labels/export.csv?q=needs');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Name,Colour,Description,Files,Updated');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain('"Needs visa",orange,"Passport check",0,');
    expect(csv.body).not.toContain('Honeymoon');
  });

  it('is reachable only with labels.manage (403 for the accountant and for agents)', async () => {
    expect((await accountant.get('/api/admin/labels')).statusCode).toBe(403);
    expect(
      (await accountant.post('/api/admin/labels', { name: 'A', colour: 'red' })).statusCode,
    ).toBe(403);
    expect((await agent.get('/api/admin/labels')).statusCode).toBe(403);
    expect((await t.client().get('/api/admin/labels')).statusCode).toBe(401);
  });
});

describe('labels on a file', () => {
  it('sets the labels of a file with a file event, an audit entry and a live push', async () => {
    const file = await buildFile(t, owner, { status: 'Confirmed' });
    const rush = await createLabel({ name: 'Rush', colour: 'red' });
    const family = await createLabel({ name: 'Family', colour: 'teal' });
    const broadcast = vi.spyOn(t.app.broadcaster, 'broadcast');
    try {
      const response = await admin.put(`/api/admin/files/${file.reference}/labels`, {
        labelIds: [rush.id, family.id],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TFileLabels>().labels.map((label) => label.name)).toEqual([
        'Family',
        'Rush',
      ]);
      expect(broadcast).toHaveBeenCalledWith(
        expect.arrayContaining([`private-file.${file.id}`]),
        'file.updated',
        expect.objectContaining({ bookingReference: file.reference, action: 'file.updated' }),
      );
    } finally {
      broadcast.mockRestore();
    }

    const read = await admin.get(`/api/admin/files/${file.reference}/labels`);
    expect(read.json<TFileLabels>().labels).toHaveLength(2);

    const events = await t.db.select().from(fileEvents).where(eq(fileEvents.fileId, file.id));
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toMatchObject({ added: ['Family', 'Rush'], removed: [] });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'file.labels-changed'));
    expect(audits.some((row) => row.entityId === file.reference)).toBe(true);

    // Removing one label, then saving the same set again records only the real change.
    await admin.put(`/api/admin/files/${file.reference}/labels`, { labelIds: [rush.id] });
    await admin.put(`/api/admin/files/${file.reference}/labels`, { labelIds: [rush.id] });
    const after = await t.db.select().from(fileEvents).where(eq(fileEvents.fileId, file.id));
    expect(after).toHaveLength(2);
    expect(after[1]?.detail).toMatchObject({ removed: ['Family'], labels: ['Rush'] });

    const counted = await admin.get(`/api/admin/labels/${rush.id}`);
    expect(counted.json<TLabel>().fileCount).toBe(1);
  });

  it('refuses unknown labels, duplicates and unknown files', async () => {
    const file = await buildFile(t, owner);
    const label = await createLabel({ name: 'Check', colour: 'lime' });
    const unknown = await admin.put(`/api/admin/files/${file.reference}/labels`, {
      labelIds: [label.id, 999_999],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('labelIds');
    const twice = await admin.put(`/api/admin/files/${file.reference}/labels`, {
      labelIds: [label.id, label.id],
    });
    expect(twice.statusCode).toBe(422);
    const noFile = await admin.put('/api/admin/files/NZ-999999/labels', { labelIds: [] });
    expect(noFile.statusCode).toBe(404);
    const agentTry = await agent.put(`/api/admin/files/${file.reference}/labels`, {
      labelIds: [label.id],
    });
    expect(agentTry.statusCode).toBe(403);
  });

  it('gives the file list a filter: fileIdsWithLabel and fileHasLabel', async () => {
    const tagged = await buildFile(t, owner);
    const other = await buildFile(t, owner);
    const label = await createLabel({ name: 'Filter me', colour: 'cyan' });
    await admin.put(`/api/admin/files/${tagged.reference}/labels`, { labelIds: [label.id] });

    expect(await fileIdsWithLabel(t.db, label.id)).toEqual([tagged.id]);
    const rows = await t.db
      .select({ id: files.id })
      .from(files)
      .where(fileHasLabel(files.id, label.id));
    expect(rows.map((row) => row.id)).toEqual([tagged.id]);
    expect(rows.map((row) => row.id)).not.toContain(other.id);

    // Deleting the label takes it off the files.
    await admin.delete(`/api/admin/labels/${label.id}`);
    expect(await fileIdsWithLabel(t.db, label.id)).toEqual([]);
  });
});
