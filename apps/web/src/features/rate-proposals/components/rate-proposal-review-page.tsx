import { formatMoment } from '@portal/shared/format/dates';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TRateProposalDetail } from '@portal/shared/contracts/rate-proposals';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import type { RealtimeConnection } from '../../../lib/realtime';
import { useRateProposal } from '../api/get-rate-proposals';
import { useApproveRateProposal, useRejectRateProposal } from '../api/review-rate-proposal';
import { useRateProposalLiveUpdates } from '../hooks/use-rate-proposal-live-updates';
import { ProposalDiff } from './proposal-diff';
import { summariseProposal } from './proposal-format';
import { ProposalStatusBadge } from './proposal-status-badge';

function Decision({ detail }: { detail: TRateProposalDetail }) {
  const { t } = useTranslation('rate-proposals');
  const approve = useApproveRateProposal();
  const reject = useRejectRateProposal();
  const form = useRulesForm({ initialValues: { reason: '' } });
  return (
    <Stack gap="md">
      {approve.error ? (
        <Alert color="red" role="alert">
          {approve.error.message}
        </Alert>
      ) : null}
      <Group>
        <Button color="green" loading={approve.isPending} onClick={() => approve.mutate(detail.id)}>
          {t('actions.approve')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('review.approveHint')}
        </Text>
      </Group>
      <RulesForm
        form={form}
        aria-label={t('review.rejectTitle')}
        onSubmit={async (values) => {
          await reject.mutateAsync({ id: detail.id, reason: values.reason.trim() });
        }}
      >
        <Stack gap="sm">
          {form.submitError instanceof Error ? (
            <Alert color="red" role="alert">
              {form.submitError.message}
            </Alert>
          ) : null}
          <FormTextarea
            name="reason"
            rules="required|length:1000"
            label={t('review.reason')}
            rows={3}
          />
          <Group>
            <Button type="submit" color="red" variant="light" loading={form.isSubmitting}>
              {t('actions.reject')}
            </Button>
          </Group>
        </Stack>
      </RulesForm>
    </Stack>
  );
}

/**
 * One proposal for review (/admin/rate-proposals/:id): what it changes as a diff against the live
 * catalogue, a warning when the catalogue moved since it was made, and approve / reject.
 */
export function RateProposalReviewPage({
  id,
  connection,
}: {
  id: number;
  connection?: RealtimeConnection;
}) {
  const { t, i18n } = useTranslation('rate-proposals');
  const detail = useRateProposal('admin', id);
  useRateProposalLiveUpdates('admin', connection);

  if (detail.error) {
    return (
      <Alert color="red" role="alert">
        {detail.error.message}
      </Alert>
    );
  }
  if (!detail.data) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  }
  const proposal = detail.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/rate-proposals">
        {t('review.back')}
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1}>{t('detail.title', { id: proposal.id })}</Title>
        <ProposalStatusBadge status={proposal.status} />
      </Group>
      <Card withBorder>
        <Stack gap={4}>
          <Text>
            <strong>{t('columns.supplier')}:</strong> {proposal.supplierCode} –{' '}
            {proposal.supplierName}
          </Text>
          <Text>
            <strong>{t('columns.product')}:</strong> {proposal.productCode} – {proposal.productName}
          </Text>
          <Text>
            <strong>{t('columns.change')}:</strong> {summariseProposal(t, proposal, i18n.language)}
          </Text>
          <Text>
            {t('detail.proposedBy', {
              name: proposal.createdBy ?? '—',
              when: formatMoment(proposal.createdAt, i18n.language),
            })}
          </Text>
          {proposal.note ? <Text>{t('detail.note', { note: proposal.note })}</Text> : null}
          {proposal.reviewedAt ? (
            <Text>
              {t('list.decided', {
                name: proposal.reviewedBy ?? '—',
                when: formatMoment(proposal.reviewedAt, i18n.language),
              })}
            </Text>
          ) : null}
          {proposal.reviewReason ? (
            <Text>{t('detail.reason', { reason: proposal.reviewReason })}</Text>
          ) : null}
        </Stack>
      </Card>
      <ProposalDiff detail={proposal} />
      {proposal.status === 'pending' ? <Decision detail={proposal} /> : null}
    </Stack>
  );
}
