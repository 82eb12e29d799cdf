import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { TProduct } from '@portal/shared/contracts/catalogue';
import type { TSupplierDetail } from '@portal/shared/contracts/catalogue-api';
import { formatTime } from '@portal/shared/format/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationOptions } from '../../../lib/catalogue-lookups';
import { useSaveProduct } from '../api/save-product';
import { useCodeLabels } from '../hooks/use-code-labels';
import { ProductForm } from './product-form';

type TEditing = { product: TProduct | null } | null;

/** A supplier's products, each opened in a dialog to add or edit. */
export function ProductsTab({ supplier }: { supplier: TSupplierDetail }) {
  const { t } = useTranslation('catalogue');
  const codes = useCodeLabels();
  const locations = useLocationOptions();
  const [editing, setEditing] = useState<TEditing>(null);
  const saveMutation = useSaveProduct();
  const close = () => setEditing(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">{t('products.intro')}</Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ product: null })}>
          {t('products.add')}
        </Button>
      </Group>
      {supplier.products.length === 0 ? (
        <Text>{t('products.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('products.columns.code')}</Table.Th>
                <Table.Th>{t('products.columns.name')}</Table.Th>
                <Table.Th>{t('products.columns.serviceType')}</Table.Th>
                <Table.Th>{t('products.columns.location')}</Table.Th>
                <Table.Th>{t('products.columns.times')}</Table.Th>
                <Table.Th>{t('products.columns.class')}</Table.Th>
                <Table.Th>{t('products.columns.roomTypes')}</Table.Th>
                <Table.Th>{t('products.columns.basis')}</Table.Th>
                <Table.Th>{t('products.columns.status')}</Table.Th>
                <Table.Th>{t('products.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {supplier.products.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Td>{product.code}</Table.Td>
                  <Table.Td>{product.name}</Table.Td>
                  <Table.Td>{codes.serviceType(product.serviceTypeCode)}</Table.Td>
                  <Table.Td>{locations.byId.get(product.locationId)?.name ?? '—'}</Table.Td>
                  <Table.Td>
                    {product.startTime || product.endTime
                      ? `${formatTime(product.startTime)}–${formatTime(product.endTime)}`
                      : '—'}
                  </Table.Td>
                  <Table.Td>
                    {product.accommodationClass
                      ? t(`codes.classes.${product.accommodationClass}`)
                      : '—'}
                  </Table.Td>
                  <Table.Td>{product.roomTypes.join(', ') || '—'}</Table.Td>
                  <Table.Td>{t(`codes.bases.${product.pricingBasis}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={product.active ? 'green' : 'gray'} variant="light">
                      {product.active ? t('status.active') : t('status.inactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconPencil size={14} />}
                      aria-label={t('products.edit', { name: product.name })}
                      onClick={() => setEditing({ product })}
                    >
                      {t('actions.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={close}
        size="xl"
        title={
          editing?.product
            ? t('products.editTitle', { name: editing.product.name })
            : t('products.addTitle')
        }
      >
        {editing ? (
          <ProductForm
            product={editing.product}
            supplierId={supplier.id}
            onCancel={close}
            onSubmit={async (body) => {
              await saveMutation.mutateAsync({ id: editing.product?.id ?? null, body });
              notifications.show({ color: 'fern', message: t('productForm.saved') });
              close();
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
