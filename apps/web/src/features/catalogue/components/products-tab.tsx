import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import type { TProduct } from '@portal/shared/contracts/catalogue';
import type { TSupplierDetail } from '@portal/shared/contracts/catalogue-api';
import { formatTime } from '@portal/shared/format/dates';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Pagination } from '../../../components/ui/pagination';
import { exportProducts } from '../api/export-catalogue';
import { useProducts } from '../api/get-products';
import { useSaveProduct } from '../api/save-product';
import { useCodeLabels } from '../hooks/use-code-labels';
import { ProductForm } from './product-form';

/** Status badges shrink with their column and cut their word short: the column keeps room for it. */
const STATUS_WIDTH = 130;

type TEditing = { product: TProduct | null } | null;

/** A supplier's products, each opened in a dialog to add or edit. */
export function ProductsTab({
  supplier,
  canEdit,
  renderDescriptions,
}: {
  supplier: TSupplierDetail;
  canEdit: boolean;
  /** The product's descriptions in every language (the content feature's panel). */
  renderDescriptions?: (product: TProduct) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const codes = useCodeLabels();
  const [editing, setEditing] = useState<TEditing>(null);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [serviceTypeCode, setServiceTypeCode] = useState('');
  const [active, setActive] = useState<'' | 'true' | 'false'>('');
  const productsQuery = useProducts({ supplierId: supplier.id, page, q, serviceTypeCode, active });
  const rows = productsQuery.data?.data ?? [];
  const isFiltered = q.trim() !== '' || serviceTypeCode !== '' || active !== '';
  const saveMutation = useSaveProduct();
  const close = () => setEditing(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">{t('products.intro')}</Text>
        <Group gap="sm">
          <ExportCsvButton
            download={() => exportProducts({ supplierId: supplier.id, q, serviceTypeCode, active })}
          />
          {canEdit ? (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ product: null })}
            >
              {t('products.add')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('products.filters.search')}
          placeholder={t('suppliers.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label={t('products.filters.serviceType')}
          placeholder={t('filters.all')}
          clearable
          searchable
          data={codes.serviceTypes}
          value={serviceTypeCode || null}
          onChange={(value) => {
            setServiceTypeCode(value ?? '');
            setPage(1);
          }}
        />
        <Select
          label={t('suppliers.filters.active')}
          placeholder={t('filters.all')}
          clearable
          data={[
            { value: 'true', label: t('status.active') },
            { value: 'false', label: t('status.inactive') },
          ]}
          value={active || null}
          onChange={(value) => {
            setActive(value === 'true' || value === 'false' ? value : '');
            setPage(1);
          }}
        />
      </SimpleGrid>
      {productsQuery.error ? (
        <Alert color="red" role="alert">
          {productsQuery.error.message}
        </Alert>
      ) : null}
      {productsQuery.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !productsQuery.error ? (
        <Text>{isFiltered ? t('products.noMatch') : t('products.empty')}</Text>
      ) : rows.length === 0 ? null : (
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
                <Table.Th w={STATUS_WIDTH}>{t('products.columns.status')}</Table.Th>
                <Table.Th>{t('products.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Td>{product.code}</Table.Td>
                  <Table.Td>{product.name}</Table.Td>
                  <Table.Td>{codes.serviceType(product.serviceTypeCode)}</Table.Td>
                  <Table.Td>{product.locationName}</Table.Td>
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
                    {canEdit ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconPencil size={14} />}
                        aria-label={t('products.edit', { name: product.name })}
                        onClick={() => setEditing({ product })}
                      >
                        {t('actions.edit')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pagination
        pagination={productsQuery.data}
        onPageChange={setPage}
        disabled={productsQuery.isFetching}
      />
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
              // An untouched description is left out: it may have been edited meanwhile in the
              // descriptions panel below, and sending the one loaded with the form would undo that.
              const { description, ...rest } = body;
              const isUntouched =
                editing.product !== null && description === editing.product.description;
              await saveMutation.mutateAsync({
                id: editing.product?.id ?? null,
                body: isUntouched ? rest : body,
              });
              notifications.show({ color: 'fern', message: t('productForm.saved') });
              close();
            }}
          />
        ) : null}
        {editing?.product && renderDescriptions ? (
          <Stack mt="lg">{renderDescriptions(editing.product)}</Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
