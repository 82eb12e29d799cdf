import {
  Alert,
  Anchor,
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
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { usePermissions } from '../../../lib/authorization';
import { useListParams } from '../../../lib/use-list-params';
import { exportLocations } from '../api/export-catalogue';
import { useLocations } from '../api/get-locations';
import { useCodeLabels } from '../hooks/use-code-labels';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';

const FILTERS = ['q', 'country'] as const;

function readCountry(value: string): '' | 'NZ' | 'AU' {
  return value === 'NZ' || value === 'AU' ? value : '';
}

/** Itinerary locations: the places packages stay at and drive between. */
export function LocationsPage() {
  const { t, i18n } = useTranslation('catalogue');
  const codes = useCodeLabels();
  const { can } = usePermissions();
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const [search, setSearch] = useState(filters.q);
  const locationsQuery = useLocations({
    page,
    q: filters.q,
    country: readCountry(filters.country),
  });
  const applySearch = useDebouncedCallback((value: string) => setFilter('q', value), 300);
  const rows = locationsQuery.data?.data ?? [];
  const coordinate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('locations.title')}</Title>
          <Text c="dimmed">{t('locations.intro')}</Text>
        </div>
        <Group gap="sm">
          <ExportCsvButton
            download={() =>
              exportLocations({ q: filters.q, country: readCountry(filters.country) })
            }
          />
          {can('catalogue.manage') ? (
            <Button
              component={Link}
              to="/admin/itinerary-locations/add"
              leftSection={<IconPlus size={16} />}
            >
              {t('locations.add')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('locations.filters.search')}
          placeholder={t('locations.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
        />
        <Select
          label={t('locations.filters.country')}
          placeholder={t('filters.all')}
          clearable
          data={codes.countries}
          value={readCountry(filters.country) || null}
          onChange={(value) => setFilter('country', value ?? '')}
        />
      </SimpleGrid>
      {locationsQuery.error ? (
        <Alert color="red" role="alert">
          {locationsQuery.error.message}
        </Alert>
      ) : null}
      {locationsQuery.isPending ? (
        <Loader aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !locationsQuery.error ? (
        <Text>{t('locations.empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('locations.columns.code')}</Table.Th>
                <Table.Th>{t('locations.columns.name')}</Table.Th>
                <Table.Th>{t('locations.columns.region')}</Table.Th>
                <Table.Th>{t('locations.columns.country')}</Table.Th>
                <Table.Th>{t('locations.columns.coordinates')}</Table.Th>
                <Table.Th>{t('locations.columns.drivingNotes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((location) => (
                <Table.Tr key={location.id}>
                  <Table.Td>{location.code}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/itinerary-locations/${location.id}`}>
                      {location.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{location.region}</Table.Td>
                  <Table.Td>{t(`codes.countries.${location.country}`)}</Table.Td>
                  <Table.Td>
                    {coordinate.format(location.latitude)}, {coordinate.format(location.longitude)}
                  </Table.Td>
                  <Table.Td>{location.drivingNotes.length}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination
        pagination={locationsQuery.data}
        onPageChange={setPage}
        disabled={locationsQuery.isFetching}
      />
    </Stack>
  );
}
