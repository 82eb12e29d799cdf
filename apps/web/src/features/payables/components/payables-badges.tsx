import { Badge, type MantineColor } from '@mantine/core';
import type { TPayableState } from '@portal/shared/contracts/payables';
import type { TSupplierInvoiceStatus } from '@portal/shared/domain/payables';
import { useTranslation } from 'react-i18next';

const STATE_COLOURS: Record<TPayableState, MantineColor> = {
  unmatched: 'gray',
  matched: 'blue',
  approved: 'orange',
  paid: 'green',
};

const STATUS_COLOURS: Record<TSupplierInvoiceStatus, MantineColor> = {
  entered: 'blue',
  approved: 'orange',
  paid: 'green',
  void: 'gray',
};

/** Where an expected supplier invoice line stands: not billed, billed, approved, paid. */
export function PayableStateBadge({ state }: { state: TPayableState }) {
  const { t } = useTranslation('payables');
  return (
    <Badge variant="light" color={STATE_COLOURS[state]}>
      {t(`states.${state}`)}
    </Badge>
  );
}

export function SupplierInvoiceStatusBadge({ status }: { status: TSupplierInvoiceStatus }) {
  const { t } = useTranslation('payables');
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
