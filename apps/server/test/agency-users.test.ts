import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAgencyUser } from '@portal/shared/contracts/agency-users';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import { buildTestApp, type TTestApp } from './build-test-app';
import { buildAgency, buildAgent } from './factories';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function agencyWithAdmin() {
  const agency = await buildAgency(t);
  const admin = await buildAgent(t, { agencyId: agency.id, roles: ['agency-admin'] });
  const client = await t.signIn(admin.username, 'agent');
  return { agency, admin, client };
}

describe('agency users', () => {
  it('lets an agency admin add an agent, who is invited by email and can then sign in', async () => {
    const { client } = await agencyWithAdmin();
    const created = await client.post('/api/app/users', {
      name: '  Mere Tipene ',
      email: 'mere.tipene@agency.test',
      username: 'Mere.Tipene',
      role: 'agent',
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json<TAgencyUser>();
    expect(user).toMatchObject({
      name: 'Mere Tipene',
      username: 'mere.tipene',
      role: 'agent',
      active: true,
    });
    expect(created.body).not.toContain('password');

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'mere.tipene@agency.test'))
      .orderBy(desc(mailOutbox.id));
    const token = /\/reset-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const reset = await t.client().post('/api/auth/reset-password', {
      token,
      password: 'Fresh-pass-2026',
      password_confirmation: 'Fresh-pass-2026',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await t.signIn('mere.tipene', 'agent', 'Fresh-pass-2026');
  });

  it('lists, searches, edits, disables and re-enables the agency users', async () => {
    const { agency, admin, client } = await agencyWithAdmin();
    const agent = await buildAgent(t, { agencyId: agency.id, name: 'Hemi Walker' });
    await buildAgent(t); // another agency's user never shows

    const list = await client.get('/api/app/users?per_page=10');
    expect(list.statusCode).toBe(200);
    const page = list.json<TPaginated<TAgencyUser>>();
    expect(page.data.map((row) => row.id).sort()).toEqual([admin.id, agent.id].sort());
    expect(page.data.find((row) => row.id === admin.id)?.role).toBe('agency-admin');

    const searched = await client.get('/api/app/users?q=hemi');
    expect(searched.json<TPaginated<TAgencyUser>>().data.map((row) => row.id)).toEqual([agent.id]);

    const promoted = await client.patch(`/api/app/users/${agent.id}`, {
      name: 'Hemi Walker-Smith',
      role: 'agency-admin',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<TAgencyUser>()).toMatchObject({
      name: 'Hemi Walker-Smith',
      role: 'agency-admin',
    });

    const agentClient = await t.signIn(agent.username, 'agent');
    expect((await agentClient.get('/api/app/users')).statusCode).toBe(200);

    const disabled = await client.patch(`/api/app/users/${agent.id}`, { active: false });
    expect(disabled.json<TAgencyUser>().active).toBe(false);
    // A disabled user's session stops working and they cannot sign in again.
    expect((await agentClient.get('/api/app/users')).statusCode).toBe(401);
    const login = await t.client().post('/api/auth/login', {
      area: 'agent',
      username: agent.username,
      password: agent.password,
    });
    expect(login.statusCode).toBe(422);

    const enabled = await client.patch(`/api/app/users/${agent.id}`, { active: true });
    expect(enabled.json<TAgencyUser>().active).toBe(true);
    await t.signIn(agent.username, 'agent');
  });

  it('refuses a taken username with a field error', async () => {
    const { client } = await agencyWithAdmin();
    const other = await buildAgent(t);
    const response = await client.post('/api/app/users', {
      name: 'Copy Cat',
      email: 'copy@agency.test',
      username: other.username,
      role: 'agent',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.username).toEqual([
      'This username is already taken.',
    ]);
  });

  it('does not let an agency admin disable themselves or drop their own admin role', async () => {
    const { admin, client } = await agencyWithAdmin();
    const disable = await client.patch(`/api/app/users/${admin.id}`, { active: false });
    expect(disable.statusCode).toBe(422);
    expect(disable.json<{ errors: Record<string, string[]> }>().errors.active).toEqual([
      'You cannot disable your own account.',
    ]);
    const demote = await client.patch(`/api/app/users/${admin.id}`, { role: 'agent' });
    expect(demote.statusCode).toBe(422);
    const rename = await client.patch(`/api/app/users/${admin.id}`, { name: 'Still Admin' });
    expect(rename.statusCode).toBe(200);
  });

  it("answers 404 for another agency's user, read or write", async () => {
    const { client } = await agencyWithAdmin();
    const stranger = await buildAgent(t);
    expect((await client.get(`/api/app/users/${stranger.id}`)).statusCode).toBe(404);
    const write = await client.patch(`/api/app/users/${stranger.id}`, { active: false });
    expect(write.statusCode).toBe(404);
    expect((await t.signIn(stranger.username, 'agent')).cookies.size).toBeGreaterThan(0);
  });

  it('refuses plain agents (403) and other kinds of user', async () => {
    const agent = await buildAgent(t);
    const client = await t.signIn(agent.username, 'agent');
    expect((await client.get('/api/app/users')).statusCode).toBe(403);
    const create = await client.post('/api/app/users', {
      name: 'Nope',
      email: 'nope@agency.test',
      username: 'nope.agent',
      role: 'agent',
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({ message: 'This action is unauthorized.' });
    expect((await t.client().get('/api/app/users')).statusCode).toBe(401);
  });
});
