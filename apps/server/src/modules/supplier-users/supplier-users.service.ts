import { AppError } from '../../lib/app-error';
import type { TOrganisationUsersKind } from '../organisation-users/organisation-users.service';

/** A supplier's users, managed by the supplier's administrators. */
export const supplierUsersKind: TOrganisationUsersKind = {
  ownerOf(actor) {
    // The route policy admits supplier users only, and every one of them belongs to a supplier.
    if (actor.kind !== 'supplier' || actor.supplierId === null) throw AppError.forbidden();
    return { kind: 'supplier', supplierId: actor.supplierId };
  },
  ownerNameOf: (actor) => actor.supplierName ?? '',
  adminRole: 'supplier-admin',
  area: 'supplier',
  auditPrefix: 'supplier-user',
};
