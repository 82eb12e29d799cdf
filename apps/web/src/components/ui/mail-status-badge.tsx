import { Badge, type MantineColor } from '@mantine/core';
import type { TMailStatus } from '@portal/shared/contracts/outbox';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<TMailStatus, MantineColor> = {
  sent: 'green',
  pending: 'yellow',
  held: 'gray',
  failed: 'red',
};

/** An outbox message's delivery status (the outbox page and a file's back-office timeline). */
export function MailStatusBadge({ status, size }: { status: TMailStatus; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('outbox');
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" size={size} data-mail-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
