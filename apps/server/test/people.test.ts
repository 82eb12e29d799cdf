import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import type { TAdminAgency, TAdminRoleOption, TPerson } from '@portal/shared/contracts/people';
import { auditLog } from '../src/db/schema/audit-log';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { buildTestApp, type TTestApp } from './build-test-app';
import { buildAdmin, buildAgency, buildAgent, buildSupplier, buildSupplierUser } from './factories';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function signedInSuperAdmin() {
  const admin = await buildAdmin(t);
  return { admin, client: await t.signIn(admin.username, 'admin') };
}

async function auditActions(entityType: string, entityId: number): Promise<string[]> {
  const rows = await t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
  // Sign-ins and resets are the auth module's; these tests check what people did.
  return rows.map((row) => row.action).filter((action) => action.startsWith('people.'));
}

async function lastMailTo(email: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

function tokenOf(text: string | undefined): string | undefined {
  return /\/reset-password\/([\w-]+)/.exec(text ?? '')?.[1];
}

describe('people: access', () => {
  it('refuses every people route to an administrator without people.manage', async () => {
    const consultant = await buildAdmin(t, { roles: ['consultant'] });
    const client = await t.signIn(consultant.username, 'admin');
    const agency = await buildAgency(t);
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/users/export.csv'],
      ['GET', '/api/admin/agencies'],
      ['GET', `/api/admin/agencies/${agency.id}`],
      ['GET', `/api/admin/agencies/${agency.id}/users`],
      ['GET', '/api/admin/admins'],
      ['GET', '/api/admin/admins/roles'],
    ] as const) {
      const response = await client.request(method, url);
      expect(response.statusCode, url).toBe(403);
    }
    const patch = await client.patch(`/api/admin/users/${consultant.id}`, { active: true });
    expect(patch.statusCode).toBe(403);
  });
});

