import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { isAwaitingCredit, type TAdminFileView } from '@portal/shared/contracts/files';
import { formatPrice } from '@portal/shared/format/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useApproveCredit } from '../api/approve-credit';

/**
 * A booking requested over its agency's credit limit: its suppliers have not been asked. Paying
 * the deposit lifts the hold by itself; finance staff may approve the credit instead
 * (docs/pricing.md, "Credit limits"). Double clicks approve once (one Idempotency-Key).
 */
export function CreditHoldPanel({
  file,
  canApprove,
}: {
  file: Pick<TAdminFileView, 'reference' | 'status' | 'creditHold' | 'brandId'>;
  canApprove: boolean;
}) {
  const { t, i18n } = useTranslation('client-files');
  const approve = useApproveCredit(file.reference);
  const once = useSingleFlight();
  const [reason, setReason] = useState('');
  if (!isAwaitingCredit(file) || !file.creditHold) return null;
  return (
    <Alert color="yellow" title={t('edit.creditHold.title')} role="status">
      <Stack gap="sm">
        <Text size="sm">
          {t('edit.creditHold.text', {
            deposit: formatPrice(file.creditHold.depositCents, file.brandId, i18n.language),
          })}
        </Text>
        {canApprove ? (
          <form
            aria-label={t('edit.creditHold.approve')}
            onSubmit={(event) => {
              event.preventDefault();
              once((done) =>
                approve.mutate(
                  { reason: reason.trim() },
                  { onSuccess: () => setReason(''), onSettled: done },
                ),
              );
            }}
          >
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('edit.creditHold.reason')}
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Button type="submit" loading={approve.isPending}>
                {t('edit.creditHold.approve')}
              </Button>
            </Group>
          </form>
        ) : null}
        {approve.error ? (
          <Text c="red" size="sm" role="alert">
            {approve.error.message}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
