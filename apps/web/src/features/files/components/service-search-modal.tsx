import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { TProductSearchResult } from '@portal/shared/contracts/catalogue-api';
import type {
  TDroppedLine,
  TFileChangeResponse,
  TFileDay,
  TFileView,
  TServiceLineView,
} from '@portal/shared/contracts/files';
import {
  SERVICE_TYPE_CODES,
  isAccommodationServiceType,
  type TServiceTypeCode,
} from '@portal/shared/domain/pricing/codes';
import { formatDayMonth, formatDayName } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useChangeFile, type TFileChange } from '../api/change-file';
import { useSearchLocations } from '../api/get-search-locations';
import { useProductLocation, useProductSearch } from '../api/search-products';
import { useCodeLabels } from '../hooks/use-code-labels';

export type TServiceSearchMode =
  | { kind: 'add'; day: TFileDay }
  | { kind: 'replace'; line: TServiceLineView }
  | { kind: 'alternative'; dropped: TDroppedLine };

const UNSELLABLE = new Set(['Full', 'Unavailable']);
const ANY = 'any';

function isSellable(product: TProductSearchResult): boolean {
  return product.hasRate === true && (product.status === null || !UNSELLABLE.has(product.status));
}

function startingPoint(mode: TServiceSearchMode) {
  switch (mode.kind) {
    case 'add':
      return { serviceType: '', date: mode.day.date, span: 1, product: null };
    case 'replace':
      return {
        serviceType: mode.line.serviceTypeCode,
        date: mode.line.date,
        span: mode.line.span,
        // A manual service has no catalogue product to start the search from.
        product:
          mode.line.productId === null
            ? null
            : {
                productId: mode.line.productId,
                name: mode.line.name,
                serviceTypeCode: mode.line.serviceTypeCode,
              },
      };
    case 'alternative':
      return {
        serviceType: mode.dropped.serviceTypeCode,
        date: mode.dropped.date,
        span: mode.dropped.span,
        product: {
          productId: mode.dropped.productId,
          name: mode.dropped.name,
          serviceTypeCode: mode.dropped.serviceTypeCode,
        },
      };
  }
}

function excludedProductId(mode: TServiceSearchMode): number | null {
  if (mode.kind === 'replace') return mode.line.productId;
  if (mode.kind === 'alternative') return mode.dropped.productId;
  return null;
}

/**
 * The catalogue search of the customise screen (issue 6): services by type, location and date,
 * each with its status and "from" price on that date; a product without a rate on the date is red
 * and cannot be chosen. Adds a service to a day, replaces a service, or adds an alternative for a
 * service that had no rate (where it is, is looked up first, so alternatives start nearby).
 */
