import { describe, expect, it } from 'vitest';
import {
  AGENTS_CHANNEL,
  BACKOFFICE_CHANNEL,
  BACKOFFICE_PRESENCE_CHANNEL,
  PORTAL_CHANNEL,
  SUPPLIERS_CHANNEL,
  agencyChannel,
  createChannelPolicy,
  createFileChannelRule,
  fileChannel,
  noticeChannel,
  noticeChannelsFor,
  supplierChannel,
  userChannel,
  type TChannelSubject,
} from './realtime-channels';

const admin: TChannelSubject = { id: 1, kind: 'admin', agencyId: null, supplierId: null };
const nzAgent: TChannelSubject = { id: 10, kind: 'agent', agencyId: 1, supplierId: null };
const auAgent: TChannelSubject = { id: 20, kind: 'agent', agencyId: 2, supplierId: null };
const hotel: TChannelSubject = { id: 30, kind: 'supplier', agencyId: null, supplierId: 1 };

async function allowed(subject: TChannelSubject | null, channel: string) {
  return (await createChannelPolicy().authorize(subject, channel)).allowed;
}

describe('channel names', () => {
  it('builds the Pusher-style names', () => {
    expect(agencyChannel(4)).toBe('private-agency.4');
    expect(userChannel(5)).toBe('private-user.5');
    expect(supplierChannel(6)).toBe('private-supplier.6');
    expect(fileChannel(7)).toBe('private-file.7');
  });

  it('resolves the type, visibility and id of a name', () => {
    const policy = createChannelPolicy();
    expect(policy.resolve('private-agency.42')).toEqual({
      name: 'private-agency.42',
      type: 'agency',
      visibility: 'private',
      id: 42,
    });
    expect(policy.resolve(BACKOFFICE_PRESENCE_CHANNEL)?.visibility).toBe('presence');
    expect(policy.resolve(PORTAL_CHANNEL)?.visibility).toBe('public');
  });

  it('refuses names nobody defined or with a malformed id', () => {
    const policy = createChannelPolicy();
    for (const name of [
      'private-agency.0',
      'private-agency.01',
      'private-agency.1x',
      'private-agency.',
      'private-agency.1234567890123456',
      'private-other',
      'news',
      'portal2',
    ]) {
      expect(policy.resolve(name), name).toBeNull();
    }
  });
});

describe('who may join', () => {
  it('lets an agent into their own agency, their own user channel and the agents channel only', async () => {
    expect(await allowed(nzAgent, agencyChannel(1))).toBe(true);
    expect(await allowed(nzAgent, userChannel(10))).toBe(true);
    expect(await allowed(nzAgent, AGENTS_CHANNEL)).toBe(true);
    expect(await allowed(nzAgent, agencyChannel(2))).toBe(false);
    expect(await allowed(nzAgent, userChannel(20))).toBe(false);
    expect(await allowed(nzAgent, supplierChannel(1))).toBe(false);
    expect(await allowed(nzAgent, SUPPLIERS_CHANNEL)).toBe(false);
    expect(await allowed(nzAgent, BACKOFFICE_CHANNEL)).toBe(false);
    expect(await allowed(nzAgent, BACKOFFICE_PRESENCE_CHANNEL)).toBe(false);
    expect(await allowed(nzAgent, fileChannel(1))).toBe(false);
  });

  it("lets a supplier user into their own supplier's channel only", async () => {
    expect(await allowed(hotel, supplierChannel(1))).toBe(true);
    expect(await allowed(hotel, SUPPLIERS_CHANNEL)).toBe(true);
    expect(await allowed(hotel, supplierChannel(2))).toBe(false);
    expect(await allowed(hotel, agencyChannel(1))).toBe(false);
    expect(await allowed(hotel, AGENTS_CHANNEL)).toBe(false);
    expect(await allowed(hotel, BACKOFFICE_CHANNEL)).toBe(false);
  });

  it('lets an admin into the back office and any agency or supplier, but not other users', async () => {
    for (const name of [
      BACKOFFICE_CHANNEL,
      BACKOFFICE_PRESENCE_CHANNEL,
      AGENTS_CHANNEL,
      SUPPLIERS_CHANNEL,
      agencyChannel(2),
      supplierChannel(3),
      userChannel(1),
    ]) {
      expect(await allowed(admin, name), name).toBe(true);
    }
    expect(await allowed(admin, userChannel(10))).toBe(false);
    // A file needs the rule the files module grants (a permission lookup).
    expect(await allowed(admin, fileChannel(9))).toBe(false);
  });

  it('keeps anonymous visitors to public channels', async () => {
    expect(await allowed(null, PORTAL_CHANNEL)).toBe(true);
    const decision = await createChannelPolicy().authorize(null, agencyChannel(1));
    expect(decision).toMatchObject({ allowed: false, reason: 'not-signed-in' });
  });

  it('answers unknown-channel for names outside the table', async () => {
    const decision = await createChannelPolicy().authorize(admin, 'private-anything');
    expect(decision).toMatchObject({ allowed: false, reason: 'unknown-channel' });
  });
});