describe('people: every user', () => {
  it('lists all kinds with filters, exports them and disables and enables a user', async () => {
    const { client } = await signedInSuperAdmin();
    const agency = await buildAgency(t, { name: 'Filter Tours' });
    const agent = await buildAgent(t, { agencyId: agency.id, name: 'Aroha Filterable' });
    const supplierUser = await buildSupplierUser(t, { name: 'Sam Filterable' });
    await buildAdmin(t, { name: 'Alex Filterable', isActive: false });

    const all = await client.get('/api/admin/users?q=filterable&per_page=2');
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json<TPaginated<TPerson>>();
    expect(page.meta.total).toBe(3);
    expect(page.data).toHaveLength(2);
    expect(page.links.next).toContain('q=filterable');

    const agents = await client.get(`/api/admin/users?kind=agent&agency_id=${agency.id}`);
    expect(agents.json<TPaginated<TPerson>>().data).toEqual([
      expect.objectContaining({
        id: agent.id,
        kind: 'agent',
        agencyName: 'Filter Tours',
        roles: ['agent'],
        active: true,
      }),
    ]);
    const suppliers = await client.get(
      `/api/admin/users?kind=supplier&supplier_id=${supplierUser.supplierId}`,
    );
    expect(suppliers.json<TPaginated<TPerson>>().data.map((row) => row.id)).toEqual([
      supplierUser.id,
    ]);
    const inactive = await client.get('/api/admin/users?q=filterable&active=false');
    expect(inactive.json<TPaginated<TPerson>>().data.map((row) => row.name)).toEqual([
      'Alex Filterable',
    ]);

    const csv = await client.get('/api/admin/users/export.csv?q=filterable&kind=agent');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toContain('Username');
    expect(csv.body).toContain('"Aroha Filterable"');
    expect(csv.body).not.toContain('Sam Filterable');
    // One agency's users (the agency page's export).
    const otherAgency = await buildAgency(t, { name: 'Other Tours' });
    await buildAgent(t, { agencyId: otherAgency.id, name: 'Mere Filterable' });
    const ofAgency = await client.get(
      `/api/admin/users/export.csv?kind=agent&agency_id=${agency.id}&q=filterable`,
    );
    expect(ofAgency.body).toContain('"Aroha Filterable"');
    expect(ofAgency.body).not.toContain('Mere Filterable');

    const agentClient = await t.signIn(agent.username, 'agent');
    const disabled = await client.patch(`/api/admin/users/${agent.id}`, { active: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<TPerson>().active).toBe(false);
    // The disabled agent's open session ends at the next request.
    expect((await agentClient.get('/api/app/users')).statusCode).toBe(401);
    const enabled = await client.patch(`/api/admin/users/${agent.id}`, { active: true });
    expect(enabled.json<TPerson>().active).toBe(true);
    expect(await auditActions('user', agent.id)).toEqual([
      'people.user.disabled',
      'people.user.enabled',
    ]);
  });

  it('refuses to disable yourself and validates the input', async () => {
    const { admin, client } = await signedInSuperAdmin();
    const self = await client.patch(`/api/admin/users/${admin.id}`, { active: false });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({
      message: 'You cannot disable your own account.',
      errors: { active: ['You cannot disable your own account.'] },
    });
    const bad = await client.patch(`/api/admin/users/${admin.id}`, { active: 'no' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('active');
    expect((await client.get('/api/admin/users?kind=robot')).statusCode).toBe(422);
    expect((await client.patch('/api/admin/users/999999', { active: true })).statusCode).toBe(404);
  });

  it('emails a working reset link, and not to a disabled user', async () => {
    const { client } = await signedInSuperAdmin();
    const supplierUser = await buildSupplierUser(t);
    const sent = await client.post(`/api/admin/users/${supplierUser.id}/password-reset`);
    expect(sent.statusCode, sent.body).toBe(200);
    const token = tokenOf((await lastMailTo(supplierUser.email))?.text);
    expect(token).toBeTruthy();
    const reset = await t.client().post('/api/auth/reset-password', {
      token,
      password: 'Fresh-pass-2026',
      password_confirmation: 'Fresh-pass-2026',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await t.signIn(supplierUser.username, 'supplier', 'Fresh-pass-2026');
    expect(await auditActions('user', supplierUser.id)).toContain(
      'people.user.password-reset-sent',
    );

    const disabled = await buildAgent(t, { isActive: false });
    const refused = await client.post(`/api/admin/users/${disabled.id}/password-reset`);
    expect(refused.statusCode).toBe(422);
  });
});

describe('people: agencies', () => {
  const input = {
    name: 'Southern Cross Travel',
    brandId: 2,
    commissionPercent: 12.5,
    creditLimitCents: 500_000,
    email: 'bookings@southerncross.test',
    phone: '+612 555 1234',
    active: true,
  };

  it('creates, reads, edits, lists and exports agencies, with an audit trail', async () => {
    const { client } = await signedInSuperAdmin();
    const created = await client.post('/api/admin/agencies', input);
    expect(created.statusCode, created.body).toBe(201);
    const agency = created.json<TAdminAgency>();
    expect(agency).toMatchObject({ ...input, brandCode: 'AU', userCount: 0 });

    const edited = await client.patch(`/api/admin/agencies/${agency.id}`, {
      commissionPercent: 10,
      creditLimitCents: 0,
      phone: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<TAdminAgency>()).toMatchObject({
      commissionPercent: 10,
      creditLimitCents: 0,
      phone: null,
      email: input.email,
      name: input.name,
    });
    expect((await client.get(`/api/admin/agencies/${agency.id}`)).json()).toMatchObject({
      commissionPercent: 10,
    });

    const list = await client.get('/api/admin/agencies?q=southern%20cross&brand_id=2');
    const page = list.json<TPaginated<TAdminAgency>>();
    expect(page.data.map((row) => row.id)).toContain(agency.id);
    const nz = await client.get('/api/admin/agencies?q=southern%20cross&brand_id=1');
    expect(nz.json<TPaginated<TAdminAgency>>().data.map((row) => row.id)).not.toContain(agency.id);

    const csv = await client.get('/api/admin/agencies/export.csv?q=southern%20cross');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('"Southern Cross Travel",AU,10.00,0.00');

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'agency'), eq(auditLog.entityId, String(agency.id))))
      .orderBy(auditLog.id);
    expect(audit.map((row) => row.action)).toEqual([
      'people.agency.created',
      'people.agency.updated',
    ]);
    expect(audit[1]?.detail).toMatchObject({
      before: { commissionBasisPoints: 1250, creditLimitCents: 500_000 },
      changes: { commissionBasisPoints: 1000, creditLimitCents: 0, phone: null },
    });
  });

  it('rejects bad agency input with field messages', async () => {
    const { client } = await signedInSuperAdmin();
    const bad = await client.post('/api/admin/agencies', {
      ...input,
      name: '',
      commissionPercent: 120,
      creditLimitCents: -1,
      email: 'not-an-email',
      phone: '12',
      brandId: 9,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(
      ['brandId', 'commissionPercent', 'creditLimitCents', 'email', 'name', 'phone'].sort(),
    );
    // The spec's phone rule, with the format it accepts (issue 19 point 26).
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.phone).toEqual([
      'This field must be a valid phone number, e.g. 021 555 1234 or (021) 555-1234',
    ]);
    expect((await client.get('/api/admin/agencies/999999')).statusCode).toBe(404);
    expect((await client.patch('/api/admin/agencies/999999', { active: false })).statusCode).toBe(
      404,
    );
  });

  it("invites, edits and disables an agency's users", async () => {
    const { client } = await signedInSuperAdmin();
    const agency = await buildAgency(t);
    const other = await buildAgent(t);

    const invited = await client.post(`/api/admin/agencies/${agency.id}/users`, {
      name: 'Tane Mahuta',
      email: 'tane@agency.test',
      username: 'Tane.Mahuta',
      role: 'agency-admin',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const person = invited.json<TPerson>();
    expect(person).toMatchObject({
      username: 'tane.mahuta',
      kind: 'agent',
      agencyId: agency.id,
      roles: ['agency-admin'],
    });
    const token = tokenOf((await lastMailTo('tane@agency.test'))?.text);
    expect(token).toBeTruthy();

    const taken = await client.post(`/api/admin/agencies/${agency.id}/users`, {
      name: 'Another',
      email: 'another@agency.test',
      username: 'tane.mahuta',
      role: 'agent',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toHaveProperty('username');

    const list = await client.get(`/api/admin/agencies/${agency.id}/users`);
    expect(list.json<TPaginated<TPerson>>().data.map((row) => row.id)).toEqual([person.id]);
    expect((await client.get(`/api/admin/agencies/${agency.id}`)).json()).toMatchObject({
      userCount: 1,
    });

    const changed = await client.patch(`/api/admin/agencies/${agency.id}/users/${person.id}`, {
      role: 'agent',
      active: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TPerson>()).toMatchObject({ roles: ['agent'], active: false });

    const foreign = await client.patch(`/api/admin/agencies/${agency.id}/users/${other.id}`, {
      active: false,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await auditActions('user', person.id)).toEqual([
      'people.agency-user.invited',
      'people.agency-user.updated',
    ]);
  });
});

describe("people: suppliers' users", () => {
  it("invites, edits and disables a supplier's users; the new user sets a password and signs in", async () => {
    const { client } = await signedInSuperAdmin();
    const supplier = await buildSupplier(t, { name: 'Glacier Guides' });
    const otherSupplierUser = await buildSupplierUser(t);

    const invited = await client.post(`/api/admin/suppliers/${supplier.id}/users`, {
      name: 'Kiri Guide',
      email: 'kiri@glacier.test',
      username: 'Kiri.Guide',
      role: 'supplier-admin',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const person = invited.json<TPerson>();
    expect(person).toMatchObject({
      username: 'kiri.guide',
      kind: 'supplier',
      supplierId: supplier.id,
      supplierName: 'Glacier Guides',
      roles: ['supplier-admin'],
      active: true,
    });
    const mail = await lastMailTo('kiri@glacier.test');
    expect(mail?.text).toContain('Glacier Guides');
    const token = tokenOf(mail?.text);
    expect(token).toBeTruthy();
    const reset = await t.client().post('/api/auth/reset-password', {
      token,
      password: 'Glacier-pass-2030',
      password_confirmation: 'Glacier-pass-2030',
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    const supplierClient = await t.signIn('kiri.guide', 'supplier', 'Glacier-pass-2030');
    expect((await supplierClient.get('/api/supplier/users')).statusCode).toBe(200);

    const list = await client.get(`/api/admin/suppliers/${supplier.id}/users?q=kiri`);
    expect(list.json<TPaginated<TPerson>>().data.map((row) => row.id)).toEqual([person.id]);

    const changed = await client.patch(`/api/admin/suppliers/${supplier.id}/users/${person.id}`, {
      role: 'supplier-user',
      active: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TPerson>()).toMatchObject({ roles: ['supplier-user'], active: false });
    // Disabled: the open session ends at the next request.
    expect((await supplierClient.get('/api/supplier/users')).statusCode).toBe(401);

    const foreign = await client.patch(
      `/api/admin/suppliers/${supplier.id}/users/${otherSupplierUser.id}`,
      { active: false },
    );
    expect(foreign.statusCode).toBe(404);
    expect(await auditActions('user', person.id)).toEqual([
      'people.supplier-user.invited',
      'people.supplier-user.updated',
    ]);
  });

  it('refuses an agency role, an unknown supplier, and callers without people.manage', async () => {
    const { client } = await signedInSuperAdmin();
    const supplier = await buildSupplier(t);
    const wrongRole = await client.post(`/api/admin/suppliers/${supplier.id}/users`, {
      name: 'Wrong Role',
      email: 'wrong@supplier.test',
      username: 'wrong.role',
      role: 'agency-admin',
    });
    expect(wrongRole.statusCode).toBe(422);
    expect(wrongRole.json().errors).toHaveProperty('role');
    expect((await client.get('/api/admin/suppliers/999999/users')).statusCode).toBe(404);
    const consultant = await buildAdmin(t, { roles: ['consultant'] });
    const staff = await t.signIn(consultant.username, 'admin');
    expect((await staff.get(`/api/admin/suppliers/${supplier.id}/users`)).statusCode).toBe(403);
  });
});

describe('people: administrators', () => {
  it('invites an administrator with roles, edits them and lists the admin roles', async () => {
    const { client } = await signedInSuperAdmin();
    const roles = (await client.get('/api/admin/admins/roles')).json<TAdminRoleOption[]>();
    expect(roles.map((role) => role.name)).toEqual(
      expect.arrayContaining(['super-admin', 'consultant', 'accountant']),
    );
    expect(roles.map((role) => role.name)).not.toContain('agent');

    const invited = await client.post('/api/admin/admins', {
      name: 'Kiri Accounts',
      email: 'kiri@operator.test',
      username: 'kiri.accounts',
      roles: ['accountant'],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const admin = invited.json<TPerson>();
    expect(admin).toMatchObject({ kind: 'admin', roles: ['accountant'], active: true });
    const token = tokenOf((await lastMailTo('kiri@operator.test'))?.text);
    expect(token).toBeTruthy();
    const reset = await t.client().post('/api/auth/reset-password', {
      token,
      password: 'Fresh-pass-2026',
      password_confirmation: 'Fresh-pass-2026',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const kiri = await t.signIn('kiri.accounts', 'admin', 'Fresh-pass-2026');
    // An accountant has no people.manage.
    expect((await kiri.get('/api/admin/admins')).statusCode).toBe(403);

    const edited = await client.patch(`/api/admin/admins/${admin.id}`, {
      name: 'Kiri Consultant',
      roles: ['consultant', 'accountant'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<TPerson>()).toMatchObject({
      name: 'Kiri Consultant',
      roles: ['accountant', 'consultant'],
    });
    expect((await client.get(`/api/admin/admins/${admin.id}`)).json()).toMatchObject({
      name: 'Kiri Consultant',
    });

    const unknownRole = await client.patch(`/api/admin/admins/${admin.id}`, { roles: ['agent'] });
    expect(unknownRole.statusCode).toBe(422);
    expect(unknownRole.json().errors).toHaveProperty('roles');

    const list = await client.get('/api/admin/admins?q=kiri');
    expect(list.json<TPaginated<TPerson>>().data.map((row) => row.id)).toEqual([admin.id]);
    const csv = await client.get('/api/admin/admins/export.csv?q=kiri');
    expect(csv.body).toContain('"accountant consultant"');

    // An agent is not an administrator.
    const agent = await buildAgent(t);
    expect((await client.get(`/api/admin/admins/${agent.id}`)).statusCode).toBe(404);
    expect(await auditActions('user', admin.id)).toEqual([
      'people.admin.invited',
      'people.admin.updated',
    ]);
  });

  it('stops an administrator from disabling themselves or changing their own roles', async () => {
    const { admin, client } = await signedInSuperAdmin();
    const disable = await client.patch(`/api/admin/admins/${admin.id}`, { active: false });
    expect(disable.statusCode).toBe(422);
    expect(disable.json().errors).toHaveProperty('active');
    const demote = await client.patch(`/api/admin/admins/${admin.id}`, { roles: ['consultant'] });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors).toHaveProperty('roles');
    const rename = await client.patch(`/api/admin/admins/${admin.id}`, {
      name: 'Renamed Self',
      roles: ['super-admin'],
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const bad = await client.post('/api/admin/admins', {
      name: '',
      email: 'nope',
      username: 'x',
      roles: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(
      ['email', 'name', 'roles', 'username'].sort(),
    );
  });
});
