import { ActionIcon, Button, Group, Input, NumberInput, Select, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ROOM_TYPE_CODES, type TRoomTypeCode } from '@portal/shared/domain/pricing/codes';
import { ROOM_MAX_ADULTS } from '@portal/shared/domain/pricing/rooms';
import { useTranslation } from 'react-i18next';
import { useRulesField } from '../../../components/ui/use-rules-field';

export interface TRoomRow {
  roomType: string;
  adults: number | '';
}

export const MAX_ROOMS = 9;

function isRoomType(code: string): code is TRoomTypeCode {
  return (ROOM_TYPE_CODES as readonly string[]).includes(code);
}

/** A room is complete when its type is chosen and it sleeps the adults given. */
export function isValidRoom(room: TRoomRow): boolean {
  return (
    isRoomType(room.roomType) &&
    typeof room.adults === 'number' &&
    room.adults >= 1 &&
    room.adults <= ROOM_MAX_ADULTS[room.roomType]
  );
}

/** The price form's rooms: a room type and its adults per room; add or remove a room. */
export function RoomsField({ label }: { label: string }) {
  const { t } = useTranslation('packages');
  const field = useRulesField({ name: 'rooms' }, label);
  const rooms = Array.isArray(field.value) ? (field.value as TRoomRow[]) : [];
  const update = (index: number, patch: Partial<TRoomRow>) =>
    field.commit(
      rooms.map((room, position) => (position === index ? { ...room, ...patch } : room)),
    );
  const roomTypeOptions = ROOM_TYPE_CODES.map((code) => ({
    value: code,
    label: t(`codes.roomTypes.${code}`, { ns: 'catalogue' }),
  }));

  return (
    <Input.Wrapper label={label} error={field.error}>
      <Stack gap="xs" mt={4}>
        {rooms.map((room, index) => {
          const number = index + 1;
          const maxAdults = isRoomType(room.roomType) ? ROOM_MAX_ADULTS[room.roomType] : 4;
          return (
            <Group key={index} gap="xs" align="flex-end">
              <Select
                label={t('test.roomType', { room: number })}
                data={roomTypeOptions}
                value={room.roomType || null}
                allowDeselect={false}
                onChange={(value) => {
                  const roomType = value ?? '';
                  const cap = isRoomType(roomType) ? ROOM_MAX_ADULTS[roomType] : 4;
                  update(index, {
                    roomType,
                    adults: typeof room.adults === 'number' ? Math.min(room.adults, cap) : cap,
                  });
                }}
                w={200}
              />
              <NumberInput
                label={t('test.adults', { room: number })}
                min={1}
                max={maxAdults}
                allowDecimal={false}
                value={room.adults}
                onChange={(value) =>
                  update(index, { adults: typeof value === 'number' ? value : '' })
                }
                w={120}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('test.removeRoom', { room: number })}
                disabled={rooms.length <= 1}
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
            disabled={rooms.length >= MAX_ROOMS}
            onClick={() => field.commit([...rooms, { roomType: 'DB', adults: 2 }])}
          >
            {t('test.addRoom')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
