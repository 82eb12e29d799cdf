import { Alert, Button, Code, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import {
  RATE_CSV_COLUMNS,
  type TRatesImportResponse,
} from '@portal/shared/contracts/catalogue-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useImportRates } from '../api/import-rates';
import { RateImportReport } from './rate-import-report';

/** Reads a rates CSV in the browser and sends it to the import, then shows its report. */
export function RateImport() {
  const { t } = useTranslation('rates');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<{ report: TRatesImportResponse; fileName: string } | null>(
    null,
  );
  const importMutation = useImportRates();

  const handleImport = async () => {
    setResult(null);
    if (!file) {
      setFileError(t('validation:required'));
      return;
    }
    const csv = await file.text();
    if (csv.trim() === '') {
      setFileError(t('import.emptyFile'));
      return;
    }
    setFileError(null);
    importMutation.mutate(
      { csv },
      { onSuccess: (report) => setResult({ report, fileName: file.name }) },
    );
  };

  const requestError = importMutation.error;
  const csvError = isApiError(requestError) ? requestError.fieldError('csv') : undefined;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('import.intro')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('import.columnsHint')} <Code>{RATE_CSV_COLUMNS.join(',')}</Code>
      </Text>
      <Group align="flex-end" gap="sm">
        <FileInput
          label={t('import.file')}
          placeholder={t('import.choose')}
          accept=".csv,text/csv"
          value={file}
          onChange={(next) => {
            setFile(next);
            setFileError(null);
            setResult(null);
          }}
          error={fileError ?? csvError}
          clearable
          w={320}
          withAsterisk
        />
        <Button
          onClick={() => void handleImport()}
          loading={importMutation.isPending}
          leftSection={<IconFileImport size={16} />}
        >
          {t('import.submit')}
        </Button>
      </Group>
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
      {result ? <RateImportReport report={result.report} fileName={result.fileName} /> : null}
    </Stack>
  );
}
