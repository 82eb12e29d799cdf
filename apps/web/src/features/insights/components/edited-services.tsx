import { formatMoment } from '@portal/shared/format/dates';
import { Alert, Anchor, Badge, Group, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type {
  TEditedService,
  TEditedServicesGroup,
  TEditedServicesSummary,
} from '@portal/shared/contracts/insights';
import { getServiceTypeName } from '@portal/shared/domain/service-types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination';
import { useEditedServices, useEditedServicesSummary } from '../api/get-edited-services';
import { editedServicesQuery, type TInsightsFilters } from '../api/query-keys';
import { BarChart } from './bar-chart';
import { ChartFigure, type TChartTableColumn } from './chart-figure';
import { formatCount, formatMoney } from './format';

type TGroupKind = 'byConsultant' | 'byServiceType' | 'bySupplier';

const CHANGE_COLOURS: Record<TEditedService['change'], string> = {
  price: 'orange',
  status: 'blue',
  added: 'teal',
  removed: 'red',
  replaced: 'grape',
};

/** Changes grouped one way (by consultant, service type or supplier), as bars and a table. */
function GroupChart({ summary, kind }: { summary: TEditedServicesSummary; kind: TGroupKind }) {
  const { t, i18n } = useTranslation('insights');
  const language = i18n.language;
  const groups = summary[kind];
  const labelOf = (group: TEditedServicesGroup) => {
    if (group.isOthers) return t('othersGroup');
    if (kind === 'byServiceType' && group.key) {
      const name = getServiceTypeName(group.key);
      return name ? `${group.key} · ${name}` : group.key;
    }
    return group.label || t('unknown');
  };
  const columns: TChartTableColumn<TEditedServicesGroup>[] = [
    { key: 'label', label: t(`edited.groupColumn.${kind}`), render: labelOf },
    { key: 'count', label: t('edited.columns.changes'), render: (row) => row.count, numeric: true },
    {
      key: 'price',
      label: t('edited.columns.priceChanges'),
      render: (row) => row.priceChanges,
      numeric: true,
    },
  ];
  return (
    <ChartFigure
      title={t(`edited.charts.${kind}`)}
      summary={t('edited.summaries.group', {
        list:
          groups.length === 0
            ? t('edited.none')
            : groups
                .map((group) =>
                  t('edited.summaries.entry', { name: labelOf(group), count: group.count }),
                )
                .join('; '),
      })}
      chart={
        <BarChart
          data={groups.map((group) => ({ ...group, name: labelOf(group) }))}
          categoryKey="name"
          layout="vertical"
          series={[
            { key: 'count', label: t('edited.columns.changes'), colour: 'fern' },
            { key: 'priceChanges', label: t('edited.columns.priceChanges'), colour: 'orange' },
          ]}
          formatValue={(value) => formatCount(value, language)}
          height={Math.max(180, 40 * groups.length + 60)}
        />
      }
      rows={groups}
      columns={columns}
      rowKey={(row) => `${row.isOthers ? 'others' : (row.key ?? 'unknown')}`}
    />
  );
}

function BeforeAfter({ row }: { row: TEditedService }) {
  const { t, i18n } = useTranslation('insights');
  if (row.change === 'price') {
    const money = (cents: number | null) =>
      cents === null ? '—' : formatMoney(cents, row.currency, i18n.language);
    return (
      <>
        {money(row.sellBeforeCents)} → {money(row.sellAfterCents)}
      </>
    );
  }
  if (row.before === null && row.after === null) return <>—</>;
  return (
    <>
      {row.before ?? t('edited.nothing')} → {row.after ?? t('edited.nothing')}
    </>
  );
}

/** "Edited services": which service lines consultants changed by hand, and how. */
export function EditedServices({
  filters,
  page,
  onPageChange,
}: {
  filters: TInsightsFilters;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('insights');
  const query = editedServicesQuery(filters);
  const summary = useEditedServicesSummary(query);
  const list = useEditedServices(query, page);
  const rows = list.data?.data ?? [];
  const error = summary.error ?? list.error;

  return (
    <Stack gap="lg">
      {error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : null}
      {summary.data ? (
        <>
          <Group gap="xs" aria-label={t('edited.byChange')}>
            <Text fw={600}>{t('edited.total', { count: summary.data.total })}</Text>
            {summary.data.byChange.map((row) => (
              <Badge key={row.change} color={CHANGE_COLOURS[row.change]} variant="light">
                {t(`edited.changes.${row.change}`)}: {row.count}
              </Badge>
            ))}
          </Group>
          <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
            <GroupChart summary={summary.data} kind="byConsultant" />
            <GroupChart summary={summary.data} kind="byServiceType" />
            <GroupChart summary={summary.data} kind="bySupplier" />
          </SimpleGrid>
        </>
      ) : null}
      {list.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      ) : rows.length === 0 && !list.error ? (
        <Text>{t('edited.empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={1000}>
          <Table striped aria-label={t('edited.tableLabel')} aria-busy={list.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('edited.columns.at')}</Table.Th>
                <Table.Th>{t('edited.columns.file')}</Table.Th>
                <Table.Th>{t('edited.columns.consultant')}</Table.Th>
                <Table.Th miw={110}>{t('edited.columns.change')}</Table.Th>
                <Table.Th>{t('edited.columns.service')}</Table.Th>
                <Table.Th>{t('edited.columns.supplier')}</Table.Th>
                <Table.Th>{t('edited.columns.beforeAfter')}</Table.Th>
                <Table.Th>{t('edited.columns.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatMoment(row.at, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/client-files/${row.fileReference}`}>
                      {row.fileReference}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.consultantName || t('unknown')}</Table.Td>
                  <Table.Td>
                    <Badge color={CHANGE_COLOURS[row.change]} variant="light">
                      {t(`edited.changes.${row.change}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.serviceName}</Text>
                    {row.serviceTypeCode ? (
                      <Text size="xs" c="dimmed">
                        {row.serviceTypeCode} {getServiceTypeName(row.serviceTypeCode)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{row.supplierName ?? '—'}</Table.Td>
                  <Table.Td>
                    <BeforeAfter row={row} />
                  </Table.Td>
                  <Table.Td>{row.reason || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination pagination={list.data} onPageChange={onPageChange} disabled={list.isFetching} />
    </Stack>
  );
}
