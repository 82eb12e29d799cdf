import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { GUEST_TITLES, type TAdminFileView, type TGuest } from '@portal/shared/contracts/files';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateInputProps } from '../../../components/ui/form-date-input';
import { useUpdateGuests } from '../api/update-guests';

interface TGuestSlot {
  title: string | null;
  fullName: string;
  /** The room's adults come first, then its children (docs/pricing.md, "Child ages"). */
  isChild: boolean;
  dateOfBirth: string | null;
}

function slotsOf(file: TAdminFileView): TGuestSlot[][] {
  return file.rooms.map((room) =>
    Array.from({ length: room.adults + room.children }, (_, index) => ({
      title: room.guests[index]?.title ?? null,
      fullName: room.guests[index]?.fullName ?? '',
      isChild: room.guests[index]?.isChild ?? index >= room.adults,
      dateOfBirth: room.guests[index]?.dateOfBirth ?? null,
    })),
  );
}

/**
 * Every room's guests (title, full name, date of birth: a child's age on each service date prices
 * it by its product's age bands); empty names are left out.
 */
export function GuestsForm({ file }: { file: TAdminFileView }) {
  const { t } = useTranslation('client-files');
  const dateProps = useDateInputProps();
  const [rooms, setRooms] = useState(() => slotsOf(file));
  const [isSaved, setSaved] = useState(false);
  const update = useUpdateGuests(file.reference);
  const change = (roomIndex: number, slotIndex: number, patch: Partial<TGuestSlot>) => {
    setSaved(false);
    setRooms((current) =>
      current.map((slots, r) =>
        r === roomIndex
          ? slots.map((slot, s) => (s === slotIndex ? { ...slot, ...patch } : slot))
          : slots,
      ),
    );
  };
  return (
    <form
      aria-label={t('edit.guests.edit')}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          {
            rooms: rooms.map((slots) => ({
              guests: slots
                .filter((slot) => slot.fullName.trim() !== '')
                .map((slot) => ({
                  title: slot.title as TGuest['title'],
                  fullName: slot.fullName.trim(),
                  isChild: slot.isChild,
                  dateOfBirth: slot.dateOfBirth,
                })),
            })),
          },
          { onSuccess: () => setSaved(true) },
        );
      }}
    >
      <Stack gap="sm" mt="md">
        {rooms.map((slots, roomIndex) => (
          <Stack key={roomIndex} gap={4}>
            <Text fw={600} size="sm">
              {t('edit.guests.roomN', { n: roomIndex + 1, type: file.rooms[roomIndex]?.roomType })}
            </Text>
            {slots.map((slot, slotIndex) => (
              <SimpleGrid key={slotIndex} cols={{ base: 1, sm: 4 }} spacing="xs">
                <Select
                  aria-label={t('edit.guests.titleOf', { n: slotIndex + 1, room: roomIndex + 1 })}
                  placeholder={t('edit.guests.guestTitle')}
                  data={GUEST_TITLES.map((title) => ({ value: title, label: title }))}
                  value={slot.title}
                  onChange={(title) => change(roomIndex, slotIndex, { title })}
                  clearable
                />
                <TextInput
                  aria-label={t('edit.guests.nameOf', { n: slotIndex + 1, room: roomIndex + 1 })}
                  placeholder={t('edit.guests.fullName')}
                  value={slot.fullName}
                  maxLength={120}
                  onChange={(event) =>
                    change(roomIndex, slotIndex, { fullName: event.currentTarget.value })
                  }
                  style={{ gridColumn: 'span 2' }}
                />
                <DateInput
                  {...dateProps}
                  aria-label={t('edit.guests.dateOfBirthOf', {
                    n: slotIndex + 1,
                    room: roomIndex + 1,
                  })}
                  placeholder={t('edit.guests.dateOfBirth')}
                  value={slot.dateOfBirth}
                  maxDate={new Date()}
                  onChange={(value) =>
                    change(roomIndex, slotIndex, {
                      dateOfBirth: typeof value === 'string' ? value : null,
                    })
                  }
                  clearable
                />
              </SimpleGrid>
            ))}
          </Stack>
        ))}
        {update.error ? (
          <Text c="red" size="sm" role="alert">
            {update.error.message}
          </Text>
        ) : null}
        {isSaved ? (
          <Text c="green" size="sm" role="status">
            {t('edit.backOffice.saved')}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('edit.guests.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
