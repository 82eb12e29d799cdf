import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TUserWithOwner } from './users.repository';

/** The signed-in user as the browser sees it: never the password hash or internal flags. */
export function presentSessionUser(user: TUserWithOwner): TSessionUser {
  return {
    id: user.id,
    kind: user.kind,
    username: user.username,
    name: user.name,
    email: user.email,
    agencyId: user.agencyId,
    agencyName: user.agencyName,
    supplierId: user.supplierId,
    supplierName: user.supplierName,
    brandId: user.brandId,
  };
}
