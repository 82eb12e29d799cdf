import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { TFileDiff, TFileView } from '@portal/shared/contracts/files';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeFile } from '../api/change-file';
import { useFileVersions, useVersionDiff } from '../api/get-file-versions';
import { FileDiffView } from './file-diff-view';
import { formatMoment } from './format';

/**
 * Versions (issue 6): every save of a quote froze one. The list, the differences between any two
 * (services, dates, prices) and, while the file is a quote, restoring an earlier one.
 */
export function VersionsPanel({ file, isClientView }: { file: TFileView; isClientView: boolean }) {
  const { t, i18n } = useTranslation('files');
  const language = i18n.language;
  const versions = useFileVersions(file.reference);
  const rows = versions.data?.data ?? [];
  const newest = rows.reduce((max, row) => Math.max(max, row.number), 0);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const fromVersion = from ?? (newest > 1 ? newest - 1 : null);
  const toVersion = to ?? (newest > 1 ? newest : null);
  const diff = useVersionDiff(file.reference, fromVersion, toVersion);
  const [restoreCandidate, setRestoreCandidate] = useState<number | null>(null);
  const [restored, setRestored] = useState<{ version: number; diff: TFileDiff } | null>(null);
  const change = useChangeFile(file.reference);
  const options = rows.map((row) => ({
    value: String(row.number),
    label: t('versions.option', {
      number: row.number,
      action: t(`actions.${row.action}`, row.action),
    }),
  }));

  if (versions.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t('loading', { ns: 'common' })}</Text>
      </Group>
    );
  }
  if (versions.error) {
    return (
      <Alert color="red" role="alert">
        {versions.error.message}
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      {restored ? (
        <Alert color="green" title={t('versions.restoredTitle', { number: restored.version })}>
          <FileDiffView diff={restored.diff} brandId={file.brandId} isClientView={isClientView} />
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs" striped aria-label={t('versions.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('versions.columns.number')}</Table.Th>
              <Table.Th>{t('versions.columns.action')}</Table.Th>
              <Table.Th>{t('versions.columns.when')}</Table.Th>
              <Table.Th>{t('versions.columns.by')}</Table.Th>
              <Table.Th>{t('versions.columns.travelDate')}</Table.Th>
              <Table.Th>{t('versions.columns.services')}</Table.Th>
              <Table.Th ta="right">{t('versions.columns.total')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...rows]
              .sort((a, b) => b.number - a.number)
              .map((row) => (
                <Table.Tr key={row.number} data-version={row.number}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {row.number}
                      {row.isCurrent ? (
                        <Badge size="xs" variant="light">
                          {t('versions.current')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t(`actions.${row.action}`, row.action)}</Table.Td>
                  <Table.Td>{formatMoment(row.createdAt, language)}</Table.Td>
                  <Table.Td>{row.createdByName ?? '—'}</Table.Td>
                  <Table.Td>{formatDayMonthYear(row.travelDate, language)}</Table.Td>
                  <Table.Td>{row.lineCount}</Table.Td>
                  <Table.Td ta="right">
                    {formatPrice(row.sellCents, file.brandId, language)}
                  </Table.Td>
                  <Table.Td>
                    {file.abilities.canEdit && !row.isCurrent ? (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconHistory size={14} />}
                        onClick={() => setRestoreCandidate(row.number)}
                        aria-label={t('versions.restoreNumber', { number: row.number })}
                      >
                        {t('versions.restore')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length > 1 ? (
        <Paper withBorder p="md" component="section" aria-label={t('versions.compareLabel')}>
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('versions.compare')}
            </Title>
            <Group gap="sm" align="flex-end">
              <Select
                label={t('versions.from')}
                data={options}
                value={fromVersion === null ? null : String(fromVersion)}
                onChange={(value) => setFrom(value ? Number(value) : null)}
                allowDeselect={false}
                w={260}
              />
              <Select
                label={t('versions.to')}
                data={options}
                value={toVersion === null ? null : String(toVersion)}
                onChange={(value) => setTo(value ? Number(value) : null)}
                allowDeselect={false}
                w={260}
              />
            </Group>
            {fromVersion !== null && fromVersion === toVersion ? (
              <Text size="sm" c="dimmed">
                {t('versions.sameVersion')}
              </Text>
            ) : diff.isFetching && !diff.data ? (
              <Loader size="sm" />
            ) : diff.error ? (
              <Alert color="red" role="alert">
                {diff.error.message}
              </Alert>
            ) : diff.data ? (
              <FileDiffView
                diff={diff.data.diff}
                brandId={file.brandId}
                isClientView={isClientView}
              />
            ) : null}
          </Stack>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          {t('versions.onlyOne')}
        </Text>
      )}
      <Modal
        opened={restoreCandidate !== null}
        onClose={() => setRestoreCandidate(null)}
        title={t('versions.restoreTitle', { number: restoreCandidate ?? 0 })}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('versions.restoreText', { number: restoreCandidate ?? 0 })}</Text>
          {change.error ? (
            <Alert color="red" role="alert">
              {change.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRestoreCandidate(null)}>
              {t('actionsUi.cancel')}
            </Button>
            <Button
              loading={change.isPending}
              onClick={() => {
                if (restoreCandidate === null) return;
                const version = restoreCandidate;
                change.mutate(
                  { kind: 'restore', version },
                  {
                    onSuccess: (response) => {
                      setRestored({ version, diff: response.diff });
                      setRestoreCandidate(null);
                      setFrom(null);
                      setTo(null);
                    },
                  },
                );
              }}
            >
              {t('versions.restoreConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
