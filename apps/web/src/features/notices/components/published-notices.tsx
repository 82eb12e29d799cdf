import { Alert, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { TPublishedNotice } from '@portal/shared/contracts/notices';
import { formatMoment } from '@portal/shared/format/dates';
import { BACKOFFICE_CHANNEL } from '@portal/shared/domain/realtime-channels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { Pagination } from '../../../components/ui/pagination';
import { realtime, type RealtimeConnection } from '../../../lib/realtime';
import { useRealtimeQuerySync } from '../../../lib/use-realtime-event';
import { exportNotices } from '../api/export-notices';
import { noticesKeys, usePublishedNotices } from '../api/get-published-notices';

const LEVEL_COLOURS: Record<TPublishedNotice['level'], string> = {
  info: 'blue',
  warning: 'orange',
  critical: 'red',
};

/**
 * The notices sent, newest first: when, by whom, to whom, with a CSV of them all. A notice a
 * colleague sends shows at once (the back office's 'notice.recorded').
 */
export function PublishedNotices({ connection = realtime }: { connection?: RealtimeConnection }) {
  const { t, i18n } = useTranslation('notices');
  const [page, setPage] = useState(1);
  const notices = usePublishedNotices(page);
  useRealtimeQuerySync(
    BACKOFFICE_CHANNEL,
    'notice.recorded',
    { invalidate: () => [noticesKeys.all], resync: [noticesKeys.all] },
    connection,
  );
  const rows = notices.data?.data ?? [];

  return (
    <Stack gap="sm" component="section" aria-labelledby="notices-sent-heading">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="notices-sent-heading">
          {t('history.heading')}
        </Title>
        <ExportCsvButton download={exportNotices} />
      </Group>
      {notices.error ? (
        <Alert color="red" role="alert">
          {notices.error.message}
        </Alert>
      ) : null}
      {notices.isPending ? (
        <Loader size="sm" aria-label={t('loading', { ns: 'common' })} />
      ) : rows.length === 0 && !notices.error ? (
        <Text c="dimmed">{t('history.empty')}</Text>
      ) : rows.length > 0 ? (
        <Table.ScrollContainer minWidth={720}>
          <Table
            striped
            verticalSpacing="xs"
            aria-label={t('history.table')}
            aria-busy={notices.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.columns.publishedAt')}</Table.Th>
                <Table.Th>{t('history.columns.publishedBy')}</Table.Th>
                <Table.Th>{t('history.columns.audience')}</Table.Th>
                <Table.Th>{t('history.columns.level')}</Table.Th>
                <Table.Th>{t('history.columns.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((notice) => (
                <Table.Tr key={notice.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatMoment(notice.publishedAt, i18n.language)}
                  </Table.Td>
                  <Table.Td>{notice.publishedBy}</Table.Td>
                  <Table.Td>
                    {t(`audiences.${notice.audience}`)}
                    {notice.agencyName || notice.supplierName ? (
                      <Text size="xs" c="dimmed">
                        {notice.agencyName ?? notice.supplierName}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={LEVEL_COLOURS[notice.level]}>
                      {t(`levels.${notice.level}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{notice.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Pagination pagination={notices.data} onPageChange={setPage} disabled={notices.isFetching} />
    </Stack>
  );
}
