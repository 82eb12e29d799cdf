import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { TFileView, TUpdateFileRequest } from '@portal/shared/contracts/files';
import type { TRoomTypeCode } from '@portal/shared/domain/pricing/codes';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '../../../components/ui/form-date-input';
import {
  FormRoomsField,
  isValidRoom,
  type TRoomRow,
} from '../../../components/ui/form-rooms-field';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { useCodeLabels } from '../hooks/use-code-labels';

/** The limits of ZUpdateFileRequest. */
export const TRIP_DETAILS_RULES = {
  bookingName: 'required|length:120',
  yourReference: 'length:60',
  travelDate: 'required|date',
  rooms: 'required',
  notes: 'length:4000',
  supplierNote: 'length:4000',
} as const satisfies TFieldRules;

export const TRIP_DETAILS_FORM_ID = 'trip-details-form';

interface TTripValues extends Record<string, unknown> {
  bookingName: string;
  yourReference: string;
  travelDate: string;
  rooms: TRoomRow[];
  notes: string;
  supplierNote: string;
}

function valuesOf(file: TFileView): TTripValues {
  return {
    bookingName: file.bookingName,
    yourReference: file.yourReference,
    travelDate: file.travelDate,
    rooms: file.rooms.map((room) => ({ roomType: room.roomType, adults: room.adults })),
    notes: file.notes,
    supplierNote: file.supplierNote,
  };
}

function roomsKey(rooms: readonly TRoomRow[]): string {
  return rooms.map((room) => `${room.roomType}:${room.adults}`).join(',');
}

/**
 * Only what the agent changed is sent: a new travel date moves every service, new rooms reprice
 * every line, names and notes change nothing else. Rooms keep their children, the children's
 * ages and guest names (as many as still fit).
 */
export function changedTripFields(file: TFileView, values: TTripValues): TUpdateFileRequest {
  const body: TUpdateFileRequest = {};
  if (values.bookingName.trim() !== file.bookingName) body.bookingName = values.bookingName.trim();
  if (values.yourReference.trim() !== file.yourReference) {
    body.yourReference = values.yourReference.trim();
  }
  if (values.notes.trim() !== file.notes) body.notes = values.notes.trim();
  if (values.supplierNote.trim() !== file.supplierNote) {
    body.supplierNote = values.supplierNote.trim();
  }
  if (values.travelDate !== file.travelDate) body.travelDate = values.travelDate;
  if (roomsKey(values.rooms) !== roomsKey(valuesOf(file).rooms)) {
    body.rooms = values.rooms.map((room, index) => {
      const adults = Number(room.adults);
      const before = file.rooms[index];
      const children = before?.children ?? 0;
      return {
        roomType: room.roomType as TRoomTypeCode,
        adults,
        children,
        childAges: before?.childAges,
        guests: (before?.guests ?? []).slice(0, adults + children),
      };
    });
  }
  return body;
}

/**
 * Booking name, your reference, travel date, rooms and guests, notes (the agent's, for the
 * operator) and the note to suppliers (the only text suppliers are sent). Saved on "Save changes"
 * (or the page's "Save and view quote", which submits this form). When the file changes
 * elsewhere the form follows it, unless the agent has unsaved edits.
 */
export function TripDetailsForm({
  file,
  disabled,
  onSave,
  onDirtyChange,
}: {
  file: TFileView;
  disabled: boolean;
  /** Told whether the form holds edits not saved yet (the page asks before leaving them). */
  onDirtyChange?: (isDirty: boolean) => void;
  /** Called with the changed fields; an empty object means nothing changed. */
  onSave: (body: TUpdateFileRequest) => Promise<void>;
}) {
  const { t } = useTranslation('files');
  const labels = useCodeLabels();
  const form = useRulesForm<TTripValues>({
    initialValues: valuesOf(file),
    rules: TRIP_DETAILS_RULES,
  });
  const { reset, values } = form;
  const isDirty = Object.keys(changedTripFields(file, values)).length > 0;
  const previous = useRef(file);

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  useEffect(() => {
    const before = previous.current;
    previous.current = file;
    if (before.version === file.version) return;
    if (Object.keys(changedTripFields(before, values)).length === 0) reset(valuesOf(file));
    // Only a new version of the file resets the form; typing must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, reset]);

  return (
    <Paper withBorder p="md" component="section" aria-label={t('customise.detailsTitle')}>
      <RulesForm
        form={form}
        id={TRIP_DETAILS_FORM_ID}
        aria-label={t('customise.detailsTitle')}
        onSubmit={async (submitted) => {
          if (!submitted.rooms.every(isValidRoom)) {
            form.setServerErrors({ rooms: [t('customise.roomsInvalid')] });
            return;
          }
          await onSave(changedTripFields(file, submitted));
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('customise.detailsTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <FormTextInput
              name="bookingName"
              label={t('customise.bookingName')}
              disabled={disabled}
            />
            <FormTextInput
              name="yourReference"
              label={t('customise.yourReference')}
              disabled={disabled}
            />
            <FormDateInput
              name="travelDate"
              label={t('customise.travelDate')}
              description={t('customise.travelDateHint')}
              disabled={disabled}
            />
          </SimpleGrid>
          <FormRoomsField
            name="rooms"
            label={t('customise.rooms')}
            disabled={disabled}
            labels={{
              roomType: (room) => t('customise.roomType', { room }),
              adults: (room) => t('customise.adults', { room }),
              remove: (room) => t('customise.removeRoom', { room }),
              add: t('customise.addRoom'),
              roomTypeNames: labels.roomTypeNames,
            }}
          />
          <FormTextarea
            name="notes"
            label={t('customise.notes')}
            description={t('customise.notesHint')}
            minRows={2}
            disabled={disabled}
          />
          <FormTextarea
            name="supplierNote"
            label={t('customise.supplierNote')}
            description={t('customise.supplierNoteHint')}
            minRows={2}
            disabled={disabled}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              variant="light"
              loading={form.isSubmitting}
              disabled={disabled || !isDirty}
              leftSection={<IconDeviceFloppy size={16} />}
            >
              {t('customise.saveDetails')}
            </Button>
          </Group>
        </Stack>
      </RulesForm>
    </Paper>
  );
}
