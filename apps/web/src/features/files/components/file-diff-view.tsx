import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type {
  TFileDiff,
  TFileFieldChange,
  TFileLineDiff,
  TFileLineSnapshot,
} from '@portal/shared/contracts/files';
import { formatDayMonth, formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice, formatPriceDelta } from '@portal/shared/format/money';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';

type TChangeKind = 'added' | 'removed' | 'changed';

const KIND_COLOURS: Record<TChangeKind, string> = {
  added: 'green',
  removed: 'red',
  changed: 'orange',
};

function useFieldValue() {
  const { i18n } = useTranslation('files');
  return (change: TFileFieldChange, value: string) =>
    change.field === 'travelDate' || change.field === 'endDate'
      ? formatDayMonthYear(value, i18n.language) || value
      : value;
}

function Snapshot({ snapshot, brandId }: { snapshot: TFileLineSnapshot | null; brandId: number }) {
  const { i18n } = useTranslation('files');
  if (!snapshot) return <Text size="sm">—</Text>;
  const dates =
    snapshot.endDate !== snapshot.date
      ? `${formatDayMonth(snapshot.date, i18n.language)} – ${formatDayMonth(snapshot.endDate, i18n.language)}`
      : formatDayMonth(snapshot.date, i18n.language);
  return (
    <Stack gap={2}>
      <Text size="sm">{snapshot.name}</Text>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {dates}
        </Text>
        <StatusBadge status={snapshot.status} size="xs" />
      </Group>
      <Text size="sm">{formatPrice(snapshot.sellCents, brandId, i18n.language)}</Text>
    </Stack>
  );
}

/**
 * What changed between two states of a file (after a change, before a booking request, between
 * two versions): the file's fields, each added, removed and changed service with before and
 * after, and the change to the total. The client view leaves out commission and net.
 */
export function FileDiffView({
  diff,
  brandId,
  isClientView,
}: {
  diff: TFileDiff;
  brandId: number;
  isClientView: boolean;
}) {
  const { t } = useTranslation('files');
  const fieldValue = useFieldValue();
  if (!diff.hasChanges) {
    return (
      <Text size="sm" data-testid="diff-none">
        {t('diff.none')}
      </Text>
    );
  }
  const lines: { kind: TChangeKind; line: TFileLineDiff }[] = [
    ...diff.added.map((line) => ({ kind: 'added' as const, line })),
    ...diff.removed.map((line) => ({ kind: 'removed' as const, line })),
    ...diff.changed.map((line) => ({ kind: 'changed' as const, line })),
  ].sort((a, b) => a.line.dayNumber - b.line.dayNumber);

  return (
    <Stack gap="sm" data-testid="file-diff">
      {diff.fields.length > 0 ? (
        <Stack gap={4}>
          {diff.fields.map((change) => (
            <Text size="sm" key={change.field}>
              <Text span fw={600}>
                {t(`diff.fields.${change.field}`)}:
              </Text>{' '}
              {t('diff.fromTo', {
                before: fieldValue(change, change.before) || '—',
                after: fieldValue(change, change.after) || '—',
              })}
            </Text>
          ))}
        </Stack>
      ) : null}
      {lines.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={4} aria-label={t('diff.linesLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('diff.columns.change')}</Table.Th>
                <Table.Th>{t('diff.columns.day')}</Table.Th>
                <Table.Th>{t('diff.columns.before')}</Table.Th>
                <Table.Th>{t('diff.columns.after')}</Table.Th>
                <Table.Th ta="right">{t('diff.columns.difference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map(({ kind, line }) => (
                <Table.Tr key={`${kind}-${line.key}`} data-change={kind}>
                  <Table.Td>
                    <Badge color={KIND_COLOURS[kind]} variant="light">
                      {t(`diff.kinds.${kind}`)}
                    </Badge>
                    {kind === 'changed' && line.changes.length > 0 ? (
                      <Text size="xs" c="dimmed" mt={2}>
                        {line.changes.map((field) => t(`diff.lineFields.${field}`)).join(', ')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{line.dayNumber}</Table.Td>
                  <Table.Td>
                    <Snapshot snapshot={line.before} brandId={brandId} />
                  </Table.Td>
                  <Table.Td>
                    <Snapshot snapshot={line.after} brandId={brandId} />
                  </Table.Td>
                  <Table.Td ta="right">{formatPriceDelta(line.sellDeltaCents, brandId)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Group gap="lg" justify="flex-end">
        <Text size="sm" fw={600} data-testid="diff-total">
          {t('diff.totalChange', {
            amount: formatPriceDelta(diff.totalDelta.sellCents, brandId),
          })}
        </Text>
        {isClientView ? null : (
          <>
            <Text size="sm">
              {t('diff.commissionChange', {
                amount: formatPriceDelta(diff.totalDelta.commissionCents, brandId),
              })}
            </Text>
            <Text size="sm">
              {t('diff.netChange', {
                amount: formatPriceDelta(diff.totalDelta.netCents, brandId),
              })}
            </Text>
          </>
        )}
      </Group>
      {diff.unchangedCount > 0 ? (
        <Text size="xs" c="dimmed" ta="right">
          {t('diff.unchanged', { count: diff.unchangedCount })}
        </Text>
      ) : null}
    </Stack>
  );
}
