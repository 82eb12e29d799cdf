import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSupplierRequest } from '../api/get-supplier-request';
import { useSupplierRequestSnapshot } from '../api/get-supplier-request-snapshot';
import type { TRequestSource } from '../api/request-source';
import { supplierRequestPaths } from '../paths';
import { AnswerPanel } from './answer-panel';
import { AnswerSummary } from './answer-summary';
import { HistoryTable } from './history-table';
import { ReconfirmPanel } from './reconfirm-panel';
import { RequestDetails } from './request-details';
import { RequestLoadState } from './request-load-state';

/** The history under a request in the supplier app (the emailed link has its own Snapshot page). */
function AppHistory({ source }: { source: TRequestSource }) {
  const { t } = useTranslation('supplier-requests');
  const snapshot = useSupplierRequestSnapshot(source);
  return (
    <Stack gap="xs" component="section" aria-labelledby="request-history-heading">
      <Title order={2} size="h4" id="request-history-heading">
        {t('history.heading')}
      </Title>
      {snapshot.data ? (
        <HistoryTable history={snapshot.data.history} />
      ) : (
        <RequestLoadState error={snapshot.error} />
      )}
    </Stack>
  );
}

/**
 * Confirm Service, from the emailed link (`/supplier/service/{token}`, no login) or in the
 * supplier app (`/supplier-app/service/{id}`): the request, its status, and the answers the
 * supplier may give now.
 */
export function ConfirmServicePage({ source }: { source: TRequestSource }) {
  const { t } = useTranslation('supplier-requests');
  const request = useSupplierRequest(source);
  // An answer given may be corrected until the service date: the panel opens on demand, for the
  // answer shown when it was opened (it closes once the correction is recorded).
  const [correcting, setCorrecting] = useState<string | null>(null);

  const heading = (
    <Stack gap={2}>
      <Title order={1}>{t('confirm.title')}</Title>
      {request.data ? <Text c="dimmed">{request.data.supplierName}</Text> : null}
    </Stack>
  );
  if (!request.data) {
    return (
      <Stack gap="md">
        {heading}
        <RequestLoadState error={request.error} />
      </Stack>
    );
  }
  const current = request.data;
  const isLink = source.kind === 'link';

  return (
    <Stack gap="md">
      {heading}
      <RequestDetails request={current} />
      <AnswerSummary request={current} />
      {current.canAnswer ? <AnswerPanel request={current} source={source} /> : null}
      {!current.canAnswer && current.canCorrect ? (
        correcting === `${current.id}@${current.updatedAt}` ? (
          <AnswerPanel request={current} source={source} />
        ) : (
          <Group>
            <Button
              variant="default"
              onClick={() => setCorrecting(`${current.id}@${current.updatedAt}`)}
            >
              {t('answer.correctHeading')}
            </Button>
          </Group>
        )
      ) : null}
      {/* Reconfirmation is offered here once the operator asked for it (the reminder mail links
          to the Reconfirm page itself). */}
      {current.canReconfirm && current.reconfirmRequestedAt ? (
        <ReconfirmPanel request={current} source={source} />
      ) : null}
      {isLink ? (
        <Group gap="md">
          <Anchor component={Link} to={supplierRequestPaths.linkSnapshot(source.token)}>
            {t('confirm.snapshotLink')}
          </Anchor>
        </Group>
      ) : (
        <>
          <Anchor component={Link} to={supplierRequestPaths.list('current')}>
            {t('confirm.backToList')}
          </Anchor>
          <AppHistory source={source} />
        </>
      )}
    </Stack>
  );
}
