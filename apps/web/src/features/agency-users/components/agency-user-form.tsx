import { AGENCY_USER_ROLES, type TAgencyUserRole } from '@portal/shared/contracts/agency-users';
import {
  OrganisationUserForm,
  type TOrganisationUserFormProps,
  type TOrganisationUserFormSubmit,
} from '../../../components/organisation-users/organisation-user-form';

export type TAgencyUserFormSubmit = TOrganisationUserFormSubmit<TAgencyUserRole>;

/** Adds or edits one of the agency's users (agents and agency administrators). */
export function AgencyUserForm(props: TOrganisationUserFormProps<TAgencyUserRole>) {
  return <OrganisationUserForm ns="agency-users" roles={AGENCY_USER_ROLES} {...props} />;
}
