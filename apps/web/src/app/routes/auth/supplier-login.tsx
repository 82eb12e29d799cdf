import { LoginPage } from '../../../features/auth/components/login-page';
import { redirectSignedInUser } from '../../guards';

export const clientLoader = redirectSignedInUser('supplier');

export default function SupplierLoginRoute() {
  return <LoginPage area="supplier" />;
}
