import type { TUserKind } from './user-kinds';

/**
 * Live-update channels and who may join them. Channel names follow the Pusher conventions:
 * `private-` channels need a signature from POST /broadcasting/auth, `presence-` channels also
 * carry who is online, anything else is public. The server's auth endpoint and the built-in
 * WebSocket hub both read this table, so a channel nobody defined cannot be joined.
 */

/** The parts of a signed-in user that channel rules read (a TSessionUser satisfies it). */
export interface TChannelSubject {
  id: number;
  kind: TUserKind;
  agencyId: number | null;
  supplierId: number | null;
}

export type TChannelVisibility = 'public' | 'private' | 'presence';

/** Everything visitors may see, signed in or not: deployed versions, notices to everybody. */
export const PORTAL_CHANNEL = 'portal';
/** Back-office staff only. */
export const BACKOFFICE_CHANNEL = 'private-backoffice';
/** Back-office staff, with who is online. */
export const BACKOFFICE_PRESENCE_CHANNEL = 'presence-backoffice';
/** Every agent of every agency (notices to the agent audience). */
export const AGENTS_CHANNEL = 'private-agents';
/** Every supplier user (notices to the supplier audience). */
export const SUPPLIERS_CHANNEL = 'private-suppliers';

export function agencyChannel(agencyId: number): string {
  return `private-agency.${agencyId}`;
}

export function userChannel(userId: number): string {
  return `private-user.${userId}`;
}

export function supplierChannel(supplierId: number): string {
  return `private-supplier.${supplierId}`;
}

/** A client file (booking or quote). Who may follow one needs a lookup: see `grant`. */
export function fileChannel(fileId: number): string {
  return `private-file.${fileId}`;
}

/** A channel name matched against the table. `id` is the number in `private-agency.{id}` and the like. */
export interface TResolvedChannel {
  name: string;
  type: string;
  visibility: TChannelVisibility;
  id: number | null;
}

/**
 * Decides whether a signed-in user may join a private or presence channel (public channels are
 * open to everybody and their rule is not consulted). May be async: later modules look things
 * up, such as which agency owns a client file.
 */
export type TChannelRule = (
  subject: TChannelSubject,
  channel: TResolvedChannel,
) => boolean | Promise<boolean>;

export interface TChannelDefinition {
  type: string;
  /** Anchored; the first capture group, when present, is the numeric id. */
  pattern: RegExp;
  rule: TChannelRule;
}

export type TChannelDecision =
  | { allowed: true; channel: TResolvedChannel }
  | {
      allowed: false;
      reason: 'unknown-channel' | 'not-signed-in' | 'forbidden' | 'check-failed';
      channel: TResolvedChannel | null;
      error?: unknown;
    };

const isAdmin = (subject: TChannelSubject) => subject.kind === 'admin';

/** Ids are positive integers no longer than a JavaScript number holds exactly. */
const ID = '([1-9][0-9]{0,14})';

export const BUILT_IN_CHANNELS: readonly TChannelDefinition[] = [
  { type: 'portal', pattern: /^portal$/, rule: () => true },
  { type: 'backoffice', pattern: /^private-backoffice$/, rule: isAdmin },
  { type: 'backoffice-presence', pattern: /^presence-backoffice$/, rule: isAdmin },
  {
    type: 'agents',
    pattern: /^private-agents$/,
    rule: (subject) => isAdmin(subject) || subject.kind === 'agent',
  },
  {
    type: 'suppliers',
    pattern: /^private-suppliers$/,
    rule: (subject) => isAdmin(subject) || subject.kind === 'supplier',
  },
  {
    type: 'agency',
    pattern: new RegExp(`^private-agency\\.${ID}$`),
    rule: (subject, channel) =>
      isAdmin(subject) || (subject.kind === 'agent' && subject.agencyId === channel.id),
  },
  {
    type: 'supplier',
    pattern: new RegExp(`^private-supplier\\.${ID}$`),
    rule: (subject, channel) =>
      isAdmin(subject) || (subject.kind === 'supplier' && subject.supplierId === channel.id),
  },
  // A user's own channel is theirs alone, whatever their kind.
  {
    type: 'user',
    pattern: new RegExp(`^private-user\\.${ID}$`),
    rule: (subject, channel) => subject.id === channel.id,
  },
  // Nobody by kind alone: the files module grants the file's agency and staff who may read
  // every file (a permission lookup), see createFileChannelRule.
  { type: 'file', pattern: new RegExp(`^private-file\\.${ID}$`), rule: () => false },
];

/** The permission that lets back-office staff follow any client file live. */
export const FILE_CHANNEL_STAFF_PERMISSION = 'files.view-all';

/**
 * The file channel rule the files module grants (`policy.grant('file', ...)`): an agent may follow
 * a file of their own agency, a back-office user one who holds 'files.view-all' (any file);
 * suppliers never. `findFileAgencyId` looks the file up (null: no such file); `hasPermission`
 * reads the subject's current roles and permissions.
 */
