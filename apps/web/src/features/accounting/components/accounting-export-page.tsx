import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileExport } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNTING_BRANDS,
  type TAccountingBrand,
  type TAccountingExportView,
} from '@portal/shared/contracts/accounting';
import { ACCOUNTING_EXPORT_KINDS } from '@portal/shared/domain/accounting-export';
import type { TAccountingExportKind } from '@portal/shared/domain/accounting-export';
import { formatDayMonthYear, formatMoment } from '@portal/shared/format/dates';
import { formatMoney } from '@portal/shared/format/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormSelect } from '../../../components/ui/form-select';
import { ListStates } from '../../../components/ui/list-states';
import { Pagination } from '../../../components/ui/pagination';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { useBrandToday } from '../../../lib/settings';
import { useListParams } from '../../../lib/use-list-params';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useCreateAccountingExport } from '../api/create-accounting-export';
import { downloadAccountingExport, useAccountingExports } from '../api/get-accounting-exports';
import { BRAND_IDS, previousMonthOf } from './period';

type TExportValues = {
  brand: string;
  kind: string;
  from: string;
  to: string;
  reexport: boolean;
};

const FIELDS = ['brand', 'kind', 'from', 'to', 'reexport'] as const;

function ExportForm() {
  const { t } = useTranslation('accounting');
  const create = useCreateAccountingExport();
  // A double click lands both clicks before the button shows it is busy: export once.
  const once = useSingleFlight();
  const lastMonth = previousMonthOf(useBrandToday(BRAND_IDS.NZ));
  const form = useRulesForm<TExportValues>({
    initialValues: { brand: 'NZ', kind: 'sales', ...lastMonth, reexport: false },
    rules: { brand: 'required', kind: 'required', from: 'required|date', to: 'required|date' },
  });
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="export-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="export-title">
            {t('export.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('export.intro')}
          </Text>
        </div>
        <RulesForm
          form={form}
          aria-label={t('export.title')}
          onSubmit={async (values) => {
            let exporting: Promise<TAccountingExportView> | undefined;
            once((done) => {
              exporting = create
                .mutateAsync({
                  brand: values.brand as TAccountingBrand,
                  kind: values.kind as TAccountingExportKind,
                  from: values.from,
                  to: values.to,
                  reexport: values.reexport,
                })
                .finally(done);
            });
            const exported = await exporting;
            if (!exported) return;
            notifications.show({
              color: 'fern',
              message: t('export.done', {
                count: exported.documentCount,
                fileName: exported.fileName,
              }),
            });
          }}
        >
          <Stack gap="md">
            <FormErrorAlert error={form.submitError} fields={FIELDS} />
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <FormSelect
                name="brand"
                label={t('period.brand')}
                data={ACCOUNTING_BRANDS.map((code) => ({
                  value: code,
                  label: t(`brands.${code}`),
                }))}
              />
              <FormSelect
                name="kind"
                label={t('export.kind')}
                data={ACCOUNTING_EXPORT_KINDS.map((kind) => ({
                  value: kind,
                  label: t(`kinds.${kind}`),
                }))}
              />
              <FormDateInput name="from" label={t('period.from')} />
              <FormDateInput name="to" label={t('period.to')} />
            </SimpleGrid>
            <Text size="sm" c="dimmed">
              {t(`kindHints.${(form.values.kind || 'sales') as TAccountingExportKind}`)}
            </Text>
            <FormCheckbox
              name="reexport"
              label={t('export.reexport')}
              description={t('export.reexportHint')}
            />
            {form.values.reexport ? (
              <Alert color="yellow" role="status" title={t('export.reexportWarningTitle')}>
                {t('export.reexportWarning')}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={form.isSubmitting}
                leftSection={<IconFileExport size={16} />}
              >
                {t('export.submit')}
              </Button>
            </Group>
          </Stack>
        </RulesForm>
      </Stack>
    </Paper>
  );
}

function DownloadExportButton({ exported }: { exported: TAccountingExportView }) {
  const { t } = useTranslation('accounting');
  const download = useMutation({
    mutationFn: () => downloadAccountingExport(exported),
    onError: (error) =>
      notifications.show({ color: 'red', title: t('log.downloadFailed'), message: error.message }),
  });
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={t('log.downloadFile', { fileName: exported.fileName })}
    >
      {t('log.download')}
    </Button>
  );
}

function ExportLog() {
  const { t, i18n } = useTranslation('accounting');
  const { page, setPage } = useListParams([]);
  const log = useAccountingExports(page);
  const rows = log.data?.data ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="export-log-title">
      <Title order={2} size="h3" id="export-log-title">
        {t('log.title')}
      </Title>
      <ListStates query={log} rowCount={rows.length} empty={t('log.empty')}>
        <Table.ScrollContainer minWidth={900}>
          <Table
            striped
            verticalSpacing="xs"
            aria-label={t('log.title')}
            aria-busy={log.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('log.columns.exportedAt')}</Table.Th>
                <Table.Th>{t('log.columns.exportedBy')}</Table.Th>
                <Table.Th>{t('log.columns.brand')}</Table.Th>
                <Table.Th>{t('log.columns.kind')}</Table.Th>
                <Table.Th>{t('log.columns.period')}</Table.Th>
                <Table.Th ta="right">{t('log.columns.documents')}</Table.Th>
                <Table.Th ta="right">{t('log.columns.total')}</Table.Th>
                <Table.Th>{t('log.columns.file')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((exported) => (
                <Table.Tr key={exported.id}>
                  <Table.Td>{formatMoment(exported.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>{exported.createdBy ?? t('log.deletedUser')}</Table.Td>
                  <Table.Td>{exported.brand}</Table.Td>
                  <Table.Td>
                    {t(`kinds.${exported.kind}`)}
                    {exported.reexport ? (
                      <Badge ml="xs" variant="light" color="yellow">
                        {t('log.reexport')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {t('log.period', {
                      from: formatDayMonthYear(exported.from, i18n.language),
                      to: formatDayMonthYear(exported.to, i18n.language),
                    })}
                  </Table.Td>
                  <Table.Td ta="right">{exported.documentCount}</Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(exported.totalCents, exported.currency, i18n.language)}
                  </Table.Td>
                  <Table.Td>
                    <DownloadExportButton exported={exported} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStates>
      <Pagination pagination={log.data} onPageChange={setPage} disabled={log.isFetching} />
    </Stack>
  );
}

/**
 * The accounting export (`/admin/finance/accounting-export`, finance.manage): a brand's documents
 * of a period as the CSV files Xero imports, each exported once unless exported again on purpose,
 * and the log of every export with its file. `settings` is the accounting settings form the
 * route places under the export (codes and tax rate names the files carry).
 */
export function AccountingExportPage({ settings }: { settings?: ReactNode }) {
  const { t } = useTranslation('accounting');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('export.pageTitle')}</Title>
        <Text c="dimmed">{t('export.pageIntro')}</Text>
      </div>
      <ExportForm />
      <ExportLog />
      {settings}
    </Stack>
  );
}
