import type { FastifyRequest } from 'fastify';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TPermissionState } from '@portal/shared/domain/authorization';

/** Who did something, as the audit log records it. */
export interface TAuditActor {
  userId: number | null;
  /** Kept with the entry so it still reads well after the user is renamed or deleted. */
  label: string;
  ip?: string | null;
}

/** The access guard has run, so a signed-in user is certain here. */
export function sessionUserOf(request: FastifyRequest): TSessionUser {
  if (!request.sessionUser) throw new Error(`${request.url} reached without a signed-in user`);
  return request.sessionUser;
}

/** The signed-in caller as the audit log records them. */
export function auditActorOf(request: FastifyRequest): TAuditActor {
  const user = sessionUserOf(request);
  return { userId: user.id, label: user.username, ip: request.ip };
}

/** The signed-in caller with what their roles allow, as services that check abilities take it. */
export interface TCaller {
  user: TSessionUser;
  permissions: TPermissionState;
}

export async function callerOf(request: FastifyRequest): Promise<TCaller> {
  return { user: sessionUserOf(request), permissions: await request.loadPermissions() };
}

/** A caller whose changes are audited with who they are and the address they came from. */
export interface TAuditedCaller extends TCaller {
  audit: TAuditActor;
}

export async function auditedCallerOf(request: FastifyRequest): Promise<TAuditedCaller> {
  return { ...(await callerOf(request)), audit: auditActorOf(request) };
}
