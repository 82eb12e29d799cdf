import type { TPermissionState } from '@portal/shared/domain/authorization';

export function presentPermissionState(state: TPermissionState): TPermissionState {
  return { roles: [...state.roles], permissions: [...state.permissions] };
}
