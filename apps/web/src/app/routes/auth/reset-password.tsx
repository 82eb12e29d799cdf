import { useParams, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { parseUserKind } from '../../../config/paths';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

/** `/reset-password/{token}?area=admin|agent|supplier`, the link the reset email carries. */
export default function ResetPasswordRoute() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout>
      <ResetPasswordForm token={token} area={parseUserKind(searchParams.get('area'))} />
    </AuthLayout>
  );
}
