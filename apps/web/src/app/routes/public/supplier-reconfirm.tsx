import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { ReconfirmPage } from '../../../features/supplier-requests/components/reconfirm-page';

/** Reconfirm Service from the emailed reminder link (no login). */
export default function SupplierReconfirmRoute() {
  const { token = '' } = useParams();
  return (
    <AuthLayout>
      <Container size="lg" w="100%" px={0}>
        <ReconfirmPage source={{ kind: 'link', token }} />
      </Container>
    </AuthLayout>
  );
}