export function ServiceSearchModal({
  file,
  mode,
  onClose,
  onChanged,
}: {
  file: TFileView;
  mode: TServiceSearchMode;
  onClose: () => void;
  onChanged: (response: TFileChangeResponse, productName: string) => void;
}) {
  const { t, i18n } = useTranslation('files');
  const labels = useCodeLabels();
  const language = i18n.language;
  const start = useMemo(() => startingPoint(mode), [mode]);
  const [serviceType, setServiceType] = useState<string>(start.serviceType);
  const [date, setDate] = useState(start.date);
  const [span, setSpan] = useState<number | string>(start.span);
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, 300);
  const [chosenLocation, setChosenLocation] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const productLocation = useProductLocation(start.product);
  const searchLocations = useSearchLocations();
  const change = useChangeFile(file.reference);
  const [pendingProductId, setPendingProductId] = useState<number | null>(null);

  const isLocating = start.product !== null && productLocation.isPending;
  const locationId =
    chosenLocation ?? (productLocation.data ? String(productLocation.data.id) : '');
  const results = useProductSearch(
    { q: query, serviceType, locationId, date, page },
    { enabled: !isLocating },
  );
  const excluded = excludedProductId(mode);
  const rows = (results.data?.data ?? []).filter((row) => row.id !== excluded);

  // The service's own place first (where an alternative is looked for), then every place with a
  // product, by name.
  const locationOptions = useMemo(() => {
    const own = productLocation.data;
    const others = (searchLocations.data?.data ?? [])
      .filter((location) => location.id !== own?.id)
      .map((location) => ({ value: String(location.id), label: location.name }));
    return [
      ...(own ? [{ value: String(own.id), label: own.name }] : []),
      { value: ANY, label: t('search.anyLocation') },
      ...others,
    ];
  }, [searchLocations.data, productLocation.data, t]);

  const dayOptions = file.days.map((day) => ({
    value: day.date,
    label: t('search.dayOption', {
      day: day.dayNumber,
      date: `${formatDayName(day.date, language)} ${formatDayMonth(day.date, language)}`,
    }),
  }));
  const spanNumber = typeof span === 'number' && span >= 1 ? span : 1;
  const title =
    mode.kind === 'add'
      ? t('search.addTitle', { day: mode.day.dayNumber })
      : mode.kind === 'replace'
        ? t('search.replaceTitle', { name: mode.line.name })
        : t('search.alternativeTitle', { name: mode.dropped.name });

  const choose = (product: TProductSearchResult) => {
    let request: TFileChange;
    if (mode.kind === 'replace') {
      request = {
        kind: 'replace-line',
        lineId: mode.line.id,
        body: {
          productId: product.id,
          ...(date !== mode.line.date ? { date } : {}),
          ...(spanNumber !== mode.line.span ? { span: spanNumber } : {}),
        },
      };
    } else {
      request = {
        kind: 'add-line',
        body: {
          productId: product.id,
          date,
          span: spanNumber,
          replacesDroppedKey: mode.kind === 'alternative' ? mode.dropped.key : null,
        },
      };
    }
    setPendingProductId(product.id);
    change.mutate(request, { onSuccess: (response) => onChanged(response, product.name) });
  };

  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <TextInput
            label={t('search.text')}
            placeholder={t('search.textPlaceholder')}
            leftSection={<IconSearch size={14} aria-hidden />}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setPage(1);
            }}
          />
          <Select
            label={t('search.serviceType')}
            allowDeselect={false}
            data={[
              { value: ANY, label: t('search.anyServiceType') },
              ...SERVICE_TYPE_CODES.filter((code) => code !== 'SU').map((code) => ({
                value: code,
                label: `${labels.serviceType(code)} (${code})`,
              })),
            ]}
            value={serviceType || ANY}
            onChange={(value) => {
              setServiceType(!value || value === ANY ? '' : value);
              setPage(1);
            }}
          />
          <Select
            label={t('search.location')}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('search.nothingFound')}
            data={locationOptions}
            value={locationId || ANY}
            disabled={isLocating}
            onChange={(value) => {
              setChosenLocation(!value || value === ANY ? '' : value);
              setPage(1);
            }}
          />
          <Select
            label={t('search.date')}
            allowDeselect={false}
            data={dayOptions}
            value={date}
            onChange={(value) => {
              if (value) setDate(value);
              setPage(1);
            }}
          />
          <NumberInput
            label={
              serviceType && isAccommodationServiceType(serviceType as TServiceTypeCode)
                ? t('search.nights')
                : t('search.days')
            }
            min={1}
            max={60}
            allowDecimal={false}
            value={span}
            onChange={setSpan}
          />
        </SimpleGrid>
        {change.error ? (
          <Alert color="red" role="alert">
            {change.error.message}
          </Alert>
        ) : null}
        {results.error ? (
          <Alert color="red" role="alert">
            {results.error.message}
          </Alert>
        ) : null}
        {isLocating || results.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('search.searching')}</Text>
          </Group>
        ) : rows.length === 0 ? (
          <Stack gap={2}>
            <Text size="sm">{t('search.noResults')}</Text>
            <Text size="sm" c="dimmed">
              {t('search.widen')}
            </Text>
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table
              verticalSpacing="xs"
              aria-label={t('search.resultsLabel')}
              aria-busy={results.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('search.columns.service')}</Table.Th>
                  <Table.Th>{t('search.columns.serviceType')}</Table.Th>
                  <Table.Th>{t('search.columns.location')}</Table.Th>
                  <Table.Th>{t('search.columns.status')}</Table.Th>
                  <Table.Th ta="right">{t('search.columns.from')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((product) => {
                  const sellable = isSellable(product);
                  return (
                    <Table.Tr
                      key={product.id}
                      data-has-rate={product.hasRate ? 'true' : 'false'}
                      style={
                        product.hasRate === false
                          ? { backgroundColor: 'var(--mantine-color-red-light)' }
                          : undefined
                      }
                    >
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {product.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {product.supplierName}
                        </Text>
                      </Table.Td>
                      <Table.Td>{labels.serviceType(product.serviceTypeCode)}</Table.Td>
                      <Table.Td>{product.locationName}</Table.Td>
                      <Table.Td>
                        {/* No rate: nothing to sell, so no availability to show beside it. */}
                        {product.hasRate === false ? null : <StatusBadge status={product.status} />}
                      </Table.Td>
                      <Table.Td ta="right">
                        {product.fromSellCents === null ? (
                          <Text size="sm" c="red">
                            {t('search.noRate')}
                          </Text>
                        ) : (
                          formatPrice(product.fromSellCents, file.brandId, language)
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          disabled={!sellable || change.isPending}
                          loading={change.isPending && pendingProductId === product.id}
                          onClick={() => choose(product)}
                          aria-label={t(
                            mode.kind === 'replace' ? 'search.useNamed' : 'search.addNamed',
                            {
                              name: product.name,
                            },
                          )}
                        >
                          {mode.kind === 'replace' ? t('search.use') : t('search.add')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Pagination
          pagination={results.data}
          onPageChange={setPage}
          disabled={results.isFetching}
        />
      </Stack>
    </Modal>
  );
}
