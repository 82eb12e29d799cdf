import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { postLoginPath } from '../../../config/paths';
import { LoginForm } from './login-form';

export function LoginPage({ area }: { area: TUserKind }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      <LoginForm
        area={area}
        onSuccess={(user) =>
          void navigate(postLoginPath(user.kind, searchParams.get('redirectTo')), {
            replace: true,
          })
        }
      />
    </AuthLayout>
  );
}
