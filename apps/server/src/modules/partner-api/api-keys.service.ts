import { randomBytes } from 'node:crypto';
import type {
  TApiKey,
  TApiKeyScope,
  TCreateApiKeyRequest,
  TCreatedApiKey,
} from '@portal/shared/contracts/partner-api';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { TAuditedCaller } from '../../lib/request-user';
import { sha256Hex } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import { canSignInTo, findUserById, type TUserWithOwner } from '../users/users.repository';
import {
  findAgencyApiKey,
  findAgencyApiKeys,
  findLiveApiKeyByHash,
  insertApiKey,
  revokeApiKey,
  touchApiKey,
  type TApiKeyWithUser,
} from './api-keys.repository';

/**
 * An agency's API keys (docs/partner-api.md). A key is "fw_live_" and 32 random bytes; only its
 * SHA-256 is stored, so the key is shown once, when it is made. A key acts as the agency user who
 * made it, within its scopes: it reaches exactly that agency's data, and stops working when the
 * user or the agency is deactivated or leaves.
 */

const API_KEY_PREFIX = 'fw_live_';
/** How much of the key stays visible in the list ("fw_live_Ab3d…"). */
const VISIBLE_CHARACTERS = API_KEY_PREFIX.length + 6;

/** The key behind a partner request, as routes and the audit log need it. */
export interface TApiKeyCaller {
  id: number;
  name: string;
  agencyId: number;
  scopes: readonly TApiKeyScope[];
}

function presentApiKey(row: TApiKeyWithUser): TApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as TApiKeyScope[],
    userName: row.userName,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

function agencyOf(caller: TAuditedCaller): number {
  const { agencyId } = caller.user;
  // The area guard lets only agency users here; an agent without an agency is a data fault.
  if (agencyId === null) throw AppError.forbidden();
  return agencyId;
}

export async function listApiKeys(ctx: TAppContext, caller: TAuditedCaller): Promise<TApiKey[]> {
  return (await findAgencyApiKeys(ctx.db, agencyOf(caller))).map(presentApiKey);
}

export async function createApiKey(
  ctx: TAppContext,
  caller: TAuditedCaller,
  request: TCreateApiKeyRequest,
): Promise<TCreatedApiKey> {
  const agencyId = agencyOf(caller);
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const at = ctx.clock.now();
  const created = await ctx.db.transaction(async (tx) => {
    const row = await insertApiKey(tx, {
      agencyId,
      name: request.name,
      prefix: key.slice(0, VISIBLE_CHARACTERS),
      secretHash: sha256Hex(key),
      scopes: [...request.scopes],
      userId: caller.user.id,
      createdAt: at,
    });
    await recordAudit(tx, caller.audit, {
      action: 'api-key.created',
      entityType: 'api_key',
      entityId: row.id,
      detail: { name: row.name, scopes: row.scopes, agencyId },
      at,
    });
    return row;
  });
  return { ...presentApiKey({ ...created, userName: caller.user.name }), key };
}

export async function revokeAgencyApiKey(
  ctx: TAppContext,
  caller: TAuditedCaller,
  id: number,
): Promise<TApiKey> {
  const agencyId = agencyOf(caller);
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const existing = await findAgencyApiKey(tx, agencyId, id);
    if (!existing) throw new AppError('NOT_FOUND', 'API key not found.');
    if (await revokeApiKey(tx, id, caller.user.id, at)) {
      await recordAudit(tx, caller.audit, {
        action: 'api-key.revoked',
        entityType: 'api_key',
        entityId: id,
        detail: { name: existing.name, agencyId },
        at,
      });
    }
    const revoked = await findAgencyApiKey(tx, agencyId, id);
    if (!revoked) throw new AppError('NOT_FOUND', 'API key not found.');
    return presentApiKey(revoked);
  });
}

/**
 * The key and the user it acts as, for a bearer token; null when the token is no live key or its
 * user may no longer work for the agency (deactivated, moved, agency closed).
 */
export async function resolveApiKey(
  executor: TExecutor,
  token: string,
  at: Date,
): Promise<{ apiKey: TApiKeyCaller; user: TUserWithOwner } | null> {
  if (!token.startsWith(API_KEY_PREFIX) || token.length > 200) return null;
  const row = await findLiveApiKeyByHash(executor, sha256Hex(token));
  if (!row) return null;
  const user = await findUserById(executor, row.userId);
  if (!user || !canSignInTo(user, 'agent') || user.agencyId !== row.agencyId) return null;
  await touchApiKey(executor, row.id, at);
  return {
    apiKey: {
      id: row.id,
      name: row.name,
      agencyId: row.agencyId,
      scopes: row.scopes as TApiKeyScope[],
    },
    user,
  };
}
