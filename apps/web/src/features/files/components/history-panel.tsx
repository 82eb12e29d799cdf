import { Alert, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventFacts, eventSentence } from '../../../components/ui/event-text';
import { Pagination } from '../../../components/ui/pagination';
import { useFileEvents } from '../api/get-file-events';
import { formatMoment } from './format';

/** Who did what to the file and when (every change is recorded), in the trade's words. */
export function HistoryPanel({ reference, brandId }: { reference: string; brandId: number }) {
  const { t, i18n } = useTranslation(['files', 'events']);
  const [page, setPage] = useState(1);
  const events = useFileEvents(reference, page);
  if (events.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t('loading', { ns: 'common' })}</Text>
      </Group>
    );
  }
  if (events.error) {
    return (
      <Alert color="red" role="alert">
        {events.error.message}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" striped aria-label={t('history.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.columns.when')}</Table.Th>
              <Table.Th>{t('history.columns.who')}</Table.Th>
              <Table.Th>{t('history.columns.what')}</Table.Th>
              <Table.Th>{t('history.columns.detail')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.data.data.map((event) => (
              <Table.Tr key={event.id}>
                <Table.Td>{formatMoment(event.createdAt, i18n.language)}</Table.Td>
                <Table.Td>{event.actorName ?? t(`history.actors.${event.actorKind}`)}</Table.Td>
                <Table.Td>{eventSentence(t, event.action)}</Table.Td>
                <Table.Td>
                  {event.facts.length > 0 ? (
                    <EventFacts facts={event.facts} brandId={brandId} />
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pagination pagination={events.data} onPageChange={setPage} disabled={events.isFetching} />
    </Stack>
  );
}
