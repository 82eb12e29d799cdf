import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type { TSupplierUser } from '@portal/shared/contracts/supplier-users';
import { auditLog } from '../src/db/schema/audit-log';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { buildTestApp, type TTestApp } from './build-test-app';
import { buildAgent, buildSupplier, buildSupplierUser } from './factories';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function supplierWithAdmin() {
  const supplier = await buildSupplier(t);
  const admin = await buildSupplierUser(t, { supplierId: supplier.id, roles: ['supplier-admin'] });
  const client = await t.signIn(admin.username, 'supplier');
  return { supplier, admin, client };
}

describe('supplier users', () => {
  it('lets a supplier admin add a colleague, who is invited by email and can then sign in', async () => {
    const { supplier, client } = await supplierWithAdmin();
    const created = await client.post('/api/supplier/users', {
      name: '  Aroha Reservations ',
      email: 'reservations@harbour-lodge.test',
      username: 'Aroha.Res',
      role: 'supplier-user',
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json<TSupplierUser>();
    expect(user).toMatchObject({
      name: 'Aroha Reservations',
      username: 'aroha.res',
      role: 'supplier-user',
      active: true,
    });
    expect(created.body).not.toContain('password');

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'reservations@harbour-lodge.test'))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.subject).toContain('supplier portal account');
    expect(mail?.text).toContain(supplier.name);
    expect(mail?.text).toContain('?area=supplier');
    const token = /\/reset-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const reset = await t.client().post('/api/auth/reset-password', {
      token,
      password: 'Fresh-pass-2026',
      password_confirmation: 'Fresh-pass-2026',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const colleague = await t.signIn('aroha.res', 'supplier', 'Fresh-pass-2026');
    // The new colleague belongs to the admin's supplier, as a plain supplier user.
    const me = await colleague.get('/api/auth/me');
    expect(me.json<{ user: { supplierId: number } }>().user.supplierId).toBe(supplier.id);
    expect((await colleague.get('/api/supplier/users')).statusCode).toBe(403);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, String(user.id)), eq(auditLog.action, 'supplier-user.created')),
      );
    expect(audit?.detail).toMatchObject({ supplierId: supplier.id, role: 'supplier-user' });
  });

  it("lists, searches, edits, disables and re-enables the supplier's users only", async () => {
    const { supplier, admin, client } = await supplierWithAdmin();
    const colleague = await buildSupplierUser(t, {
      supplierId: supplier.id,
      name: 'Tama Frontdesk',
      roles: ['supplier-user'],
    });
    const other = await supplierWithAdmin(); // supplier Y's users never show to supplier X

    const list = await client.get('/api/supplier/users?per_page=10');
    expect(list.statusCode).toBe(200);
    const page = list.json<TPaginated<TSupplierUser>>();
    expect(page.data.map((row) => row.id).sort()).toEqual([admin.id, colleague.id].sort());
    expect(page.data.find((row) => row.id === admin.id)?.role).toBe('supplier-admin');
    expect(page.data.find((row) => row.id === colleague.id)?.role).toBe('supplier-user');
    const otherList = await other.client.get('/api/supplier/users');
    expect(otherList.json<TPaginated<TSupplierUser>>().data.map((row) => row.id)).toEqual([
      other.admin.id,
    ]);

    const searched = await client.get('/api/supplier/users?q=frontdesk');
    expect(searched.json<TPaginated<TSupplierUser>>().data.map((row) => row.id)).toEqual([
      colleague.id,
    ]);

    const promoted = await client.patch(`/api/supplier/users/${colleague.id}`, {
      name: 'Tama Front Desk',
      role: 'supplier-admin',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<TSupplierUser>()).toMatchObject({
      name: 'Tama Front Desk',
      role: 'supplier-admin',
    });
    const colleagueClient = await t.signIn(colleague.username, 'supplier');
    expect((await colleagueClient.get('/api/supplier/users')).statusCode).toBe(200);

    const disabled = await client.patch(`/api/supplier/users/${colleague.id}`, { active: false });
    expect(disabled.json<TSupplierUser>().active).toBe(false);
    expect((await colleagueClient.get('/api/supplier/users')).statusCode).toBe(401);
    const login = await t.client().post('/api/auth/login', {
      area: 'supplier',
      username: colleague.username,
      password: colleague.password,
    });
    expect(login.statusCode).toBe(422);

    const enabled = await client.patch(`/api/supplier/users/${colleague.id}`, { active: true });
    expect(enabled.json<TSupplierUser>().active).toBe(true);
    await t.signIn(colleague.username, 'supplier');
  });

  it("answers 404 for another supplier's user, read or write", async () => {
    const { client } = await supplierWithAdmin();
    const stranger = await buildSupplierUser(t, { roles: ['supplier-user'] });
    expect((await client.get(`/api/supplier/users/${stranger.id}`)).statusCode).toBe(404);
    const write = await client.patch(`/api/supplier/users/${stranger.id}`, { active: false });
    expect(write.statusCode).toBe(404);
    expect(write.json()).toMatchObject({ message: 'User not found.' });
    await t.signIn(stranger.username, 'supplier');
  });

  it('refuses a taken username and invalid input with field errors', async () => {
    const { client } = await supplierWithAdmin();
    const agent = await buildAgent(t);
    const taken = await client.post('/api/supplier/users', {
      name: 'Copy Cat',
      email: 'copy@supplier.test',
      username: agent.username,
      role: 'supplier-user',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors.username).toEqual([
      'This username is already taken.',
    ]);

    const invalid = await client.post('/api/supplier/users', {
      name: '',
      email: 'not-an-email',
      username: 'has space',
      role: 'agency-admin',
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual(
      ['email', 'name', 'role', 'username'],
    );
  });

  it('does not let a supplier admin disable themselves or drop their own admin role', async () => {
    const { admin, client } = await supplierWithAdmin();
    const disable = await client.patch(`/api/supplier/users/${admin.id}`, { active: false });
    expect(disable.statusCode).toBe(422);
    expect(disable.json<{ errors: Record<string, string[]> }>().errors.active).toEqual([
      'You cannot disable your own account.',
    ]);
    const demote = await client.patch(`/api/supplier/users/${admin.id}`, {
      role: 'supplier-user',
    });
    expect(demote.statusCode).toBe(422);
    const rename = await client.patch(`/api/supplier/users/${admin.id}`, { name: 'Still Admin' });
    expect(rename.statusCode).toBe(200);
  });

  it('refuses plain supplier users (403), agents (401 in this area) and anonymous callers', async () => {
    const plain = await buildSupplierUser(t, { roles: ['supplier-user'] });
    const client = await t.signIn(plain.username, 'supplier');
    expect((await client.get('/api/supplier/users')).statusCode).toBe(403);
    const create = await client.post('/api/supplier/users', {
      name: 'Nope',
      email: 'nope@supplier.test',
      username: 'nope.supplier',
      role: 'supplier-user',
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({ message: 'This action is unauthorized.' });
    expect((await client.patch(`/api/supplier/users/${plain.id}`, { name: 'X' })).statusCode).toBe(
      403,
    );

    const agent = await buildAgent(t, { roles: ['agency-admin'] });
    const agentClient = await t.signIn(agent.username, 'agent');
    expect([401, 403]).toContain((await agentClient.get('/api/supplier/users')).statusCode);
    expect((await t.client().get('/api/supplier/users')).statusCode).toBe(401);
  });
});
