import { Button, Group, MultiSelect, Paper, SimpleGrid } from '@mantine/core';
import { IconDownload, IconRefresh, IconSearch } from '@tabler/icons-react';
import type { TClientFileFilterOptions } from '@portal/shared/contracts/files-admin';
import { BRANDS } from '@portal/shared/domain/brands';
import { FILE_STATUSES } from '@portal/shared/domain/file-states';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { useAddressFilterForm } from '../../../components/ui/use-address-filter-form';
import { NO_CLIENT_FILE_FILTERS, type TClientFileFilterValues } from '../api/query-keys';

/** The limits the list query applies (ZClientFileFilters). */
const FILTER_RULES = {
  reference: 'length:20',
  travelDateFrom: 'date',
  travelDateTo: 'date',
} as const satisfies TFieldRules;

export function ClientFilesFilters({
  applied,
  options,
  onSearch,
  onReset,
  onExport,
  isExporting,
}: {
  applied: TClientFileFilterValues;
  options: TClientFileFilterOptions | undefined;
  onSearch: (values: TClientFileFilterValues) => void;
  onReset: () => void;
  onExport: () => void;
  isExporting: boolean;
}) {
  const { t } = useTranslation('client-files');
  const { form, search, reset } = useAddressFilterForm<TClientFileFilterValues>({
    applied,
    empty: NO_CLIENT_FILE_FILTERS,
    rules: FILTER_RULES,
    onSearch,
    onReset,
  });
  const agencyId = form.values.agencyId;
  const agents = (options?.agents ?? []).filter(
    (agent) => agencyId === '' || String(agent.agencyId) === agencyId,
  );
  const statuses = form.values.status === '' ? [] : form.values.status.split(',');
  return (
    <Paper withBorder p="md">
      <RulesForm form={form} aria-label={t('list.filtersLabel')} onSubmit={search}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <FormTextInput name="reference" label={t('list.filters.reference')} />
          <FormSelect
            name="agencyId"
            label={t('list.filters.agency')}
            allOption
            searchable
            data={(options?.agencies ?? []).map((agency) => ({
              value: String(agency.id),
              label: agency.name,
            }))}
            onChange={() => form.setValue('agentId', '')}
          />
          <FormSelect
            name="agentId"
            label={t('list.filters.agent')}
            allOption
            searchable
            data={agents.map((agent) => ({ value: String(agent.id), label: agent.name }))}
          />
          <FormSelect
            name="consultantId"
            label={t('list.filters.consultant')}
            allOption
            searchable
            data={(options?.consultants ?? []).map((user) => ({
              value: String(user.id),
              label: user.name,
            }))}
          />
          <FormSelect
            name="labelId"
            label={t('list.filters.label')}
            allOption
            searchable
            data={(options?.labels ?? []).map((label) => ({
              value: String(label.id),
              label: label.name,
            }))}
          />
          <MultiSelect
            label={t('list.filters.status')}
            placeholder={statuses.length === 0 ? t('list.filters.anyStatus') : undefined}
            data={FILE_STATUSES.map((status) => ({ value: status, label: status }))}
            value={statuses}
            onChange={(next) => form.setValue('status', next.join(','))}
            clearable
          />
          <FormSelect
            name="brandId"
            label={t('list.filters.brand')}
            allOption
            data={Object.values(BRANDS).map((brand) => ({
              value: String(brand.id),
              label: `${brand.code} (${brand.currency})`,
            }))}
          />
          <FormDateInput name="travelDateFrom" label={t('list.filters.travelDateFrom')} />
          <FormDateInput name="travelDateTo" label={t('list.filters.travelDateTo')} />
          <FormSelect
            name="creditHeld"
            label={t('list.filters.creditHeld')}
            allOption
            data={[{ value: 'true', label: t('list.filters.creditHeldOnly') }]}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md" gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={onExport}
            loading={isExporting}
          >
            {t('list.export')}
          </Button>
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={reset}>
            {t('list.reset')}
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            {t('list.search')}
          </Button>
        </Group>
      </RulesForm>
    </Paper>
  );
}
