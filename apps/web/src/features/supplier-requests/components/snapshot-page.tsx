import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSupplierRequestSnapshot } from '../api/get-supplier-request-snapshot';
import type { TRequestSource } from '../api/request-source';
import { supplierRequestPaths } from '../paths';
import { AnswerSummary } from './answer-summary';
import { HistoryTable } from './history-table';
import { formatMoment } from './request-format';
import { RequestDetails } from './request-details';
import { RequestLoadState } from './request-load-state';

/** Snapshot (`/supplier/service-snapshot/{token}`): the request as sent, read-only, and its history. */
export function SnapshotPage({ source }: { source: TRequestSource }) {
  const { t, i18n } = useTranslation('supplier-requests');
  const snapshot = useSupplierRequestSnapshot(source);

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1}>{t('snapshot.title')}</Title>
        {snapshot.data ? (
          <Text c="dimmed">
            {snapshot.data.request.supplierName}
            {snapshot.data.request.sentAt
              ? ` · ${t('snapshot.sentAt', { when: formatMoment(snapshot.data.request.sentAt, i18n.language) })}`
              : null}
          </Text>
        ) : null}
      </Stack>
      {snapshot.data ? (
        <>
          <RequestDetails request={snapshot.data.request} />
          <AnswerSummary request={snapshot.data.request} />
          <Stack gap="xs" component="section" aria-labelledby="snapshot-history-heading">
            <Title order={2} size="h4" id="snapshot-history-heading">
              {t('history.heading')}
            </Title>
            <HistoryTable history={snapshot.data.history} />
          </Stack>
          {source.kind === 'link' && snapshot.data.request.canAnswer ? (
            <Anchor component={Link} to={supplierRequestPaths.linkService(source.token)}>
              {t('snapshot.answerLink')}
            </Anchor>
          ) : null}
        </>
      ) : (
        <RequestLoadState error={snapshot.error} />
      )}
    </Stack>
  );
}
