import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconArrowRight, IconPlus, IconRefresh } from '@tabler/icons-react';
import type { TAgentPackageSummary } from '@portal/shared/contracts/catalogue-api';
import { TRANSPORT_TYPES } from '@portal/shared/domain/pricing/codes';
import { trimText } from '@portal/shared/format/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useProductTariffs, usePackages } from '../api/get-packages';
import { useStartLocations } from '../api/get-start-locations';
import { useCodeLabels } from '../hooks/use-code-labels';
import { usePackageSearch } from '../hooks/use-package-search';
import { quickQuotePaths } from '../paths';

/** The "any" choice of the transport and tariff selects: no filter. */
const ANY = 'any';

function PackageCard({ pkg }: { pkg: TAgentPackageSummary }) {
  const { t } = useTranslation('quick-quote');
  const { search } = useLocation();
  const labels = useCodeLabels();
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`package-${pkg.id}`}>
      <Stack gap="xs" h="100%">
        <div>
          <Title order={3} size="h4" id={`package-${pkg.id}`}>
            {pkg.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('search.packageSummary', {
              code: pkg.code,
              count: pkg.durationNights,
              location: pkg.startLocationName,
            })}
          </Text>
        </div>
        <Group gap={6}>
          <Badge variant="light">{labels.transportType(pkg.transportType)}</Badge>
          <Badge variant="outline" color="gray">
            {pkg.productTariff}
          </Badge>
          {pkg.accommodationClasses.map((code) => (
            <Badge key={code} variant="dot" color="teal">
              {labels.accommodationClass(code)}
            </Badge>
          ))}
        </Group>
        <Text size="sm" style={{ flexGrow: 1 }}>
          {trimText(pkg.description, 180)}
        </Text>
        <Group justify="flex-end">
          <Button
            component={Link}
            to={quickQuotePaths.package(pkg.id)}
            state={{ search }}
            rightSection={<IconArrowRight size={16} />}
            aria-label={t('search.pricePackageNamed', { name: pkg.name })}
          >
            {t('search.pricePackage')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Quick quote (SPEC section 2): duration in nights, start location, transport type and product
 * tariff find the matching packages of the agent's market; choosing one opens its price form.
 */
export function QuickQuotePage() {
  const { t } = useTranslation('quick-quote');
  const labels = useCodeLabels();
  const { search, setField, setPage, reset } = usePackageSearch();
  const [nights, setNights] = useState<string | number>(search.durationNights);
  const applyNights = useDebouncedCallback(
    (value: string | number) => setField('durationNights', String(value)),
    300,
  );
  const locations = useStartLocations();
  const tariffs = useProductTariffs();
  const packages = usePackages(search);
  const rows = packages.data?.data ?? [];
  const total = packages.data?.meta.total ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1}>{t('search.title')}</Title>
          <Text c="dimmed">{t('search.intro')}</Text>
        </div>
        <Stack gap={2} align="flex-end">
          <Button
            component={Link}
            to={quickQuotePaths.custom}
            variant="light"
            leftSection={<IconPlus size={16} />}
          >
            {t('custom.start')}
          </Button>
          <Text size="xs" c="dimmed" maw={360} ta="right">
            {t('custom.startHint')}
          </Text>
        </Stack>
      </Group>
      <Paper withBorder p="md" component="section" aria-label={t('search.formLabel')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <NumberInput
            label={t('search.durationNights')}
            placeholder={t('search.anyDuration')}
            min={1}
            max={60}
            allowDecimal={false}
            allowNegative={false}
            value={nights}
            onChange={(value) => {
              setNights(value);
              applyNights(value);
            }}
          />
          <Select
            label={t('search.startLocation')}
            placeholder={t('search.anyLocation')}
            clearable
            searchable
            nothingFoundMessage={t('search.nothingFound')}
            data={(locations.data?.data ?? []).map((location) => ({
              value: String(location.id),
              label: location.name,
            }))}
            value={search.startLocationId || null}
            onChange={(value) => setField('startLocationId', value ?? '')}
          />
          <Select
            label={t('search.transportType')}
            allowDeselect={false}
            data={[
              { value: ANY, label: t('codes.transportTypes.any') },
              ...TRANSPORT_TYPES.map((code) => ({
                value: code,
                label: labels.transportType(code),
              })),
            ]}
            value={search.transportType || ANY}
            onChange={(value) => setField('transportType', value === ANY ? '' : (value ?? ''))}
          />
          <Select
            label={t('search.productTariff')}
            allowDeselect={false}
            data={[
              { value: ANY, label: t('search.anyTariff') },
              ...(tariffs.data ?? []).map((tariff) => ({ value: tariff, label: tariff })),
            ]}
            value={search.productTariff || ANY}
            onChange={(value) => setField('productTariff', value === ANY ? '' : (value ?? ''))}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => {
              setNights('');
              reset();
            }}
          >
            {t('search.reset')}
          </Button>
        </Group>
      </Paper>
      <section aria-label={t('search.resultsLabel')} aria-busy={packages.isFetching}>
        {packages.error ? (
          <Alert color="red" role="alert">
            {packages.error.message}
          </Alert>
        ) : packages.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>{t('search.finding')}</Text>
          </Group>
        ) : (
          <Stack gap="sm">
            <Text fw={600} role="status">
              {t('search.matching', { count: total })}
            </Text>
            {rows.length === 0 ? (
              <Text c="dimmed">{t('search.noMatch')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
                {rows.map((pkg) => (
                  <PackageCard key={pkg.id} pkg={pkg} />
                ))}
              </SimpleGrid>
            )}
            <Pagination
              pagination={packages.data}
              onPageChange={setPage}
              disabled={packages.isFetching}
            />
          </Stack>
        )}
      </section>
    </Stack>
  );
}
