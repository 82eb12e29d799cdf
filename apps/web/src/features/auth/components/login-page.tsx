import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { postLoginPath } from '../../../config/paths';
import { useStartSession } from '../api/use-start-session';
import { LoginForm } from './login-form';

/**
 * The app's own login routes, reached by navigating inside it (after a logout, or when a session
 * ends). A visitor who loads a login address gets the light sign-in entry instead (src/sign-in).
 */
export function LoginPage({ area }: { area: TUserKind }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const startSession = useStartSession();
  return (
    <AuthLayout>
      <LoginForm
        area={area}
        onNavigate={(path) => void navigate(path)}
        onSuccess={(user) => {
          startSession(user);
          void navigate(postLoginPath(user.kind, searchParams.get('redirectTo')), {
            replace: true,
          });
        }}
      />
    </AuthLayout>
  );
}
