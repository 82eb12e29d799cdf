import { ActionIcon, Button, Group, Input, NumberInput, Select, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ROOM_TYPE_CODES, type TRoomTypeCode } from '@portal/shared/domain/pricing/codes';
import {
  ROOM_MAX_ADULTS,
  ROOM_MAX_CHILDREN,
  roomOccupancyErrors,
} from '@portal/shared/domain/pricing/rooms';
import { useTranslation } from 'react-i18next';
import type { TRulesFieldProps } from './use-rules-field';
import { useRulesField } from './use-rules-field';

/** One room of the price form (SPEC section 3: room type code and adults). */
export interface TRoomRow {
  roomType: string;
  adults: number | '';
  /** Where the form asks for children (the agent's price form): how many, and each one's age. */
  children?: number;
  /** One per child, '' until chosen (docs/pricing.md, "Child ages"). */
  childAges?: (number | '')[];
}

export const MAX_ROOMS = 9;

/** The oldest child: from 18 a traveller is an adult. */
export const MAX_CHILD_AGE = 17;
const CHILD_AGE_OPTIONS = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => ({
  value: String(age),
  label: String(age),
}));

export function isRoomTypeCode(code: string): code is TRoomTypeCode {
  return (ROOM_TYPE_CODES as readonly string[]).includes(code);
}

/** A room is complete when its type is chosen and it sleeps the adults and children given. */
export function isValidRoom(room: TRoomRow): boolean {
  return (
    isRoomTypeCode(room.roomType) &&
    typeof room.adults === 'number' &&
    Number.isInteger(room.adults) &&
    room.adults >= 1 &&
    roomOccupancyErrors({
      roomType: room.roomType,
      adults: room.adults,
      children: room.children ?? 0,
    }).length === 0
  );
}

/** Every child of the room has an age chosen. */
export function hasChildAges(room: TRoomRow): boolean {
  const ages = room.childAges ?? [];
  return ages.length === (room.children ?? 0) && ages.every((age) => age !== '');
}

/** The ages to send with a room: none when it has no children. */
export function childAgesOf(room: TRoomRow): number[] | undefined {
  if (!room.children) return undefined;
  return (room.childAges ?? []).map(Number);
}

/** The words the field shows, already translated by the feature that uses it. */
export interface TRoomsFieldLabels {
  roomType: (room: number) => string;
  adults: (room: number) => string;
  remove: (room: number) => string;
  add: string;
  roomTypeNames: Record<TRoomTypeCode, string>;
  /** Given, the field asks each room's children and their ages (the agent's price form). */
  children?: (room: number) => string;
  childAge?: (room: number, child: number) => string;
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
 * under its adults, and the form refuses it on submit. With the children labels it also asks each
 * room's children and, for each child, its age (0 to 17), which the form requires.
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
          const roomType = isRoomTypeCode(room.roomType) ? room.roomType : null;
          const maxAdults = roomType ? ROOM_MAX_ADULTS[roomType] : 4;
          const children = room.children ?? 0;
          const ages = room.childAges ?? [];
          const hasAdultsError =
            roomType !== null &&
            room.adults !== '' &&
            (!Number.isInteger(room.adults) || room.adults < 1 || room.adults > maxAdults);
          const hasChildrenError =
            roomType !== null &&
            typeof room.adults === 'number' &&
            !hasAdultsError &&
            roomOccupancyErrors({ roomType, adults: room.adults, children }).length > 0;
          const setChildren = (count: number) =>
            update(index, {
              children: count,
              childAges: Array.from({ length: count }, (_, child) => ages[child] ?? ''),
            });
          return (
            <Stack key={index} gap={4} data-testid="room-row">
              <Group gap="xs" align="flex-end">
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
                    hasAdultsError && roomType
                      ? t('rooms.adultsRange', {
                          count: maxAdults,
                          room: labels.roomTypeNames[roomType],
                        })
                      : undefined
                  }
                  disabled={disabled}
                  onChange={(value) =>
                    update(index, { adults: typeof value === 'number' ? value : '' })
                  }
                  w={120}
                />
                {labels.children ? (
                  <Select
                    label={labels.children(number)}
                    data={Array.from(
                      { length: (roomType ? ROOM_MAX_CHILDREN[roomType] : 3) + 1 },
                      (_, count) => String(count),
                    )}
                    value={String(children)}
                    allowDeselect={false}
                    disabled={disabled}
                    error={
                      hasChildrenError && roomType
                        ? t('rooms.tooManyGuests', { room: labels.roomTypeNames[roomType] })
                        : undefined
                    }
                    onChange={(value) => setChildren(Number(value ?? 0))}
                    w={120}
                  />
                ) : null}
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
              {labels.childAge && children > 0 ? (
                <Group gap="xs" align="flex-start">
                  {Array.from({ length: children }, (_, child) => {
                    const age = ages[child] ?? '';
                    return (
                      <Select
                        key={child}
                        label={labels.childAge?.(number, child + 1)}
                        data={CHILD_AGE_OPTIONS}
                        value={age === '' ? null : String(age)}
                        allowDeselect={false}
                        withAsterisk
                        disabled={disabled}
                        error={field.error && age === '' ? t('rooms.childAgeRequired') : undefined}
                        onChange={(value) =>
                          update(index, {
                            childAges: Array.from({ length: children }, (_, position) =>
                              position === child
                                ? value === null
                                  ? ''
                                  : Number(value)
                                : (ages[position] ?? ''),
                            ),
                          })
                        }
                        w={160}
                      />
                    );
                  })}
                </Group>
              ) : null}
            </Stack>
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
