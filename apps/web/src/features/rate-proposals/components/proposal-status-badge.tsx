import { Badge } from '@mantine/core';
import type { TRateProposalStatus } from '@portal/shared/contracts/rate-proposals';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TRateProposalStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

export function ProposalStatusBadge({ status }: { status: TRateProposalStatus }) {
  const { t } = useTranslation('rate-proposals');
  return (
    <Badge color={COLOURS[status]} variant="light" tt="none" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
