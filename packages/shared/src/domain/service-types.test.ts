import { describe, expect, it } from 'vitest';
import { SERVICE_TYPES, getServiceTypeName } from './service-types';

describe('getServiceTypeName (SPEC section 3)', () => {
  it.each([
    ['AC', 'Accommodation'],
    ['AF', 'Accommodation'],
    ['AT', 'Sightseeing'],
    ['CR', 'Sightseeing'],
    ['IT', 'Sightseeing'],
    ['GU', 'Guides'],
    ['IN', 'Interisland Ferry'],
    ['RC', 'Rental Cars'],
    ['SU', ''],
    ['TN', 'Train'],
    ['TR', 'Transfers'],
    ['WK', 'Guided Walks'],
    ['rc', 'Rental Cars'],
    [' tn ', 'Train'],
    ['XX', ''],
    ['toString', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (code, name) => {
    expect(getServiceTypeName(code)).toBe(name);
  });

  it('has the twelve codes of the table', () => {
    expect(Object.keys(SERVICE_TYPES)).toHaveLength(12);
  });
});
