import { ActionIcon, Button, Group, Input, NumberInput, Select, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ROOM_TYPE_CODES, type TRoomTypeCode } from '@portal/shared/domain/pricing/codes';
import { ROOM_MAX_ADULTS } from '@portal/shared/domain/pricing/rooms';
import { useTranslation } from 'react-i18next';
import type { TRulesFieldProps } from './use-rules-field';
import { useRulesField } from './use-rules-field';

/** One room of the price form (SPEC section 3: room type code and adults). */
export interface TRoomRow {
  roomType: string;
  adults: number | '';
}

export const MAX_ROOMS = 9;

export function isRoomTypeCode(code: string): code is TRoomTypeCode {
  return (ROOM_TYPE_CODES as readonly string[]).includes(code);
}

/** A room is complete when its type is chosen and it sleeps the adults given. */
export function isValidRoom(room: TRoomRow): boolean {
  return (
    isRoomTypeCode(room.roomType) &&
    typeof room.adults === 'number' &&
    Number.isInteger(room.adults) &&
    room.adults >= 1 &&
    room.adults <= ROOM_MAX_ADULTS[room.roomType]
  );
}

/** The words the field shows, already translated by the feature that uses it. */
export interface TRoomsFieldLabels {
  roomType: (room: number) => string;
  adults: (room: number) => string;
  remove: (room: number) => string;
  add: string;
  roomTypeNames: Record<TRoomTypeCode, string>;
}

export type TFormRoomsFieldProps = TRulesFieldProps & {
  label: string;
  labels: TRoomsFieldLabels;
  disabled?: boolean;
};

/**
 * The price form's rooms (SPEC section 2): each room's type and adults, add or remove a room.
 * Its value is a list of TRoomRow. Adults are never changed behind the user's back (a typed 20
 * stays 20, a double with 2 adults made a single keeps 2): a room that does not sleep them says so
 * under its adults, and the form refuses it on submit.
 */
export function FormRoomsField({ name, rules, label, labels, disabled }: TFormRoomsFieldProps) {
  const field = useRulesField({ name, rules }, label);
  const { t } = useTranslation('ui-kit');
  const rooms = Array.isArray(field.value) ? (field.value as TRoomRow[]) : [];
  const update = (index: number, patch: Partial<TRoomRow>) =>
    field.commit(
      rooms.map((room, position) => (position === index ? { ...room, ...patch } : room)),
    );
  const roomTypeOptions = ROOM_TYPE_CODES.map((code) => ({
    value: code,
    label: labels.roomTypeNames[code],
  }));

  return (
    <Input.Wrapper label={label} error={field.error} withAsterisk={field.isRequired}>
      <Stack gap="xs" mt={4}>
        {rooms.map((room, index) => {
          const number = index + 1;
          const maxAdults = isRoomTypeCode(room.roomType) ? ROOM_MAX_ADULTS[room.roomType] : 4;
          return (
            <Group key={index} gap="xs" align="flex-end" data-testid="room-row">
              <Select
                label={labels.roomType(number)}
                data={roomTypeOptions}
                value={room.roomType || null}
                allowDeselect={false}
                disabled={disabled}
                onChange={(value) => update(index, { roomType: value ?? '' })}
                w={200}
              />
              <NumberInput
                label={labels.adults(number)}
                min={1}
                max={maxAdults}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                value={room.adults}
                error={
                  room.adults !== '' && !isValidRoom(room) && isRoomTypeCode(room.roomType)
                    ? t('rooms.adultsRange', {
                        count: maxAdults,
                        room: labels.roomTypeNames[room.roomType],
                      })
                    : undefined
                }
                disabled={disabled}
                onChange={(value) =>
                  update(index, { adults: typeof value === 'number' ? value : '' })
                }
                w={120}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={labels.remove(number)}
                disabled={disabled || rooms.length <= 1}
                onClick={() => field.commit(rooms.filter((_, position) => position !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={disabled || rooms.length >= MAX_ROOMS}
            onClick={() => field.commit([...rooms, { roomType: 'DB', adults: 2 }])}
          >
            {labels.add}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
