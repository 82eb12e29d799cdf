import type { TFileAbilities } from '@portal/shared/contracts/files';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import { can, type TPermissionState } from '@portal/shared/domain/authorization';
import {
  cancellationTarget,
  canTransition,
  isEditableFileStatus,
  nextFileStatuses,
  type TFileStatus,
} from '@portal/shared/domain/file-states';
import { requirePermission } from '../../plugins/auth';
import type { TFileScope } from './files.repository';

/**
 * Who may reach client files. Agents see and change only their own agency's files (anything else
 * is 404, so a reference of another agency reveals nothing); back-office staff see every file.
 * What may happen to a file in its current status is the state machine's business
 * (domain/file-states.ts), checked by the service.
 */
export const filesPolicy = {
  agentRead: requirePermission('files.view'),
  agentWrite: requirePermission('files.manage'),
  adminRead: requirePermission('files.view-all'),
  adminWrite: requirePermission('files.manage-all'),
  /** Lifting a booking's credit hold is a money decision: finance staff. */
  adminApproveCredit: requirePermission('finance.manage'),
};

export type TFileActorKind = 'agent' | 'admin' | 'supplier' | 'system';

/** Who is acting, as recorded in the file's events. */
export interface TFileActor {
  kind: TFileActorKind;
  userId: number | null;
  name: string | null;
}

export function actorOf(user: TSessionUser): TFileActor {
  return { kind: user.kind, userId: user.id, name: user.name };
}

export function scopeOf(user: TSessionUser): TFileScope {
  if (user.kind === 'admin') return { agencyId: null };
  if (user.kind === 'agent' && user.agencyId !== null) return { agencyId: user.agencyId };
  // A supplier never reaches a files route (the area guard), but if one did it would see nothing.
  return { agencyId: -1 };
}

/** What the caller may do to a file in `status`, for the web to show only what would work. */
export function fileAbilities(
  status: TFileStatus,
  user: TSessionUser,
  permissions: TPermissionState,
): TFileAbilities {
  const actor = user.kind === 'admin' ? 'admin' : 'agent';
  const mayManage = can(permissions, actor === 'admin' ? 'files.manage-all' : 'files.manage');
  const cancelTo = cancellationTarget(status);
  return {
    canEdit: mayManage && isEditableFileStatus(status),
    canRequestBooking: mayManage && canTransition(status, 'Requested', actor),
    canCancel: mayManage && cancelTo !== null && canTransition(status, cancelTo, actor),
    canAmend: mayManage && status === 'Confirmed' && canTransition(status, 'Amendment', actor),
    canCopy: mayManage && actor === 'agent',
    nextStatuses: mayManage ? nextFileStatuses(status, actor) : [],
  };
}
