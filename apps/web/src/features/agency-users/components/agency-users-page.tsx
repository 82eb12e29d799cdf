import { AGENCY_USER_ROLES } from '@portal/shared/contracts/agency-users';
import {
  OrganisationUsersPage,
  type TOrganisationUsersApi,
} from '../../../components/organisation-users/organisation-users-page';
import { useCreateAgencyUser } from '../api/create-agency-user';
import { useAgencyUsers } from '../api/get-agency-users';
import { useUpdateAgencyUser } from '../api/update-agency-user';

const API: TOrganisationUsersApi<(typeof AGENCY_USER_ROLES)[number]> = {
  useUsers: useAgencyUsers,
  useCreateUser: useCreateAgencyUser,
  useUpdateUser: useUpdateAgencyUser,
};

/** Agency users (SPEC section 2): the agency admin adds, edits, disables and re-enables agents. */
export function AgencyUsersPage() {
  return <OrganisationUsersPage ns="agency-users" roles={AGENCY_USER_ROLES} api={API} />;
}
