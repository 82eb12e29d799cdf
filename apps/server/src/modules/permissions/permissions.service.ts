import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TPermissionState } from '@portal/shared/domain/authorization';
import type { TExecutor } from '../../db/database';
import { findPermissionState } from './permissions.repository';

export function getPermissionState(
  executor: TExecutor,
  user: Pick<TSessionUser, 'id' | 'kind'>,
): Promise<TPermissionState> {
  return findPermissionState(executor, user.id, user.kind);
}
