import { Alert, Text } from '@mantine/core';
import { isAwaitingCredit, type TFileView } from '@portal/shared/contracts/files';
import { formatPrice } from '@portal/shared/format/money';
import { useTranslation } from 'react-i18next';

/**
 * A booking requested over the agency's credit limit waits, unseen by its suppliers, until its
 * deposit is paid or the operator approves the credit (docs/pricing.md, "Credit limits").
 */
export function CreditHoldNotice({
  file,
}: {
  file: Pick<TFileView, 'status' | 'creditHold' | 'brandId'>;
}) {
  const { t, i18n } = useTranslation('files');
  if (!isAwaitingCredit(file) || !file.creditHold) return null;
  return (
    <Alert color="yellow" role="status" title={t('creditHold.title')}>
      <Text size="sm">
        {t('creditHold.agentText', {
          deposit: formatPrice(file.creditHold.depositCents, file.brandId, i18n.language),
        })}
      </Text>
    </Alert>
  );
}
