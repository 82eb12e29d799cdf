import { Alert, Anchor, Badge, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TProduct } from '@portal/shared/contracts/catalogue';
import type { TSupplierDetail } from '@portal/shared/contracts/catalogue-api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePermissions } from '../../../lib/authorization';
import { useSupplier } from '../api/get-supplier';
import { useUpdateSupplier } from '../api/update-supplier';
import { AttachmentsTab } from './attachments-tab';
import { AvailabilityTab } from './availability-tab';
import { ProductsTab } from './products-tab';
import { SupplierForm } from './supplier-form';

export const SUPPLIER_TABS = [
  'details',
  'products',
  'rates',
  'availability',
  'attachments',
  'users',
] as const;
export type TSupplierTab = (typeof SUPPLIER_TABS)[number];

function readTab(value: string | null): TSupplierTab {
  return SUPPLIER_TABS.find((tab) => tab === value) ?? 'details';
}

/**
 * A supplier with its tabs. The rates tab belongs to the rates feature and the users tab to the
 * people feature, so the route passes them in (features do not import each other).
 */
export function SupplierEditPage({
  supplierId,
  renderRates,
  renderUsers,
  renderProductDescriptions,
}: {
  supplierId: number;
  renderRates: (supplier: TSupplierDetail) => ReactNode;
  renderUsers: (supplier: TSupplierDetail) => ReactNode;
  /** A product's descriptions in every language, shown when it is opened (content feature). */
  renderProductDescriptions?: (product: TProduct) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  const { can } = usePermissions();
  const canEdit = can('catalogue.manage');
  const supplierQuery = useSupplier(supplierId);
  const updateMutation = useUpdateSupplier();
  const supplier = supplierQuery.data;

  const selectTab = (value: string | null) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', readTab(value));
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/suppliers" size="sm">
        {t('suppliers.back')}
      </Anchor>
      {supplierQuery.error ? (
        <Alert color="red" role="alert">
          {supplierQuery.error.message}
        </Alert>
      ) : null}
      {supplierQuery.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
      {supplier ? (
        <>
          <div>
            <Group gap="sm">
              <Title order={1}>{supplier.name}</Title>
              <Badge color={supplier.active ? 'green' : 'gray'} variant="light">
                {supplier.active ? t('status.active') : t('status.inactive')}
              </Badge>
            </Group>
            <Text c="dimmed">
              {t('suppliers.summary', {
                code: supplier.code,
                location: supplier.locationName ?? '—',
                products: supplier.products.length,
              })}
            </Text>
          </div>
          <Tabs value={tab} onChange={selectTab} keepMounted={false}>
            <Tabs.List>
              {SUPPLIER_TABS.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {t(`suppliers.tabs.${name}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="details" pt="md">
              <SupplierForm
                key={supplier.id}
                supplier={supplier}
                submitLabel={t('supplierForm.save')}
                readOnly={!canEdit}
                onSubmit={async (body) => {
                  await updateMutation.mutateAsync({ id: supplier.id, body });
                  notifications.show({ color: 'fern', message: t('supplierForm.saved') });
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="products" pt="md">
              <ProductsTab
                supplier={supplier}
                canEdit={canEdit}
                {...(renderProductDescriptions
                  ? { renderDescriptions: renderProductDescriptions }
                  : {})}
              />
            </Tabs.Panel>
            <Tabs.Panel value="rates" pt="md">
              {renderRates(supplier)}
            </Tabs.Panel>
            <Tabs.Panel value="availability" pt="md">
              <AvailabilityTab products={supplier.products} canEdit={canEdit} />
            </Tabs.Panel>
            <Tabs.Panel value="attachments" pt="md">
              <AttachmentsTab supplier={supplier} canEdit={canEdit} />
            </Tabs.Panel>
            <Tabs.Panel value="users" pt="md">
              {renderUsers(supplier)}
            </Tabs.Panel>
          </Tabs>
        </>
      ) : null}
    </Stack>
  );
}
