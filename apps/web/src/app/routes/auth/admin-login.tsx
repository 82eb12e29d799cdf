import { LoginPage } from '../../../features/auth/components/login-page';
import { redirectSignedInUser } from '../../guards';

export const clientLoader = redirectSignedInUser('admin');

export default function AdminLoginRoute() {
  return <LoginPage area="admin" />;
}
