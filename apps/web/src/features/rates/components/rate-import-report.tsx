import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { TRatesImportResponse } from '@portal/shared/contracts/catalogue-api';
import { useTranslation } from 'react-i18next';
import { ImportRowErrors } from '../../../components/ui/import-row-errors';

/**
 * The answer of a CSV import. The import is all or nothing: with any bad row nothing was written,
 * and every bad row is listed by its line number in the file (the header is line 1) so the file can
 * be fixed and imported again.
 */
export function RateImportReport({
  report,
  fileName,
}: {
  report: TRatesImportResponse;
  fileName: string;
}) {
  const { t } = useTranslation('rates');
  if (report.errors.length === 0) {
    return (
      <Alert
        color="green"
        role="status"
        icon={<IconCircleCheck size={18} aria-hidden />}
        title={t('import.successTitle', { file: fileName })}
      >
        {t('import.success', {
          imported: report.imported,
          created: report.created,
          updated: report.updated,
        })}
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
        {t('import.failed', { rows: rows.size, errors: report.errors.length })}
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
