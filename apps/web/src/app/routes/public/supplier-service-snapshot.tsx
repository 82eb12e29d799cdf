import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { SnapshotPage } from '../../../features/supplier-requests/components/snapshot-page';

/** The request as sent and its history, from the emailed link (no login). */
export default function SupplierServiceSnapshotRoute() {
  const { token = '' } = useParams();
  return (
    <AuthLayout>
      <Container size="lg" w="100%" px={0}>
        <SnapshotPage source={{ kind: 'link', token }} />
      </Container>
    </AuthLayout>
  );
}