describe('extending the table', () => {
  it('adds an async rule granted by a later module to the built-in one', async () => {
    const policy = createChannelPolicy();
    const fileAgency = new Map([
      [100, 1],
      [200, 2],
    ]);
    policy.grant('file', async (subject, channel) => {
      await Promise.resolve();
      return subject.kind === 'agent' && fileAgency.get(channel.id ?? 0) === subject.agencyId;
    });
    expect((await policy.authorize(nzAgent, fileChannel(100))).allowed).toBe(true);
    expect((await policy.authorize(nzAgent, fileChannel(200))).allowed).toBe(false);
    expect((await policy.authorize(auAgent, fileChannel(200))).allowed).toBe(true);
    expect((await policy.authorize(admin, fileChannel(300))).allowed).toBe(false);
  });

  it('refuses, and reports the error, when a lookup throws', async () => {
    const policy = createChannelPolicy();
    const failure = new Error('database down');
    policy.grant('file', () => Promise.reject(failure));
    expect(await policy.authorize(nzAgent, fileChannel(100))).toMatchObject({
      allowed: false,
      reason: 'check-failed',
      error: failure,
    });
  });

  it('defines a new channel type and refuses to define one twice', async () => {
    const policy = createChannelPolicy();
    policy.define({
      type: 'departure',
      pattern: /^private-departure\.([1-9][0-9]*)$/,
      rule: (subject) => subject.kind !== 'supplier',
    });
    expect((await policy.authorize(nzAgent, 'private-departure.3')).allowed).toBe(true);
    expect((await policy.authorize(hotel, 'private-departure.3')).allowed).toBe(false);
    expect(() => policy.define({ type: 'agency', pattern: /^x$/, rule: () => true })).toThrow();
    expect(() => policy.grant('nothing', () => true)).toThrow();
  });

  it('keeps policies independent', async () => {
    const extended = createChannelPolicy();
    extended.grant('agency', () => true);
    expect((await extended.authorize(nzAgent, agencyChannel(2))).allowed).toBe(true);
    expect(await allowed(nzAgent, agencyChannel(2))).toBe(false);
  });
});

describe('notice channels', () => {
  it('maps each audience to one channel', () => {
    expect(noticeChannel('all')).toBe(PORTAL_CHANNEL);
    expect(noticeChannel('backoffice')).toBe(BACKOFFICE_CHANNEL);
    expect(noticeChannel('agents')).toBe(AGENTS_CHANNEL);
    expect(noticeChannel('agents', { agencyId: 2 })).toBe('private-agency.2');
    expect(noticeChannel('suppliers')).toBe(SUPPLIERS_CHANNEL);
    expect(noticeChannel('suppliers', { supplierId: 3 })).toBe('private-supplier.3');
  });

  it('lists channels each user may join and that cover every audience meant for them', async () => {
    const policy = createChannelPolicy();
    for (const subject of [admin, nzAgent, hotel]) {
      for (const name of noticeChannelsFor(subject)) {
        expect((await policy.authorize(subject, name)).allowed, name).toBe(true);
      }
    }
    expect(noticeChannelsFor(null)).toEqual([PORTAL_CHANNEL]);
    expect(noticeChannelsFor(nzAgent)).toEqual([PORTAL_CHANNEL, AGENTS_CHANNEL, agencyChannel(1)]);
    expect(noticeChannelsFor(hotel)).toContain(noticeChannel('suppliers', { supplierId: 1 }));
    expect(noticeChannelsFor(admin)).toContain(noticeChannel('backoffice'));
  });
});

describe('createFileChannelRule (granted by the files module)', () => {
  const agencyOfFile = new Map([[7, 3]]);
  const policy = createChannelPolicy();
  policy.grant(
    'file',
    createFileChannelRule(
      async (fileId) => agencyOfFile.get(fileId) ?? null,
      async (subject, permission) => subject.id === 2 && permission === 'files.view-all',
    ),
  );
  const agent = (agencyId: number | null) => ({
    id: 1,
    kind: 'agent' as const,
    agencyId,
    supplierId: null,
  });

  it("lets an agent follow their own agency's file only", async () => {
    expect((await policy.authorize(agent(3), 'private-file.7')).allowed).toBe(true);
    expect((await policy.authorize(agent(4), 'private-file.7')).allowed).toBe(false);
    expect((await policy.authorize(agent(3), 'private-file.8')).allowed).toBe(false);
    expect((await policy.authorize(agent(null), 'private-file.7')).allowed).toBe(false);
  });

  it("lets in admins holding 'files.view-all' only, and keeps suppliers out", async () => {
    const admin = { id: 2, kind: 'admin' as const, agencyId: null, supplierId: null };
    const adminWithout = { id: 4, kind: 'admin' as const, agencyId: null, supplierId: null };
    const supplier = { id: 3, kind: 'supplier' as const, agencyId: null, supplierId: 3 };
    expect((await policy.authorize(admin, 'private-file.7')).allowed).toBe(true);
    expect((await policy.authorize(admin, 'private-file.8')).allowed).toBe(true);
    expect((await policy.authorize(adminWithout, 'private-file.7')).allowed).toBe(false);
    expect((await policy.authorize(supplier, 'private-file.7')).allowed).toBe(false);
  });
});
