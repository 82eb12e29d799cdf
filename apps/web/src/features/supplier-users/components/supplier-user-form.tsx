import {
  SUPPLIER_USER_ROLES,
  type TSupplierUserRole,
} from '@portal/shared/contracts/supplier-users';
import {
  OrganisationUserForm,
  type TOrganisationUserFormProps,
  type TOrganisationUserFormSubmit,
} from '../../../components/organisation-users/organisation-user-form';

export type TSupplierUserFormSubmit = TOrganisationUserFormSubmit<TSupplierUserRole>;

/** Adds or edits one of the supplier's users (reservations staff and supplier administrators). */
export function SupplierUserForm(props: TOrganisationUserFormProps<TSupplierUserRole>) {
  return <OrganisationUserForm ns="supplier-users" roles={SUPPLIER_USER_ROLES} {...props} />;
}
