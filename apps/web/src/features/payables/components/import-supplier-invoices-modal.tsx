import {
  Alert,
  Anchor,
  Button,
  Code,
  FileInput,
  Group,
  List,
  Modal,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileImport } from '@tabler/icons-react';
import {
  SUPPLIER_INVOICE_CSV_COLUMNS,
  type TSupplierInvoicesImportResponse,
} from '@portal/shared/contracts/payables';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportRowErrors } from '../../../components/ui/import-row-errors';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useImportSupplierInvoices } from '../api/import-supplier-invoices';
import { BRAND_OPTIONS } from './payables-format';

/** What an import answered: every bad row (nothing was entered), or what was entered. */
export function ImportReport({
  report,
  fileName,
}: {
  report: TSupplierInvoicesImportResponse;
  fileName: string;
}) {
  const { t } = useTranslation('payables');
  if (report.errors.length === 0) {
    return (
      <Alert
        color="green"
        role="status"
        icon={<IconCircleCheck size={18} aria-hidden />}
        title={t('import.successTitle', { file: fileName })}
      >
        <Text size="sm">
          {t('import.success', { count: report.imported })}{' '}
          {t('import.lines', { count: report.lines })}{' '}
          {t('import.matched', { count: report.matched })}
        </Text>
        <List size="sm" mt="xs">
          {report.supplierInvoiceIds.map((id) => (
            <List.Item key={id}>
              <Anchor component={Link} to={`/admin/finance/supplier-invoices/${id}`}>
                {t('import.open', { id })}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  const rows = new Set(report.errors.map((error) => error.row));
  return (
    <Stack gap="sm">
      <Alert
        color="red"
        role="alert"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={t('import.failedTitle', { file: fileName })}
      >
        {t('import.failed', { count: rows.size })}
      </Alert>
      <ImportRowErrors
        errors={report.errors}
        label={t('import.reportLabel')}
        rowHeader={t('import.columns.row')}
        problemHeader={t('import.columns.problem')}
        rowText={(row) => t('import.row', { row })}
      />
    </Stack>
  );
}

/**
 * Enters suppliers' invoices from a CSV file (one row per line, grouped by supplier and invoice
 * number), read in the browser and sent whole. All or nothing: a file with a bad row enters
 * nothing, and each bad row is listed so the file can be fixed and sent again.
 */
export function ImportSupplierInvoicesModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('payables');
  const [brandId, setBrandId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ brandId?: string; file?: string }>({});
  const [result, setResult] = useState<{
    report: TSupplierInvoicesImportResponse;
    fileName: string;
  } | null>(null);
  const importMutation = useImportSupplierInvoices();
  const once = useSingleFlight();

  const close = () => {
    setResult(null);
    setFile(null);
    setProblems({});
    importMutation.reset();
    onClose();
  };

  const handleImport = () =>
    once((done) => {
      void (async () => {
        try {
          setResult(null);
          const csv = file ? await file.text() : '';
          const next = {
            brandId: brandId ? undefined : t('validation:required'),
            file: !file
              ? t('validation:required')
              : csv.trim() === ''
                ? t('import.emptyFile')
                : undefined,
          };
          setProblems(next);
          if (next.brandId || next.file || !file) return;
          const report = await importMutation.mutateAsync({
            brandId: brandId === '2' ? 2 : 1,
            csv,
          });
          setResult({ report, fileName: file.name });
        } catch {
          // The mutation's error is shown below.
        } finally {
          done();
        }
      })();
    });

  const requestError = importMutation.error;
  const csvError = isApiError(requestError) ? requestError.fieldError('csv') : undefined;

  return (
    <Modal opened={opened} onClose={close} title={t('import.title')} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('import.intro')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('import.columnsHint')} <Code>{SUPPLIER_INVOICE_CSV_COLUMNS.join(',')}</Code>
        </Text>
        <Select
          label={t('form.brand')}
          placeholder={t('select.placeholder', { ns: 'ui-kit', label: t('form.brand') })}
          data={BRAND_OPTIONS}
          value={brandId}
          onChange={(value) => {
            setBrandId(value);
            setProblems((current) => ({ ...current, brandId: undefined }));
          }}
          error={problems.brandId}
          withAsterisk
        />
        <FileInput
          label={t('import.file')}
          placeholder={t('import.choose')}
          accept=".csv,text/csv"
          value={file}
          onChange={(next) => {
            setFile(next);
            setProblems((current) => ({ ...current, file: undefined }));
            setResult(null);
          }}
          error={problems.file ?? csvError}
          clearable
          withAsterisk
        />
        {importMutation.isPending ? (
          <Text size="sm" role="status">
            {t('import.inProgress')}
          </Text>
        ) : null}
        {requestError && !csvError ? (
          <Alert color="red" role="alert">
            {requestError.message}
          </Alert>
        ) : null}
        {result ? <ImportReport report={result.report} fileName={result.fileName} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('actions.close')}
          </Button>
          <Button
            onClick={handleImport}
            loading={importMutation.isPending}
            leftSection={<IconFileImport size={16} />}
          >
            {t('import.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
