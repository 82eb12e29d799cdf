import { describe, expect, it } from 'vitest';
import { ZRoomRequest } from '../../contracts/pricing';
import { ROOM_TYPE_CODES } from './codes';
import { ROOM_MAX_ADULTS, ROOM_MAX_CHILDREN, ROOM_MAX_GUESTS, roomOccupancyErrors } from './rooms';

describe('room occupancy', () => {
  it('refuses an SG room with three children on the children field', () => {
    const result = ZRoomRequest.safeParse({ roomType: 'SG', adults: 1, children: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['children', 'A SG room takes at most 1 child'],
    ]);
  });

  it('takes one adult and one child in an SG room, four guests in a double', () => {
    expect(roomOccupancyErrors({ roomType: 'SG', adults: 1, children: 1 })).toEqual([]);
    expect(roomOccupancyErrors({ roomType: 'DB', adults: 2, children: 2 })).toEqual([]);
    expect(roomOccupancyErrors({ roomType: 'DB', adults: 1, children: 3 })).toEqual([]);
    expect(roomOccupancyErrors({ roomType: 'DB', adults: 2, children: 3 })).toEqual([
      { field: 'children', message: 'A DB room sleeps at most 4 guests in all' },
    ]);
  });

  it('counts every guest against the room: a triple of three adults takes one child', () => {
    expect(roomOccupancyErrors({ roomType: 'TR', adults: 3, children: 1 })).toEqual([]);
    expect(roomOccupancyErrors({ roomType: 'TR', adults: 3, children: 2 })).toEqual([
      { field: 'children', message: 'A TR room sleeps at most 4 guests in all' },
    ]);
  });

  it('names the adults when there are too many, without also blaming the children', () => {
    expect(roomOccupancyErrors({ roomType: 'DB', adults: 3, children: 3 })).toEqual([
      { field: 'adults', message: 'A DB room sleeps at most 2 adults' },
    ]);
  });

  it('lets every room type sleep its own adults alone, and never more guests than it holds', () => {
    for (const roomType of ROOM_TYPE_CODES) {
      const adults = ROOM_MAX_ADULTS[roomType];
      expect(roomOccupancyErrors({ roomType, adults, children: 0 })).toEqual([]);
      expect(ROOM_MAX_GUESTS[roomType]).toBeGreaterThanOrEqual(adults);
      expect(ROOM_MAX_CHILDREN[roomType]).toBeLessThan(ROOM_MAX_GUESTS[roomType]);
    }
  });
});
