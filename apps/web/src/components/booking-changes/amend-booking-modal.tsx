import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMutation } from '@tanstack/react-query';
import type { TAmendBookingRequest, TAmendmentPreview } from '@portal/shared/contracts/amendments';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { formatPrice, formatPriceDelta } from '@portal/shared/format/money';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateInputProps } from '../ui/form-date-input';
import { isApiError } from '../../lib/api-client';
import { useSingleFlight } from '../../lib/use-single-flight';

/** The booking as the amendment needs it. */
export interface TAmendableBooking {
  reference: string;
  brandId: number;
  travelDate: string;
  version: number;
}

/**
 * Moving a confirmed booking to another travel date (contracts/amendments.ts): the agent or the
 * back office picks the date, sees what changes line by line (dates, prices kept or repriced,
 * which suppliers are asked) and the difference to be invoiced or credited, then confirms. The
 * confirmation carries the version previewed, so a booking changed in between is refused (409)
 * and previewed again instead of being overwritten.
 */
export function AmendBookingModal({
  booking,
  opened,
  onClose,
  preview,
  amend,
  onAmended,
}: {
  booking: TAmendableBooking;
  opened: boolean;
  onClose: () => void;
  preview: (request: TAmendBookingRequest) => Promise<TAmendmentPreview>;
  amend: (request: TAmendBookingRequest) => Promise<unknown>;
  onAmended: () => void;
}) {
  const { t, i18n } = useTranslation('booking-changes');
  const dateProps = useDateInputProps();
  const [travelDate, setTravelDate] = useState<string | null>(null);
  const dateInput = useRef<HTMLInputElement>(null);
  const previewing = useMutation({ mutationFn: preview });
  const amending = useMutation({ mutationFn: amend });
  const amendOnce = useSingleFlight();
  const money = (cents: number) => formatPrice(cents, booking.brandId, i18n.language);
  const day = (iso: string) => formatDayMonthYear(iso, i18n.language);
  const shown = previewing.data?.toTravelDate === travelDate ? previewing.data : undefined;
  const error = amending.error ?? previewing.error;
  const dateError = isApiError(error) ? error.fieldError('travelDate') : undefined;

  const close = () => {
    setTravelDate(null);
    previewing.reset();
    amending.reset();
    onClose();
  };
  const check = (date: string) =>
    previewing.mutate({ travelDate: date, expectedVersion: booking.version });

  return (
    <Modal opened={opened} onClose={close} title={t('amend.title')} size="xl" centered>
      <Stack gap="md">
        <Text size="sm">
          {t('amend.intro', { reference: booking.reference, date: day(booking.travelDate) })}
        </Text>
        <Group align="flex-end" gap="sm">
          <DateInput
            {...dateProps}
            label={t('amend.newDate')}
            value={travelDate}
            ref={dateInput}
            onChange={(value) => {
              const iso = typeof value === 'string' ? value : null;
              setTravelDate(iso);
              amending.reset();
              if (!iso) return;
              // A whole date typed: the calendar closes so the preview below it can be read.
              dateInput.current?.blur();
              check(iso);
            }}
            error={dateError}
            clearable
            w={220}
          />
          <Button
            variant="light"
            disabled={!travelDate}
            loading={previewing.isPending}
            onClick={() => travelDate && check(travelDate)}
          >
            {t('amend.check')}
          </Button>
        </Group>
        {error && !dateError ? (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        ) : null}
        {shown ? (
          <>
            {shown.blockers.map((blocker) => (
              <Alert key={`${blocker.code}-${blocker.lineId}`} color="orange" role="alert">
                {blocker.message}
              </Alert>
            ))}
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label={t('amend.changes')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('amend.service')}</Table.Th>
                    <Table.Th>{t('amend.dates')}</Table.Th>
                    <Table.Th ta="right">{t('amend.price')}</Table.Th>
                    <Table.Th>{t('amend.pricing')}</Table.Th>
                    <Table.Th>{t('amend.supplier')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.lines.map((line) => (
                    <Table.Tr key={line.lineId}>
                      <Table.Td>{line.name}</Table.Td>
                      <Table.Td>
                        {day(line.fromDate)} → {day(line.toDate)}
                      </Table.Td>
                      <Table.Td ta="right">
                        {line.pricing === 'kept'
                          ? money(line.toNetCents)
                          : `${money(line.fromNetCents)} → ${money(line.toNetCents)}`}
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          variant="light"
                          color={line.pricing === 'kept' ? 'gray' : 'orange'}
                          title={t(`amend.pricings.${line.pricing}Hint`)}
                        >
                          {t(`amend.pricings.${line.pricing}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{t(`amend.suppliers.${line.supplier}`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="sm" fw={600} data-testid="amendment-difference">
              {shown.netDeltaCents > 0
                ? t('amend.toInvoice', { amount: money(shown.netDeltaCents) })
                : shown.netDeltaCents < 0
                  ? t('amend.toCredit', { amount: money(-shown.netDeltaCents) })
                  : t('amend.noDifference')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('amend.total', {
                from: money(shown.fromNetCents),
                to: money(shown.toNetCents),
                change: formatPriceDelta(shown.netDeltaCents, booking.brandId),
              })}
            </Text>
          </>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('amend.keep')}
          </Button>
          <Button
            disabled={!shown || shown.blockers.length > 0}
            loading={amending.isPending}
            onClick={() =>
              shown &&
              amendOnce((done) =>
                amending.mutate(
                  { travelDate: shown.toTravelDate, expectedVersion: shown.version },
                  {
                    onSuccess: () => {
                      close();
                      onAmended();
                    },
                    onSettled: done,
                  },
                ),
              )
            }
          >
            {t('amend.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
