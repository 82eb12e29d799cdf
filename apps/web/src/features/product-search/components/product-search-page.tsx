import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import type { TProductSearchResult } from '@portal/shared/contracts/catalogue-api';
import { SERVICE_TYPE_CODES } from '@portal/shared/domain/pricing/codes';
import { formatPrice } from '@portal/shared/format/money';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { AddToQuoteModal } from './add-to-quote-modal';
import { useTranslation } from 'react-i18next';
import { useDateInputProps } from '../../../components/ui/form-date-input';
import { Pagination } from '../../../components/ui/pagination';
import { useListParams } from '../../../lib/use-list-params';
import { useDownloadRates } from '../api/download-rates';
import { useSearchLocations } from '../api/get-search-locations';
import { useProductSearch } from '../api/search-products';

const FILTERS = ['q', 'serviceType', 'locationId', 'date'] as const;

const STATUS_COLOURS: Record<NonNullable<TProductSearchResult['status']>, string> = {
  Available: 'green',
  Allotment: 'teal',
  'On Request': 'yellow',
  Full: 'red',
  Unavailable: 'gray',
};

function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/**
 * Product search (SPEC section 2): the catalogue by text, service type, location and date. With a
 * date each product shows its lowest sell price and its availability; without one, what it is.
 */
export function ProductSearchPage() {
  const { t, i18n } = useTranslation('product-search');
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const [search, setSearch] = useState(filters.q);
  const applySearch = useDebouncedCallback((value: string) => setFilter('q', value), 300);
  const locations = useSearchLocations();
  const downloadRates = useDownloadRates();
  const dateInputProps = useDateInputProps();
  const [adding, setAdding] = useState<TProductSearchResult | null>(null);
  const date = isIsoDate(filters.date) ? filters.date : '';
  const results = useProductSearch({
    page,
    q: filters.q,
    serviceType: filters.serviceType,
    locationId: filters.locationId,
    date,
  });
  const rows = results.data?.data ?? [];
  const serviceTypeOptions = SERVICE_TYPE_CODES.map((code) => ({
    value: code,
    label: `${t(`codes.serviceTypes.${code}`, { ns: 'catalogue' })} (${code})`,
  }));
  const locationOptions = (locations.data?.data ?? []).map((location) => ({
    value: String(location.id),
    label: location.name,
  }));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloadRates.isPending}
          onClick={() => downloadRates.mutate()}
        >
          {t('downloadRates')}
        </Button>
      </Group>
      {downloadRates.error ? (
        <Alert color="red" role="alert">
          {downloadRates.error.message}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
        />
        <Select
          label={t('filters.serviceType')}
          placeholder={t('filters.all')}
          clearable
          searchable
          data={serviceTypeOptions}
          value={filters.serviceType || null}
          onChange={(value) => setFilter('serviceType', value ?? '')}
          nothingFoundMessage={t('filters.nothingFound')}
        />
        <Select
          label={t('filters.location')}
          placeholder={t('filters.all')}
          clearable
          searchable
          data={locationOptions}
          value={filters.locationId || null}
          onChange={(value) => setFilter('locationId', value ?? '')}
          nothingFoundMessage={t('filters.nothingFound')}
        />
        <DateInput
          label={t('filters.date')}
          description={t('filters.dateHint')}
          {...dateInputProps}
          // Only a whole date reaches the address and the server: never one still being typed.
          clearable
          value={date || null}
          onChange={(value) => setFilter('date', value ?? '')}
        />
      </SimpleGrid>
      {results.error ? (
        <Alert color="red" role="alert">
          {results.error.message}
        </Alert>
      ) : null}
      {results.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !results.error ? (
        <Text>{t('empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-busy={results.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.supplier')}</Table.Th>
                <Table.Th>{t('columns.serviceType')}</Table.Th>
                <Table.Th>{t('columns.location')}</Table.Th>
                {date ? <Table.Th>{t('columns.priceFrom')}</Table.Th> : null}
                {date ? <Table.Th>{t('columns.availability')}</Table.Th> : null}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Td>
                    <Text fw={500}>{product.name}</Text>
                    <Text size="xs" c="dimmed">
                      {product.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>{product.supplierName}</Table.Td>
                  <Table.Td>
                    {t(`codes.serviceTypes.${product.serviceTypeCode}`, { ns: 'catalogue' })}
                  </Table.Td>
                  <Table.Td>{product.locationName}</Table.Td>
                  {date ? (
                    <Table.Td c={product.fromSellCents === null ? 'red' : undefined}>
                      {product.fromSellCents === null
                        ? t('noRate')
                        : formatPrice(
                            product.fromSellCents,
                            product.currency === 'AUD' ? 2 : 1,
                            i18n.language,
                          )}
                    </Table.Td>
                  ) : null}
                  {date ? (
                    <Table.Td>
                      {/* No rate: nothing to sell, so no availability to show beside it. */}
                      {product.status && product.hasRate !== false ? (
                        <Badge color={STATUS_COLOURS[product.status]} variant="light">
                          {t(`status.${product.status}`)}
                        </Badge>
                      ) : null}
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setAdding(product)}
                      aria-label={t('addToQuote.buttonNamed', { name: product.name })}
                    >
                      {t('addToQuote.button')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination pagination={results.data} onPageChange={setPage} disabled={results.isFetching} />
      {adding ? (
        <AddToQuoteModal product={adding} date={date} onClose={() => setAdding(null)} />
      ) : null}
    </Stack>
  );
}
