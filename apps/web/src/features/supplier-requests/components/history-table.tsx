import { Table, Text } from '@mantine/core';
import type { TSupplierRequestEvent } from '@portal/shared/contracts/supplier-requests';
import { useTranslation } from 'react-i18next';
import { formatMoment } from './request-format';

/** Everything that happened to a request: what, who (a user, the emailed link, the system), when, from where. */
export function HistoryTable({ history }: { history: TSupplierRequestEvent[] }) {
  const { t, i18n } = useTranslation('supplier-requests');
  if (history.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label={t('history.heading')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.action')}</Table.Th>
            <Table.Th>{t('history.who')}</Table.Th>
            <Table.Th>{t('history.when')}</Table.Th>
            <Table.Th>{t('history.address')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                {t(`history.actions.${event.action}`, { defaultValue: event.action })}
                {typeof event.detail.correctedFrom === 'string'
                  ? ` (${t('history.correctedFrom', {
                      answer: t(`history.actions.${event.detail.correctedFrom}`, {
                        defaultValue: event.detail.correctedFrom,
                      }),
                    })})`
                  : null}
              </Table.Td>
              <Table.Td>
                {event.actorName
                  ? t('history.actorNamed', {
                      name: event.actorName,
                      kind: t(`history.actors.${event.actorKind}`),
                    })
                  : t(`history.actors.${event.actorKind}`)}
              </Table.Td>
              <Table.Td>{formatMoment(event.createdAt, i18n.language)}</Table.Td>
              <Table.Td>{event.ip ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
