import { ActionIcon, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconReplace, IconTrash } from '@tabler/icons-react';
import type { TFileDay, TFileView, TServiceLineView } from '@portal/shared/contracts/files';
import { formatDayMonth, formatDayName, formatTime } from '@portal/shared/format/dates';
import { formatPrice } from '@portal/shared/format/money';
import { stripConfirmationSuffix } from '@portal/shared/format/text';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useCodeLabels } from '../hooks/use-code-labels';

export interface TLineActions {
  onAdd: (day: TFileDay) => void;
  onReplace: (line: TServiceLineView) => void;
  onRemove: (line: TServiceLineView) => void;
  isBusy: boolean;
}

function LineDates({ line }: { line: TServiceLineView }) {
  const { i18n } = useTranslation('files');
  const language = i18n.language;
  const start = `${formatDayName(line.date, language)} ${formatDayMonth(line.date, language)}`;
  const times = [formatTime(line.startTime), formatTime(line.endTime)].filter(Boolean).join('–');
  return (
    <Stack gap={0}>
      <Text size="sm">
        {line.endDate !== line.date
          ? `${start} – ${formatDayMonth(line.endDate, language)}`
          : start}
      </Text>
      {times ? (
        <Text size="xs" c="dimmed">
          {times}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * A file's services by day (SPEC section 2's booking and quote overview): day, dates and times,
 * service type, name with supplier, phone, address and remarks, status, confirmation (supplier
 * suffixes removed), voucher and price; net unless in the client view. With `actions` (the
 * customise screen) each day can take a new service and each service be replaced or removed.
 */
export function ServiceLinesTable({
  file,
  isClientView,
  actions,
}: {
  file: TFileView;
  isClientView: boolean;
  actions?: TLineActions;
}) {
  const { t, i18n } = useTranslation('files');
  const labels = useCodeLabels();
  const language = i18n.language;
  const price = (cents: number) => formatPrice(cents, file.brandId, language);
  const columns = 8 + (isClientView ? 0 : 1) + (actions ? 1 : 0);

  return (
    <Table.ScrollContainer minWidth={1040}>
      <Table verticalSpacing="xs" aria-label={t('lines.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lines.columns.day')}</Table.Th>
            <Table.Th>{t('lines.columns.dates')}</Table.Th>
            <Table.Th>{t('lines.columns.serviceType')}</Table.Th>
            <Table.Th>{t('lines.columns.service')}</Table.Th>
            <Table.Th miw={120}>{t('lines.columns.status')}</Table.Th>
            <Table.Th>{t('lines.columns.confirmation')}</Table.Th>
            <Table.Th>{t('lines.columns.voucher')}</Table.Th>
            <Table.Th ta="right">{t('lines.columns.price')}</Table.Th>
            {isClientView ? null : <Table.Th ta="right">{t('lines.columns.net')}</Table.Th>}
            {actions ? <Table.Th>{t('lines.columns.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {file.days.map((day) => (
            <Fragment key={day.dayNumber}>
              <Table.Tr>
                <Table.Td colSpan={columns} bg="var(--mantine-color-default-hover)">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {t('lines.dayHeader', {
                        day: day.dayNumber,
                        date: `${formatDayName(day.date, language)} ${formatDayMonth(day.date, language)}`,
                        title: day.title,
                      })}
                    </Text>
                    {actions ? (
                      <Tooltip label={t('lines.addOnDay', { day: day.dayNumber })}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('lines.addOnDay', { day: day.dayNumber })}
                          onClick={() => actions.onAdd(day)}
                          disabled={actions.isBusy}
                        >
                          <IconPlus size={16} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
              {day.lines.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns}>
                    <Text size="sm" c="dimmed">
                      {t('lines.noServices')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {day.lines.map((line) => (
                <Table.Tr key={line.id} data-line-key={line.key}>
                  <Table.Td>{line.dayNumber}</Table.Td>
                  <Table.Td>
                    <LineDates line={line} />
                  </Table.Td>
                  <Table.Td>{labels.serviceType(line.serviceTypeCode)}</Table.Td>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {line.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {line.supplierName}
                      </Text>
                      {line.phone ? (
                        <Text size="xs">{t('lines.phone', { phone: line.phone })}</Text>
                      ) : null}
                      {line.address ? (
                        <Text size="xs">{t('lines.address', { address: line.address })}</Text>
                      ) : null}
                      {line.remarks ? (
                        <Text size="xs" fs="italic">
                          {t('lines.remarks', { remarks: line.remarks })}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={line.status} />
                    {line.supplierReason ? (
                      <Text size="xs" mt={4} data-testid="supplier-reason">
                        {t('lines.supplierReason', { reason: line.supplierReason })}
                      </Text>
                    ) : null}
                    {line.cancellationFeeCents > 0 ? (
                      <Text size="xs" mt={4} data-testid="cancellation-fee">
                        {t('lines.cancellationFee', { fee: price(line.cancellationFeeCents) })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{stripConfirmationSuffix(line.confirmation) || '—'}</Table.Td>
                  <Table.Td>{line.voucher || '—'}</Table.Td>
                  <Table.Td ta="right">{price(line.clientCents)}</Table.Td>
                  {isClientView ? null : <Table.Td ta="right">{price(line.netCents)}</Table.Td>}
                  {actions ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={t('lines.replace', { name: line.name })}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('lines.replace', { name: line.name })}
                            onClick={() => actions.onReplace(line)}
                            disabled={actions.isBusy}
                          >
                            <IconReplace size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('lines.remove', { name: line.name })}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('lines.remove', { name: line.name })}
                            onClick={() => actions.onRemove(line)}
                            disabled={actions.isBusy}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
