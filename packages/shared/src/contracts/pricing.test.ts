import { describe, expect, it } from 'vitest';
import { ZPriceRequest } from './pricing';

const request = {
  packageId: 12,
  travelDate: '2026-11-02',
  accommodationClass: 'superior',
  rooms: [{ roomType: 'DB', adults: 2 }],
};

describe('ZPriceRequest', () => {
  it('accepts the price form and defaults children to none', () => {
    expect(ZPriceRequest.parse(request).rooms).toEqual([
      { roomType: 'DB', adults: 2, children: 0 },
    ]);
  });

  it.each([
    ['no rooms', { rooms: [] }],
    ['ten rooms', { rooms: Array.from({ length: 10 }, () => ({ roomType: 'DB', adults: 2 })) }],
    ['no adults', { rooms: [{ roomType: 'DB', adults: 0 }] }],
    ['five adults', { rooms: [{ roomType: 'QD', adults: 5 }] }],
    ['four children', { rooms: [{ roomType: 'DB', adults: 2, children: 4 }] }],
    ['two adults in a single', { rooms: [{ roomType: 'SG', adults: 2 }] }],
    ['four adults in a triple', { rooms: [{ roomType: 'TR', adults: 4 }] }],
    ['an unknown room type', { rooms: [{ roomType: 'XX', adults: 1 }] }],
    ['an unknown class', { accommodationClass: 'luxury' }],
    ['an impossible date', { travelDate: '2026-02-30' }],
    ['a fractional package id', { packageId: 1.5 }],
  ])('rejects %s', (_case, overrides) => {
    expect(ZPriceRequest.safeParse({ ...request, ...overrides }).success).toBe(false);
  });

  it('accepts nine rooms of mixed types', () => {
    const rooms = [
      { roomType: 'DB', adults: 2 },
      { roomType: 'SG', adults: 1 },
      { roomType: 'TR', adults: 3, children: 1 },
      { roomType: 'QD', adults: 4 },
      { roomType: 'TW', adults: 2 },
      { roomType: 'OT', adults: 1 },
      { roomType: 'DB', adults: 1, children: 3 },
      { roomType: 'TW', adults: 1 },
      { roomType: 'SG', adults: 1 },
    ];
    expect(ZPriceRequest.safeParse({ ...request, rooms }).success).toBe(true);
  });

  it('takes one age per child, 0 to 17, and answers a wrong count on childAges', () => {
    const withAges = (room: object) => ZPriceRequest.safeParse({ ...request, rooms: [room] });
    expect(
      withAges({ roomType: 'DB', adults: 2, children: 2, childAges: [5, 13] }).data?.rooms,
    ).toEqual([{ roomType: 'DB', adults: 2, children: 2, childAges: [5, 13] }]);
    const short = withAges({ roomType: 'DB', adults: 2, children: 2, childAges: [5] });
    expect(short.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rooms.0.childAges', 'One age for each child: 2 children, 1 age given'],
    ]);
    expect(withAges({ roomType: 'DB', adults: 2, children: 1, childAges: [18] }).success).toBe(
      false,
    );
    expect(withAges({ roomType: 'DB', adults: 2, children: 1, childAges: [4.5] }).success).toBe(
      false,
    );
  });
});
