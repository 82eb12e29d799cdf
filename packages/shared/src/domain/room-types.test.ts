import { describe, expect, it } from 'vitest';
import { ROOM_TYPES, getRoomTypeName } from './room-types';

describe('getRoomTypeName (SPEC section 3)', () => {
  it.each([
    ['DB', 'Double Room'],
    ['SG', 'Single Room'],
    ['TW', 'Twin Room'],
    ['TR', 'Triple Room'],
    ['QD', 'Quad Room'],
    ['OT', 'Other Room'],
    ['db', 'Double Room'],
    ['XX', ''],
    ['constructor', ''],
    [null, ''],
  ])('%j -> %j', (code, name) => {
    expect(getRoomTypeName(code)).toBe(name);
  });

  it('has the six codes of the table', () => {
    expect(Object.keys(ROOM_TYPES)).toEqual(['DB', 'SG', 'TW', 'TR', 'QD', 'OT']);
  });
});