export function createFileChannelRule(
  findFileAgencyId: (fileId: number) => Promise<number | null>,
  hasPermission: (subject: TChannelSubject, permission: string) => Promise<boolean>,
): TChannelRule {
  return async (subject, channel) => {
    if (channel.id === null) return false;
    if (subject.kind === 'admin') {
      return hasPermission(subject, FILE_CHANNEL_STAFF_PERMISSION);
    }
    if (subject.kind !== 'agent' || subject.agencyId === null) return false;
    const agencyId = await findFileAgencyId(channel.id);
    return agencyId !== null && agencyId === subject.agencyId;
  };
}

export function channelVisibility(name: string): TChannelVisibility {
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

export interface TChannelPolicy {
  /** Matches a name against the table; null when no definition matches. */
  resolve(name: string): TResolvedChannel | null;
  /** Whether `subject` (null: not signed in) may join `name`. Never throws. */
  authorize(subject: TChannelSubject | null, name: string): Promise<TChannelDecision>;
  /** Adds a channel type (a later module's own channel). */
  define(definition: TChannelDefinition): void;
  /**
   * Adds a rule to an existing type. Rules add up: a subject is allowed when the built-in rule
   * or any granted rule allows (e.g. the files module grants agents the files of their agency).
   */
  grant(type: string, rule: TChannelRule): void;
}

export function createChannelPolicy(
  definitions: readonly TChannelDefinition[] = BUILT_IN_CHANNELS,
): TChannelPolicy {
  const table: { definition: TChannelDefinition; rules: TChannelRule[] }[] = definitions.map(
    (definition) => ({ definition, rules: [definition.rule] }),
  );

  function resolve(name: string): TResolvedChannel | null {
    for (const { definition } of table) {
      const match = definition.pattern.exec(name);
      if (!match) continue;
      const rawId = match[1];
      return {
        name,
        type: definition.type,
        visibility: channelVisibility(name),
        id: rawId === undefined ? null : Number(rawId),
      };
    }
    return null;
  }

  async function authorize(
    subject: TChannelSubject | null,
    name: string,
  ): Promise<TChannelDecision> {
    const channel = resolve(name);
    if (!channel) return { allowed: false, reason: 'unknown-channel', channel: null };
    if (channel.visibility === 'public') return { allowed: true, channel };
    if (!subject) return { allowed: false, reason: 'not-signed-in', channel };
    const entry = table.find((row) => row.definition.type === channel.type);
    try {
      for (const rule of entry?.rules ?? []) {
        if (await rule(subject, channel)) return { allowed: true, channel };
      }
    } catch (error) {
      // A failing lookup must not open a channel; the caller logs the error.
      return { allowed: false, reason: 'check-failed', channel, error };
    }
    return { allowed: false, reason: 'forbidden', channel };
  }

  return {
    resolve,
    authorize,
    define(definition) {
      if (table.some((row) => row.definition.type === definition.type)) {
        throw new Error(`Channel type "${definition.type}" is already defined.`);
      }
      table.push({ definition, rules: [definition.rule] });
    },
    grant(type, rule) {
      const entry = table.find((row) => row.definition.type === type);
      if (!entry) throw new Error(`Unknown channel type "${type}".`);
      entry.rules.push(rule);
    },
  };
}

/** Who an administrator's notice goes to (POST /api/admin/notices). */
export const NOTICE_AUDIENCES = ['all', 'agents', 'suppliers', 'backoffice'] as const;
export type TNoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/**
 * The one channel a notice is published on. A notice to agents or suppliers may target one
 * agency or supplier instead of all of them.
 */
export function noticeChannel(
  audience: TNoticeAudience,
  target: { agencyId?: number | null; supplierId?: number | null } = {},
): string {
  switch (audience) {
    case 'all':
      return PORTAL_CHANNEL;
    case 'backoffice':
      return BACKOFFICE_CHANNEL;
    case 'agents':
      return target.agencyId ? agencyChannel(target.agencyId) : AGENTS_CHANNEL;
    case 'suppliers':
      return target.supplierId ? supplierChannel(target.supplierId) : SUPPLIERS_CHANNEL;
  }
}

/** The channels a visitor (null) or a signed-in user listens on for notices. */
export function noticeChannelsFor(subject: TChannelSubject | null): string[] {
  if (!subject) return [PORTAL_CHANNEL];
  switch (subject.kind) {
    case 'admin':
      return [PORTAL_CHANNEL, BACKOFFICE_CHANNEL];
    case 'agent':
      return subject.agencyId
        ? [PORTAL_CHANNEL, AGENTS_CHANNEL, agencyChannel(subject.agencyId)]
        : [PORTAL_CHANNEL, AGENTS_CHANNEL];
    case 'supplier':
      return subject.supplierId
        ? [PORTAL_CHANNEL, SUPPLIERS_CHANNEL, supplierChannel(subject.supplierId)]
        : [PORTAL_CHANNEL, SUPPLIERS_CHANNEL];
  }
}
