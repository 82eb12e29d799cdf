import { describe, expect, it } from 'vitest';
import { previousMonthOf, readBrand } from './period';

describe('previousMonthOf', () => {
  it('is the whole calendar month before, leap years and the turn of the year included', () => {
    expect(previousMonthOf('2030-03-15')).toEqual({ from: '2030-02-01', to: '2030-02-28' });
    expect(previousMonthOf('2032-03-01')).toEqual({ from: '2032-02-01', to: '2032-02-29' });
    expect(previousMonthOf('2030-01-31')).toEqual({ from: '2029-12-01', to: '2029-12-31' });
    expect(previousMonthOf('2030-05-01')).toEqual({ from: '2030-04-01', to: '2030-04-30' });
  });
});

describe('readBrand', () => {
  it('reads a brand code and nothing else', () => {
    expect(readBrand('AU')).toBe('AU');
    expect(readBrand('au')).toBeNull();
    expect(readBrand(null)).toBeNull();
  });
});
