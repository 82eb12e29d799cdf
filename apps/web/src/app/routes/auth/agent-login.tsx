import { LoginPage } from '../../../features/auth/components/login-page';
import { redirectSignedInUser } from '../../guards';

export const clientLoader = redirectSignedInUser('agent');

export default function AgentLoginRoute() {
  return <LoginPage area="agent" />;
}
