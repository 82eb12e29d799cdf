import { Anchor, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateSupplier } from '../api/create-supplier';
import { SupplierForm } from './supplier-form';

export function SupplierAddPage() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const createMutation = useCreateSupplier();
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/suppliers" size="sm">
        {t('suppliers.back')}
      </Anchor>
      <div>
        <Title order={1}>{t('suppliers.addTitle')}</Title>
        <Text c="dimmed">{t('suppliers.addIntro')}</Text>
      </div>
      <SupplierForm
        supplier={null}
        submitLabel={t('supplierForm.create')}
        onSubmit={async (body) => {
          const supplier = await createMutation.mutateAsync(body);
          notifications.show({ color: 'fern', message: t('supplierForm.created') });
          await navigate(`/admin/suppliers/${supplier.id}?tab=products`);
        }}
      />
    </Stack>
  );
}
