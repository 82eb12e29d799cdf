import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { parseUserKind } from '../../../config/paths';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

/** `/forgot-password?area=admin|agent|supplier`; the agent area when absent. */
export default function ForgotPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      <ForgotPasswordForm area={parseUserKind(searchParams.get('area'))} />
    </AuthLayout>
  );
}
