import { AuthLayout } from '../../../components/layouts/auth-layout';
import { NotFound } from '../../../components/errors/not-found';

export default function NotFoundRoute() {
  return (
    <AuthLayout>
      <NotFound />
    </AuthLayout>
  );
}
