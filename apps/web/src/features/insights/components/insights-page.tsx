import { Alert, Button, Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconDownload } from '@tabler/icons-react';
import { EDITED_SERVICE_CHANGES } from '@portal/shared/contracts/insights';
import { SERVICE_TYPE_CODES } from '@portal/shared/domain/pricing/codes';
import { getServiceTypeName } from '@portal/shared/domain/service-types';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListParams } from '../../../lib/use-list-params';
import { useExportEditedServices, useExportOverview } from '../api/export-insights';
import { useInsightsFilterOptions } from '../api/get-filter-options';
import {
  editedServicesQuery,
  INSIGHTS_FILTERS,
  overviewQuery,
  type TInsightsFilterName,
} from '../api/query-keys';
import { ActivitiesOverview } from './activities-overview';
import { EditedServices } from './edited-services';

const TABS = ['overview', 'edited-services'] as const;
type TTab = (typeof TABS)[number];

function isTab(value: string): value is TTab {
  return (TABS as readonly string[]).includes(value);
}

/** /admin/insights: the activities overview and the services consultants edited by hand. */
export function InsightsPage() {
  const { t } = useTranslation('insights');
  const { page, filters, setFilter, setPage } = useListParams(INSIGHTS_FILTERS);
  const [, setSearchParams] = useSearchParams();
  const options = useInsightsFilterOptions();
  const exportOverview = useExportOverview();
  const exportEdited = useExportEditedServices();
  const tab: TTab = isTab(filters.tab) ? filters.tab : 'overview';
  const isOverview = tab === 'overview';
  const exporting = isOverview ? exportOverview : exportEdited;
  const hasFilters = INSIGHTS_FILTERS.some((name) => name !== 'tab' && filters[name] !== '');
  const select = (name: TInsightsFilterName) => ({
    value: filters[name] || null,
    onChange: (value: string | null) => setFilter(name, value ?? ''),
    clearable: true,
    placeholder: t('filters.all'),
    w: 200,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exporting.isPending}
          onClick={() =>
            isOverview
              ? exportOverview.mutate(overviewQuery(filters))
              : exportEdited.mutate(editedServicesQuery(filters))
          }
        >
          {t('export')}
        </Button>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => setFilter('tab', value === 'edited-services' ? value : '')}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="overview">{t('tabs.overview')}</Tabs.Tab>
          <Tabs.Tab value="edited-services">{t('tabs.editedServices')}</Tabs.Tab>
        </Tabs.List>
        <Group gap="md" align="flex-end" wrap="wrap" role="search" aria-label={t('filters.label')}>
          <DateInput
            label={t('filters.from')}
            valueFormat="DD MMM YYYY"
            clearable
            placeholder={options.data ? options.data.defaultFrom : undefined}
            value={filters.from || null}
            onChange={(value) => setFilter('from', value ?? '')}
            w={170}
          />
          <DateInput
            label={t('filters.to')}
            valueFormat="DD MMM YYYY"
            clearable
            placeholder={options.data ? options.data.defaultTo : undefined}
            value={filters.to || null}
            onChange={(value) => setFilter('to', value ?? '')}
            w={170}
          />
          <Select
            label={t('filters.brand')}
            data={(options.data?.brands ?? []).map((brand) => ({
              value: String(brand.id),
              label: `${brand.name} (${brand.currency})`,
            }))}
            {...select('brand_id')}
          />
          {isOverview ? (
            <Select
              label={t('filters.agency')}
              searchable
              data={(options.data?.agencies ?? [])
                .filter(
                  (agency) => !filters.brand_id || String(agency.brandId) === filters.brand_id,
                )
                .map((agency) => ({ value: String(agency.id), label: agency.name }))}
              {...select('agency_id')}
            />
          ) : (
            <>
              <Select
                label={t('filters.consultant')}
                searchable
                data={(options.data?.consultants ?? []).map((user) => ({
                  value: String(user.id),
                  label: user.name,
                }))}
                {...select('consultant_id')}
              />
              <Select
                label={t('filters.serviceType')}
                data={SERVICE_TYPE_CODES.map((code) => ({
                  value: code,
                  label: `${code} ${getServiceTypeName(code)}`.trim(),
                }))}
                {...select('service_type')}
              />
              <Select
                label={t('filters.supplier')}
                searchable
                data={(options.data?.suppliers ?? []).map((supplier) => ({
                  value: String(supplier.id),
                  label: supplier.name,
                }))}
                {...select('supplier_id')}
              />
              <Select
                label={t('filters.change')}
                data={EDITED_SERVICE_CHANGES.map((change) => ({
                  value: change,
                  label: t(`edited.changes.${change}`),
                }))}
                {...select('change')}
              />
            </>
          )}
          {hasFilters ? (
            <Button
              variant="subtle"
              onClick={() => setSearchParams(isOverview ? {} : { tab }, { replace: true })}
            >
              {t('filters.reset')}
            </Button>
          ) : null}
        </Group>
        {exporting.error ? (
          <Alert color="red" role="alert" mt="md">
            {exporting.error.message}
          </Alert>
        ) : null}
        <Tabs.Panel value="overview" pt="md">
          <ActivitiesOverview filters={filters} />
        </Tabs.Panel>
        <Tabs.Panel value="edited-services" pt="md">
          <EditedServices filters={filters} page={page} onPageChange={setPage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
