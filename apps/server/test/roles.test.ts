import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPermissionEntry, TRoleView } from '@portal/shared/contracts/roles';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { PERMISSIONS } from '@portal/shared/domain/permissions';
import { USER_KINDS } from '@portal/shared/domain/user-kinds';
import { buildTestApp, type TestClient, type TTestApp } from './build-test-app';
import { buildAdmin } from './factories';

let t: TTestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await buildTestApp();
  const user = await buildAdmin(t);
  admin = await t.signIn(user.username, 'admin');
});
afterAll(() => t.close());

async function roleByName(name: string): Promise<TRoleView> {
  const list = await admin.get(`/api/admin/roles?q=${encodeURIComponent(name)}&per_page=100`);
  const role = list.json<TPaginated<TRoleView>>().data.find((row) => row.name === name);
  if (!role) throw new Error(`role ${name} not listed`);
  return role;
}

async function auditActions(entityId: number): Promise<string[]> {
  const response = await admin.get(`/api/admin/audit-log?entity_type=role&entity=${entityId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<TPaginated<{ action: string }>>()
    .data.map((entry) => entry.action)
    .reverse();
}

describe('roles list', () => {
  it('lists roles per kind with user counts, paginated', async () => {
    const response = await admin.get('/api/admin/roles?kind=admin&per_page=2');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<TPaginated<TRoleView>>();
    expect(page.data).toHaveLength(2);
    expect(page.data.every((role) => role.kind === 'admin')).toBe(true);
    expect(page.meta.total).toBeGreaterThanOrEqual(3);
    expect(page.links.next).toContain('kind=admin');

    const superAdmin = await roleByName('super-admin');
    expect(superAdmin.isDefault).toBe(true);
    expect(superAdmin.userCount).toBeGreaterThanOrEqual(1);
    expect(superAdmin.permissions).toEqual([...PERMISSIONS.admin].sort());
  });

  it('exports the filtered list as CSV', async () => {
    const response = await admin.get('/api/admin/roles/export.csv?kind=supplier');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Name,Kind,Label,Default,Users,Permissions');
    expect(lines.slice(1).every((line) => line.includes(',supplier,'))).toBe(true);
    expect(response.body).toContain('"supplier-admin"');
    expect(response.body).not.toContain('"super-admin"');
  });

  it('rejects an unknown kind with 422', async () => {
    const response = await admin.get('/api/admin/roles?kind=robot');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toHaveProperty('errors');
  });
});

describe('creating, editing and deleting a role', () => {
  it('creates a role of one kind with its permissions, edits it and deletes it, audited', async () => {
    const created = await admin.post('/api/admin/roles', {
      name: 'night-auditor',
      kind: 'admin',
      label: 'Night auditor',
      permissions: ['admin.access', 'audit.view'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const role = created.json<TRoleView>();
    expect(role).toMatchObject({
      name: 'night-auditor',
      isDefault: false,
      userCount: 0,
      permissions: ['admin.access', 'audit.view'],
    });

    const duplicate = await admin.post('/api/admin/roles', {
      name: 'night-auditor',
      kind: 'admin',
      label: 'Again',
      permissions: [],
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toHaveProperty('name');

    const updated = await admin.put(`/api/admin/roles/${role.id}`, {
      name: 'night-desk',
      label: 'Night desk',
      permissions: ['admin.access', 'outbox.view'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<TRoleView>()).toMatchObject({
      name: 'night-desk',
      label: 'Night desk',
      permissions: ['admin.access', 'outbox.view'],
    });
    expect((await admin.get(`/api/admin/roles/${role.id}`)).json<TRoleView>().label).toBe(
      'Night desk',
    );

    const deleted = await admin.delete(`/api/admin/roles/${role.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await admin.get(`/api/admin/roles/${role.id}`)).statusCode).toBe(404);
    expect(await auditActions(role.id)).toEqual(['role.created', 'role.updated', 'role.deleted']);
  });

  it('refuses permissions of another kind, or names the server does not check', async () => {
    for (const permissions of [['files.view'], ['made.up']]) {
      const response = await admin.post('/api/admin/roles', {
        name: 'mixed-role',
        kind: 'admin',
        label: 'Mixed',
        permissions,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors).toHaveProperty('permissions');
    }
    const badName = await admin.post('/api/admin/roles', {
      name: 'Not A Slug',
      kind: 'agent',
      label: 'x',
      permissions: [],
    });
    expect(badName.statusCode).toBe(422);
  });

  it('keeps default role names, the super administrator whole, and roles in use', async () => {
    const consultant = await roleByName('consultant');
    const renamed = await admin.put(`/api/admin/roles/${consultant.id}`, {
      name: 'consultants',
      label: consultant.label,
      permissions: consultant.permissions,
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toHaveProperty('name');

    const superAdmin = await roleByName('super-admin');
    const trimmed = await admin.put(`/api/admin/roles/${superAdmin.id}`, {
      label: superAdmin.label,
      permissions: ['admin.access'],
    });
    expect(trimmed.statusCode).toBe(422);

    expect((await admin.delete(`/api/admin/roles/${consultant.id}`)).statusCode).toBe(409);

    const inUse = await admin.post('/api/admin/roles', {
      name: 'held-role',
      kind: 'admin',
      label: 'Held',
      permissions: ['admin.access'],
    });
    const heldRole = inUse.json<TRoleView>();
    await buildAdmin(t, { roles: ['held-role'] });
    expect((await roleByName('held-role')).userCount).toBe(1);
    expect((await admin.delete(`/api/admin/roles/${heldRole.id}`)).statusCode).toBe(409);
  });

  it('applies a permission change to a signed-in user at their next request', async () => {
    const created = await admin.post('/api/admin/roles', {
      name: 'outbox-reader',
      kind: 'admin',
      label: 'Outbox reader',
      permissions: ['admin.access'],
    });
    const role = created.json<TRoleView>();
    const user = await buildAdmin(t, { roles: ['outbox-reader'] });
    const session = await t.signIn(user.username, 'admin');
    expect((await session.get('/api/admin/audit-log')).statusCode).toBe(403);

    await admin.put(`/api/admin/roles/${role.id}`, {
      label: role.label,
      permissions: ['admin.access', 'audit.view'],
    });
    expect((await session.get('/api/admin/audit-log')).statusCode).toBe(200);
    const reload = await session.get('/get-user-permission-to-react');
    expect(reload.json<{ permissions: string[] }>().permissions).toContain('audit.view');
  });
});

describe('permissions list', () => {
  it('lists every permission the server checks, per kind, with the roles that grant it', async () => {
    const response = await admin.get('/api/admin/permissions');
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json<TPermissionEntry[]>();
    expect(entries.map((entry) => `${entry.kind}:${entry.name}`)).toEqual(
      USER_KINDS.flatMap((kind) => PERMISSIONS[kind].map((name) => `${kind}:${name}`)),
    );
    const auditView = entries.find((entry) => entry.name === 'audit.view');
    expect(auditView?.roles.map((role) => role.name)).toEqual(
      expect.arrayContaining(['super-admin', 'accountant']),
    );
    expect(auditView?.roles.map((role) => role.name)).not.toContain('consultant');
  });

  it('downloads as a CSV, one row per permission with the roles granting it', async () => {
    const response = await admin.get('/api/admin/permissions/export.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('permissions.csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Permission,Kind,Roles');
    expect(lines).toHaveLength(
      1 + USER_KINDS.reduce((sum, kind) => sum + PERMISSIONS[kind].length, 0),
    );
    const auditView = lines.find((line) => line.startsWith('"audit.view"'));
    expect(auditView).toContain('Accountant');
  });

  it('is closed to admins without roles.manage', async () => {
    const user = await buildAdmin(t, { roles: ['consultant'] });
    const consultant = await t.signIn(user.username, 'admin');
    expect((await consultant.get('/api/admin/permissions')).statusCode).toBe(403);
    expect((await consultant.get('/api/admin/permissions/export.csv')).statusCode).toBe(403);
    expect((await consultant.get('/api/admin/roles')).statusCode).toBe(403);
  });
});
