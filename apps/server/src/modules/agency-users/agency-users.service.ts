import { AppError } from '../../lib/app-error';
import type { TOrganisationUsersKind } from '../organisation-users/organisation-users.service';

export {
  INVITE_TTL_MS,
  USERNAME_TAKEN_MESSAGE,
} from '../organisation-users/organisation-users.service';

/** An agency's agents, managed by the agency's administrators. */
export const agencyUsersKind: TOrganisationUsersKind = {
  ownerOf(actor) {
    // The route policy admits agents only, and every agent belongs to an agency.
    if (actor.agencyId === null) throw AppError.forbidden();
    return { kind: 'agent', agencyId: actor.agencyId };
  },
  ownerNameOf: (actor) => actor.agencyName ?? '',
  adminRole: 'agency-admin',
  area: 'agent',
  auditPrefix: 'agency-user',
};
