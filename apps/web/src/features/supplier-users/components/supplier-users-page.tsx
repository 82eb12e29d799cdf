import { SUPPLIER_USER_ROLES } from '@portal/shared/contracts/supplier-users';
import {
  OrganisationUsersPage,
  type TOrganisationUsersApi,
} from '../../../components/organisation-users/organisation-users-page';
import { useCreateSupplierUser } from '../api/create-supplier-user';
import { useSupplierUsers } from '../api/get-supplier-users';
import { useUpdateSupplierUser } from '../api/update-supplier-user';

const API: TOrganisationUsersApi<(typeof SUPPLIER_USER_ROLES)[number]> = {
  useUsers: useSupplierUsers,
  useCreateUser: useCreateSupplierUser,
  useUpdateUser: useUpdateSupplierUser,
};

/** Supplier users (issue 7): the supplier admin adds, edits, disables and re-enables colleagues. */
export function SupplierUsersPage() {
  return <OrganisationUsersPage ns="supplier-users" roles={SUPPLIER_USER_ROLES} api={API} />;
}
