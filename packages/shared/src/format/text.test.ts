import { describe, expect, it } from 'vitest';
import { pluralSuffix, stripConfirmationSuffix, trimText } from './text';

describe('pluralSuffix', () => {
  it.each([
    [-1, ''],
    [0, ''],
    [1, ''],
    [2, 's'],
    [14, 's'],
    [1.5, 's'],
  ])('%d -> %j', (count, suffix) => {
    expect(pluralSuffix(count)).toBe(suffix);
  });
});

describe('stripConfirmationSuffix', () => {
  it.each([
    ['HBV-20931 -cl', 'HBV-20931'],
    ['HBV-20931 -ar', 'HBV-20931'],
    ['HBV-20931 -rc', 'HBV-20931'],
    ['Conf 8812 -ar -rc', 'Conf 8812'],
    ['Conf 8812 -cl confirmed by Sam', 'Conf 8812 confirmed by Sam'],
    ['HBV-20931', 'HBV-20931'],
    ['Booked -client', 'Booked -client'],
    ['HBV-20931-cl', 'HBV-20931-cl'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (text, expected) => {
    expect(stripConfirmationSuffix(text)).toBe(expected);
  });
});

describe('trimText', () => {
  it.each([
    ['Milford Sound cruise', 6, 'Milfor...'],
    ['Milford', 7, 'Milford'],
    ['Milford', 10, 'Milford'],
    ['Milford', 0, '...'],
    ['', 5, ''],
    [null, 5, ''],
    ['Māori cultural evening', 5, 'Māori...'],
  ])('%j to %i -> %j', (text, length, expected) => {
    expect(trimText(text, length)).toBe(expected);
  });
});
