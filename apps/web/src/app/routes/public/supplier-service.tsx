import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { ConfirmServicePage } from '../../../features/supplier-requests/components/confirm-service-page';

/** Confirm Service from the emailed link: no login, the token is the key. */
export default function SupplierServiceRoute() {
  const { token = '' } = useParams();
  return (
    <AuthLayout>
      <Container size="lg" w="100%" px={0}>
        <ConfirmServicePage source={{ kind: 'link', token }} />
      </Container>
    </AuthLayout>
  );
}
