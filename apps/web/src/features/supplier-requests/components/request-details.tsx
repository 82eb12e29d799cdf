import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  guestDisplayName,
  type TSupplierRequestView,
} from '@portal/shared/contracts/supplier-requests';
import { formatDayMonthYear, formatTime } from '@portal/shared/format/dates';
import { stripConfirmationSuffix } from '@portal/shared/format/text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatCost } from './request-format';
import { isCountedInNights, requestStatusText } from './request-status';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </Stack>
  );
}

/** Labels for the catalogue codes a request carries, in the reader's language. */
export function useRequestCodeLabels() {
  const { t } = useTranslation('supplier-requests');
  return {
    // SPEC section 3: SU (supplements) has a blank name.
    serviceType: (code: string) => {
      const normalised = code.trim().toUpperCase();
      return normalised === 'SU'
        ? ''
        : t(`codes.serviceTypes.${normalised}`, { defaultValue: code });
    },
    roomType: (code: string) =>
      t(`codes.roomTypes.${code.trim().toUpperCase()}`, { defaultValue: code }),
  };
}

/**
 * What the supplier is asked: booking, the operator it deals with, service, dates and times,
 * quantity, guests by room, the note to suppliers and what the operator pays. A supplier is never
 * shown the travel agency nor the agent's notes (the server does not send them). `request` is
 * read-only here.
 */
export function RequestDetails({ request }: { request: TSupplierRequestView }) {
  const { t, i18n } = useTranslation('supplier-requests');
  const labels = useRequestCodeLabels();
  const { details } = request;
  const language = i18n.language;
  const span = isCountedInNights(details.serviceTypeCode)
    ? t('details.nights', { count: details.span })
    : t('details.days', { count: details.span });
  const times = [formatTime(details.startTime), formatTime(details.endTime)].filter(Boolean);
  const dates =
    details.endDate && details.endDate !== details.date
      ? t('details.dateRange', {
          from: formatDayMonthYear(details.date, language),
          to: formatDayMonthYear(details.endDate, language),
        })
      : formatDayMonthYear(details.date, language);
  const confirmation = stripConfirmationSuffix(request.confirmation);
  const guestName = (guest: TSupplierRequestView['details']['guests'][number]) =>
    [guestDisplayName(guest), guest.isChild ? t('details.child') : null].filter(Boolean).join(' ');
  const [leadGuest] = details.guests;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="request-details-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h3" id="request-details-heading">
              {details.serviceName}
            </Title>
            <Text c="dimmed" size="sm">
              {labels.serviceType(details.serviceTypeCode)}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge variant="outline" color="gray" tt="none">
              {t(`kinds.${request.kind}`)}
            </Badge>
            <StatusBadge
              status={requestStatusText(request.kind, request.status)}
              size="lg"
              data-testid="request-status"
            />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          <Field label={t('details.bookingReference')}>
            <Text fw={700} span data-testid="booking-reference">
              {details.bookingReference}
            </Text>
          </Field>
          <Field label={t('details.bookingName')}>{details.bookingName}</Field>
          <Field label={t('details.operator')}>
            <Text span data-testid="operator-name">
              {details.operatorName}
            </Text>
          </Field>
          <Field label={t('details.dates')}>{dates}</Field>
          {times.length > 0 ? <Field label={t('details.times')}>{times.join(' – ')}</Field> : null}
          <Field label={t('details.span')}>{span}</Field>
          <Field label={t('details.quantity')}>{details.quantity}</Field>
          <Field label={t('details.pax')}>
            {t('details.paxValue', {
              adults: details.pax.adults,
              children: details.pax.children,
            })}
          </Field>
          <Field label={t('details.leadGuest')}>
            <Text span fw={600} data-testid="lead-guest">
              {leadGuest ? guestDisplayName(leadGuest) : t('details.noGuestNames')}
            </Text>
          </Field>
          <Field label={t('details.cost')}>
            {formatCost(details.costCents, details.currency, language)}
          </Field>
          {confirmation ? (
            <Field label={t('details.confirmation')}>
              <Text fw={700} span data-testid="request-confirmation">
                {confirmation}
              </Text>
            </Field>
          ) : null}
        </SimpleGrid>
        {details.guests.length > 0 ? (
          <Field label={t('details.guestNames')}>
            <Text span data-testid="guest-names">
              {details.guests.map(guestName).join(', ')}
            </Text>
          </Field>
        ) : null}
        {details.rooms.length > 0 ? (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('details.rooms')}
            </Title>
            <List spacing="xs" listStyleType="none" p={0}>
              {details.rooms.map((room, index) => (
                <List.Item key={`${room.roomType}-${index}`}>
                  <Text fw={600} size="sm">
                    {t('details.room', {
                      number: index + 1,
                      type: labels.roomType(room.roomType),
                      adults: room.adults,
                      children: room.children,
                    })}
                  </Text>
                  {room.guests.length > 0 ? (
                    <Text size="sm">{room.guests.map(guestName).join(', ')}</Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('details.noGuestNames')}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        {details.supplierNote.trim() ? (
          <Field label={t('details.supplierNote')}>
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="supplier-note">
              {details.supplierNote}
            </Text>
          </Field>
        ) : null}
      </Stack>
    </Paper>
  );
}
