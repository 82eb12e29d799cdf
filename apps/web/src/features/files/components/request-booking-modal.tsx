import { Alert, Button, Group, List, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { TFileView } from '@portal/shared/contracts/files';
import { formatPrice } from '@portal/shared/format/money';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { usePreviewRequestBooking, useRequestBooking } from '../api/request-booking';
import { FileDiffView } from './file-diff-view';

/**
 * Request booking (issue 6): every price and availability is checked again and "what changed"
 * is shown before the agent confirms. The confirmation carries the total the agent saw, so a
 * price that moves in between is refused (409) instead of booked; the agent can check again.
 */
export function RequestBookingModal({
  file,
  isOpen,
  isClientView,
  onClose,
  onRequested,
}: {
  file: TFileView;
  isOpen: boolean;
  isClientView: boolean;
  onClose: () => void;
  onRequested: (file: TFileView) => void;
}) {
  const { t, i18n } = useTranslation('files');
  const preview = usePreviewRequestBooking(file.reference);
  const request = useRequestBooking(file.reference);
  const { mutate: runPreview, reset: resetPreview } = preview;
  const { reset: resetRequest } = request;

  useEffect(() => {
    if (!isOpen) return;
    resetRequest();
    runPreview();
    return () => resetPreview();
  }, [isOpen, runPreview, resetPreview, resetRequest]);

  const checked = preview.data;

  const once = useSingleFlight();
  function handleConfirm() {
    if (!checked) return;
    const expectedSellCents = checked.file.totals.sellCents;
    once((done) =>
      request.mutate(expectedSellCents, {
        onSuccess: (booked) => onRequested(booked),
        onSettled: done,
      }),
    );
  }
  const price = (cents: number) => formatPrice(cents, file.brandId, i18n.language);

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t('request.title', { reference: file.reference })}
      size="xl"
      centered
    >
      <Stack gap="md">
        {preview.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('request.checking')}</Text>
          </Group>
        ) : null}
        {preview.error ? (
          <Alert color="red" role="alert">
            {preview.error.message}
          </Alert>
        ) : null}
        {checked ? (
          <>
            {checked.blockers.length > 0 ? (
              <Alert color="red" role="alert" title={t('request.blocked')}>
                <List size="sm">
                  {checked.blockers.map((blocker) => (
                    <List.Item key={`${blocker.code}-${blocker.lineKey ?? ''}`}>
                      {blocker.message}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            {checked.creditHold ? (
              <Alert color="yellow" role="status" title={t('request.creditHoldTitle')}>
                {t('request.creditHoldText', {
                  used: price(checked.creditHold.usedCents),
                  limit: price(checked.creditHold.limitCents),
                })}
              </Alert>
            ) : null}
            <Stack gap="xs" component="section" aria-label={t('request.whatChanged')}>
              <Title order={3} size="h4">
                {t('request.whatChanged')}
              </Title>
              {checked.diff.hasChanges ? (
                <FileDiffView
                  diff={checked.diff}
                  brandId={file.brandId}
                  isClientView={isClientView}
                />
              ) : (
                <Text size="sm" data-testid="request-unchanged">
                  {t('request.unchanged')}
                </Text>
              )}
            </Stack>
            <Text fw={700} data-testid="request-total">
              {t('request.total', {
                total: price(checked.file.totals.sellCents),
                message: t('totals.gstMessage', {
                  currency: checked.file.currency,
                  percent: checked.file.gstPercent,
                }),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('request.explain')}
            </Text>
          </>
        ) : null}
        {request.error ? (
          <Alert color="red" role="alert">
            {request.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actionsUi.cancel')}
          </Button>
          {request.error ? (
            <Button
              variant="light"
              onClick={() => {
                request.reset();
                runPreview();
              }}
            >
              {t('request.checkAgain')}
            </Button>
          ) : null}
          <Button
            disabled={!checked?.canRequest || preview.isPending}
            loading={request.isPending}
            onClick={handleConfirm}
          >
            {t('request.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
