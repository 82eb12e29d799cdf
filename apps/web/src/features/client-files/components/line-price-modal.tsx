import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import type { TAdminServiceLineView } from '@portal/shared/contracts/files';
import { formatPrice } from '@portal/shared/format/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readServerFieldErrors } from '../../../components/ui/use-rules-form';

/** A new sell price for one service, in currency units, with the reason the file keeps. */
export function LinePriceModal({
  line,
  brandId,
  isSaving,
  error,
  onSave,
  onClose,
}: {
  line: TAdminServiceLineView;
  brandId: number;
  isSaving: boolean;
  error: unknown;
  onSave: (body: { sellCents: number; reason: string }) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('client-files');
  const [amount, setAmount] = useState<number | string>(line.sellCents / 100);
  const [reason, setReason] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const serverErrors = readServerFieldErrors(error);

  return (
    <Modal opened onClose={onClose} title={t('price.title', { name: line.name })}>
      <form
        aria-label={t('price.title', { name: line.name })}
        onSubmit={(event) => {
          event.preventDefault();
          const value = typeof amount === 'number' ? amount : Number(amount);
          if (!Number.isFinite(value) || value < 0) {
            setLocalError(t('price.invalidAmount'));
            return;
          }
          if (reason.trim().length < 3) {
            setLocalError(t('price.reasonRequired'));
            return;
          }
          setLocalError(null);
          onSave({ sellCents: Math.round(value * 100), reason: reason.trim() });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('price.current', { price: formatPrice(line.sellCents, brandId, i18n.language) })}
          </Text>
          <NumberInput
            label={t('price.newSell')}
            value={amount}
            onChange={setAmount}
            min={0}
            decimalScale={2}
            fixedDecimalScale
            error={serverErrors?.sellCents?.[0]}
            withAsterisk
          />
          <Textarea
            label={t('price.reason')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={serverErrors?.reason?.[0]}
            withAsterisk
          />
          {localError ? (
            <Text c="red" size="sm" role="alert">
              {localError}
            </Text>
          ) : null}
          {error && !serverErrors ? (
            <Text c="red" size="sm" role="alert">
              {error instanceof Error ? error.message : t('errors.generic', { ns: 'common' })}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={isSaving}>
              {t('price.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
