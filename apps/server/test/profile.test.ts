import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_RULES, PROFILE_RULES } from '@portal/shared/contracts/auth';
import type { TProfileResponse } from '@portal/shared/contracts/profile';
import { PERMISSIONS } from '@portal/shared/domain/permissions';
import { createFieldValidator } from '@portal/shared/validation/schema';
import { auditLog } from '../src/db/schema/audit-log';
import { buildTestApp, type TTestApp } from './build-test-app';
import { buildAgent, buildSupplierUser } from './factories';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('profile', () => {
  it('shows the signed-in user', async () => {
    const supplierUser = await buildSupplierUser(t);
    const client = await t.signIn(supplierUser.username, 'supplier');
    const response = await client.get('/api/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json<TProfileResponse>().user).toMatchObject({
      id: supplierUser.id,
      kind: 'supplier',
      supplierId: supplierUser.supplierId,
    });
  });

  it('updates name and email, and records the change in the audit log', async () => {
    const agent = await buildAgent(t);
    const client = await t.signIn(agent.username, 'agent');
    const response = await client.patch('/api/profile', {
      name: '  Aroha Ngata ',
      email: 'aroha.ngata@portal.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TProfileResponse>().user).toMatchObject({
      name: 'Aroha Ngata',
      email: 'aroha.ngata@portal.test',
    });
    expect((await client.get('/api/auth/me')).json()).toMatchObject({
      user: { name: 'Aroha Ngata' },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, agent.id), eq(auditLog.action, 'profile.updated')));
    expect(entry?.detail).toEqual({
      name: { from: agent.name, to: 'Aroha Ngata' },
      email: { from: agent.email, to: 'aroha.ngata@portal.test' },
    });
  });

  it('answers 422 with per-field errors for an invalid email or an empty name', async () => {
    const agent = await buildAgent(t);
    const client = await t.signIn(agent.username, 'agent');
    const response = await client.patch('/api/profile', { name: '', email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { name: ['This field is required'], email: ['This field must be a valid email'] },
    });
  });

  it('judges the details by the shared PROFILE_RULES the web form uses', async () => {
    const agent = await buildAgent(t);
    const client = await t.signIn(agent.username, 'agent');
    // No dot after the "@": the spec's email rule refuses it.
    const body = { name: 'Nikau Agent', email: 'nikau@kiwihorizons' };
    const response = await client.patch('/api/profile', body);
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors).toEqual({ email: ['This field must be a valid email'] });
    expect(errors).toEqual(createFieldValidator(PROFILE_RULES)(body));

    const tooLong = { name: 'N'.repeat(121), email: 'nikau@kiwihorizons.example' };
    const long = await client.patch('/api/profile', tooLong);
    expect(long.statusCode).toBe(422);
    expect(long.json<{ errors: unknown }>().errors).toEqual({
      name: ['This field must be 120 or less characters'],
    });
  });
});

describe('password change', () => {
  it('requires the current password', async () => {
    const agent = await buildAgent(t);
    const client = await t.signIn(agent.username, 'agent');
    const response = await client.put('/api/profile/password', {
      current_password: 'Not-my-pass-2026',
      password: 'Brand-new-pass-2026',
      password_confirmation: 'Brand-new-pass-2026',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { current_password: ['The current password is incorrect.'] },
    });
  });

  it('changes the password, keeps this session and signs out the others', async () => {
    const agent = await buildAgent(t);
    const here = await t.signIn(agent.username, 'agent');
    const elsewhere = await t.signIn(agent.username, 'agent');
    const response = await here.put('/api/profile/password', {
      current_password: agent.password,
      password: 'Brand-new-pass-2026',
      password_confirmation: 'Brand-new-pass-2026',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been changed.' });

    expect((await here.get('/api/auth/me')).json()).toMatchObject({ user: { id: agent.id } });
    expect((await elsewhere.get('/api/auth/me')).json()).toEqual({ user: null });
    await t.signIn(agent.username, 'agent', 'Brand-new-pass-2026');
    const old = await t.client().post('/api/auth/login', {
      area: 'agent',
      username: agent.username,
      password: agent.password,
    });
    expect(old.statusCode).toBe(422);
  });

  it('answers 422 when the confirmation differs', async () => {
    const agent = await buildAgent(t);
    const client = await t.signIn(agent.username, 'agent');
    const response = await client.put('/api/profile/password', {
      current_password: agent.password,
      password: 'Brand-new-pass-2026',
      password_confirmation: 'Brand-new-pass-2027',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { password_confirmation: ['Passwords must match'] },
    });
  });

  it('lists every field the shared CHANGE_PASSWORD_RULES refuse, one message each', async () => {
    const agent = await buildAgent(t);
    const client = await t.signIn(agent.username, 'agent');
    const body = { current_password: '', password: 'short', password_confirmation: 'shorter' };
    const response = await client.put('/api/profile/password', body);
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors).toEqual({
      current_password: ['This field is required'],
      password: ['This field must be 8 or more characters'],
      password_confirmation: ['Passwords must match'],
    });
    expect(errors).toEqual(createFieldValidator(CHANGE_PASSWORD_RULES)(body));
  });
});

describe('permission reload endpoint', () => {
  it('answers the roles and permissions of the signed-in user', async () => {
    const agent = await buildAgent(t, { roles: ['agency-admin'] });
    const client = await t.signIn(agent.username, 'agent');
    const response = await client.get('/get-user-permission-to-react');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      roles: ['agency-admin'],
      // Agency administrators hold every agent permission; features keep adding to that list.
      permissions: [...PERMISSIONS.agent].sort(),
    });
  });

  it('answers 401 when signed out', async () => {
    const response = await t.client().get('/get-user-permission-to-react');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Unauthenticated.' });
  });
});
