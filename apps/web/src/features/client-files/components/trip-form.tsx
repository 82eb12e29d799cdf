import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TAdminFileView, TFileRoom } from '@portal/shared/contracts/files';
import { ROOM_TYPE_CODES, type TRoomTypeCode } from '@portal/shared/domain/pricing/codes';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '../../../components/ui/form-date-input';
import {
  FormRoomsField,
  isRoomTypeCode,
  isValidRoom,
  type TRoomRow,
} from '../../../components/ui/form-rooms-field';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { hasOnlyFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { useClientFileChanges } from '../api/change-client-file';

/** The limits of ZUpdateFileRequest. */
const TRIP_RULES = {
  bookingName: 'required|length:120',
  yourReference: 'length:60',
  travelDate: 'required|date',
  rooms: 'required',
} as const satisfies TFieldRules;

const FIELDS = Object.keys(TRIP_RULES);

interface TTripValues extends Record<string, unknown> {
  bookingName: string;
  yourReference: string;
  travelDate: string;
  rooms: TRoomRow[];
}

function valuesOf(file: TAdminFileView): TTripValues {
  return {
    bookingName: file.bookingName,
    yourReference: file.yourReference,
    travelDate: file.travelDate,
    rooms: file.rooms.map((room) => ({ roomType: room.roomType, adults: room.adults })),
  };
}

/**
 * The rooms as the server takes them: each room keeps its children, their ages and as many of its
 * guests' names as it still sleeps, so changing a room's type or adults never loses the names by
 * accident.
 */
function roomsOf(file: TAdminFileView, rows: readonly TRoomRow[]): TFileRoom[] {
  return rows.flatMap((row, index) => {
    if (!isRoomTypeCode(row.roomType) || typeof row.adults !== 'number') return [];
    const before = file.rooms[index];
    const children = before?.children ?? 0;
    return [
      {
        roomType: row.roomType,
        adults: row.adults,
        children,
        childAges: before?.childAges,
        guests: (before?.guests ?? []).slice(0, row.adults + children),
      },
    ];
  });
}

/**
 * A quote's trip: booking name, the agency's reference, travel date (every service moves with it)
 * and rooms. Saving reprices the quote on the server, as the agent's own change does; a booking's
 * trip changes through an amendment with its suppliers instead.
 */
export function TripForm({ file }: { file: TAdminFileView }) {
  const { t } = useTranslation('client-files');
  const { updateTrip } = useClientFileChanges(file.reference);
  const [isSaved, setSaved] = useState(false);
  const form = useRulesForm<TTripValues>({ initialValues: valuesOf(file), rules: TRIP_RULES });
  const roomTypeNames = Object.fromEntries(
    ROOM_TYPE_CODES.map((code) => [code, t(`add.roomTypes.${code}`)]),
  ) as Record<TRoomTypeCode, string>;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="client-file-trip">
      <Title order={2} size="h4" id="client-file-trip" mb="xs">
        {t('edit.trip.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('edit.trip.hint')}
      </Text>
      <RulesForm
        form={form}
        aria-label={t('edit.trip.title')}
        onSubmit={async (values) => {
          setSaved(false);
          if (!values.rooms.every(isValidRoom)) {
            form.setServerErrors({ rooms: [t('add.roomsInvalid')] });
            return;
          }
          await updateTrip.mutateAsync({
            bookingName: values.bookingName,
            yourReference: values.yourReference,
            travelDate: values.travelDate,
            rooms: roomsOf(file, values.rooms),
          });
          setSaved(true);
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <FormTextInput name="bookingName" label={t('add.bookingName')} />
            <FormTextInput name="yourReference" label={t('add.yourReference')} />
            <FormDateInput name="travelDate" label={t('add.travelDate')} />
          </SimpleGrid>
          <FormRoomsField
            name="rooms"
            label={t('add.rooms')}
            labels={{
              roomType: (room) => t('add.roomType', { room }),
              adults: (room) => t('add.adults', { room }),
              remove: (room) => t('add.removeRoom', { room }),
              add: t('add.addRoom'),
              roomTypeNames,
            }}
          />
          {updateTrip.error && !hasOnlyFieldErrors(updateTrip.error, FIELDS) ? (
            <Alert color="red" role="alert">
              {updateTrip.error.message}
            </Alert>
          ) : null}
          {isSaved ? (
            <Text c="green" size="sm" role="status">
              {t('edit.trip.saved')}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={updateTrip.isPending}>
              {t('edit.trip.save')}
            </Button>
          </Group>
        </Stack>
      </RulesForm>
    </Paper>
  );
}
