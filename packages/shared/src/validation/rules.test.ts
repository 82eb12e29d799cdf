import { describe, expect, it } from 'vitest';
import { ZEmergencyContactRequest } from '../contracts/traveller';
import {
  PHONE_PATTERN,
  confirmedTargets,
  hasRequiredRule,
  isValidEmail,
  parseRules,
  validateValue,
} from './rules';

/** The key of the first failing rule, or null when the value passes. */
function failingKey(value: unknown, rules: string, values: Record<string, unknown> = {}) {
  return validateValue(value, rules, { values })?.key ?? null;
}

describe('required', () => {
  it.each([
    ['empty string', '', 'required'],
    ['null', null, 'required'],
    ['undefined', undefined, 'required'],
    ['only spaces', '   ', 'required'],
    ['empty list', [], 'required'],
    ['text', 'Queenstown', null],
    ['a single space-padded letter', ' a ', null],
    ['zero', 0, null],
    ['false', false, null],
    ['a chosen item', ['AC'], null],
  ])('%s -> %s', (_name, value, expected) => {
    expect(failingKey(value, 'required')).toBe(expected);
  });
});

describe('shortRequired (fails when falsy)', () => {
  it.each([
    ['empty string', '', 'shortRequired'],
    ['null', null, 'shortRequired'],
    ['undefined', undefined, 'shortRequired'],
    ['zero', 0, 'shortRequired'],
    ['false', false, 'shortRequired'],
    ['NaN', Number.NaN, 'shortRequired'],
    ['a space (truthy)', ' ', null],
    ['text', 'x', null],
    ['one', 1, null],
  ])('%s -> %s', (_name, value, expected) => {
    expect(failingKey(value, 'shortRequired')).toBe(expected);
  });
});

describe('length:n (maximum)', () => {
  it.each([
    ['shorter', 'abcd', null],
    ['exactly n', 'abcde', null],
    ['one over', 'abcdef', 'length'],
    ['empty', '', null],
    ['null', null, null],
    ['a number with too many digits', 123456, 'length'],
  ])('%s -> %s', (_name, value, expected) => {
    expect(failingKey(value, 'length:5')).toBe(expected);
  });

  it('passes n to the message', () => {
    expect(validateValue('x'.repeat(51), 'length:50')).toEqual({
      key: 'length',
      params: { n: 50 },
    });
  });
});

describe('min-length:n', () => {
  it.each([
    ['empty passes', '', null],
    ['null passes', null, null],
    ['undefined passes', undefined, null],
    ['one short', 'abcd', 'minLength'],
    ['a single character', 'a', 'minLength'],
    ['exactly n', 'abcde', null],
    ['longer', 'abcdefgh', null],
  ])('%s -> %s', (_name, value, expected) => {
    expect(failingKey(value, 'min-length:5')).toBe(expected);
  });

  it('passes n to the message', () => {
    expect(validateValue('abc', 'min-length:8')).toEqual({ key: 'minLength', params: { n: 8 } });
  });
});

describe('exact-length:n', () => {
  it.each([
    ['empty passes', '', null],
    ['null passes', null, null],
    ['exactly n', '1010', null],
    ['one short', '101', 'exactLength'],
    ['one over', '10101', 'exactLength'],
    ['a number of the right length', 6011, null],
  ])('%s -> %s', (_name, value, expected) => {
    expect(failingKey(value, 'exact-length:4')).toBe(expected);
  });

  it('passes n to the message', () => {
    expect(validateValue('12', 'exact-length:4')).toEqual({ key: 'exactLength', params: { n: 4 } });
  });
});

describe('email', () => {
  it.each([
    ['empty passes', '', null],
    ['null passes', null, null],
    ['a plain address', 'bookings@kiwihorizons.co.nz', null],
    ['one character each side', 'a@b.c', null],
    ['a plus tag', 'nz.agent+quotes@example.com', null],
    ['no @', 'bookings.kiwihorizons.co.nz', 'email'],
    ['leading @', '@kiwihorizons.co.nz', 'email'],
    ['no dot after the @', 'bookings@kiwihorizons', 'email'],
    ['the only dot right after the @', 'bookings@.nz', 'email'],
    // The spec asks for *a* dot with a character between it and the @; a later dot qualifies.
    ['a dot right after the @ and another later', 'bookings@.co.nz', null],
    ['dot only before the @', 'book.ings@kiwihorizons', 'email'],
    ['nothing after the last dot', 'bookings@kiwihorizons.', 'email'],
    ['nothing after the last of several dots', 'bookings@kiwihorizons.co.', 'email'],
    ['a space inside', 'book ings@kiwihorizons.co.nz', 'email'],
    ['a leading space', ' bookings@kiwihorizons.co.nz', 'email'],
    ['a trailing space', 'bookings@kiwihorizons.co.nz ', 'email'],
    ['a tab', 'bookings@kiwi\thorizons.nz', 'email'],
  ])('%s -> %s', (_name, value, expected) => {
    expect(failingKey(value, 'email')).toBe(expected);
  });

  it('judges the domain after the last @', () => {
    expect(isValidEmail('a@b@c.nz')).toBe(true);
    expect(isValidEmail('a@b.nz@c')).toBe(false);
  });
});

describe('confirmed:field', () => {
  it.each([
    ['matching', 'Demo-pass-2026', { password: 'Demo-pass-2026' }, null],
    ['different', 'Demo-pass-2026', { password: 'Demo-pass-2027' }, 'confirmed'],
    ['case differs', 'demo-pass-2026', { password: 'Demo-pass-2026' }, 'confirmed'],
    ['both empty', '', { password: '' }, null],
    ['confirmation empty', '', { password: 'secret' }, 'confirmed'],
    ['other field missing and value empty', undefined, {}, null],
    ['other field missing', 'secret', {}, 'confirmed'],
  ])('%s -> %s', (_name, value, values, expected) => {
    expect(failingKey(value, 'confirmed:password', values)).toBe(expected);
  });
});

describe('phone', () => {
  it.each([
    ['empty passes', '', null],
    ['null passes', null, null],
    ['plus, bracketed group, space and dash', '+(021) 123-4567', null],
    ['spaces, bare area group', '021 123 4567', null],
    ['bracketed group, dot separator, 5 final digits', '(021)123.45678', null],
    ['digits only', '0211234567', null],
    ['plus and digits only', '+6421234567', null],
    ['dashes', '021-123-4567', null],
    ['dots', '021.123.4567', null],
    ['no area group, 3 then 4 digits', '123-4567', null],
    ['no area group, 3 then 8 digits', '123 45678901', null],
    ['8 final digits with area group', '(021) 123 45678901', null],
    ['9 final digits', '(021) 123 456789012', 'phoneFormat'],
    ['3 final digits', '021 123 456', 'phoneFormat'],
    ['letters', '021 CALL NOW', 'phoneFormat'],
    ['bracketed group of 2 digits', '(21) 123 4567', 'phoneFormat'],
    ['unbalanced bracket', '(021 123 4567', 'phoneFormat'],
    ['two separators in a row', '021  123 4567', 'phoneFormat'],
    ['a slash separator', '021/123/4567', 'phoneFormat'],
    ['a leading separator', '-123-4567', 'phoneFormat'],
    ['plus in the middle', '021+1234567', 'phoneFormat'],
    ['two plus signs', '++021 123 4567', 'phoneFormat'],
    ['a trailing space', '021 123 4567 ', 'phoneFormat'],
  ])('%s: %j -> %s', (_name, value, expected) => {
    expect(failingKey(value, 'phone')).toBe(expected);
  });

  it('uses an anchored pattern', () => {
    expect(PHONE_PATTERN.test('call 021 123 4567')).toBe(false);
  });
});

describe("intlPhone (travellers' emergency numbers, issue 19 point 26)", () => {
  it.each([
    ['empty passes', '', null],
    ['a New Zealand mobile with its code', '+64 21 555 1234', null],
    ['an Australian mobile', '+61 412 345 678', null],
    ['the help line as New Zealand writes it', '09 309 5500', null],
    ['a UK number', '+44 20 7946 0958', null],
    ['too short', '+64 21', 'intlPhone'],
    ['letters', 'call me', 'intlPhone'],
  ])('%s: %j -> %s', (_name, value, expected) => {
    expect(failingKey(value, 'intlPhone')).toBe(expected);
  });

  it('is what the emergency contact contract checks', () => {
    const contact = { title: 'Ms', fullName: 'Ana Smith', phone: '+61 412 345 678' };
    expect(ZEmergencyContactRequest.safeParse(contact).success).toBe(true);
    expect(ZEmergencyContactRequest.safeParse({ ...contact, phone: '09 309 5500' }).success).toBe(
      true,
    );
    expect(ZEmergencyContactRequest.safeParse({ ...contact, phone: '12' }).success).toBe(false);
  });
});

describe('numeric and date (default message)', () => {
  it.each([
    ['numeric', '', null],
    ['numeric', '12', null],
    ['numeric', '-3.5', null],
    ['numeric', 7, null],
    ['numeric', 'ten', 'default'],
    ['numeric', '1e5', 'default'],
    ['numeric', Number.NaN, 'default'],
    ['date', '', null],
    ['date', '2027-03-05', null],
    ['date', '2028-02-29', null],
    ['date', '2027-02-29', 'default'],
    ['date', '05/03/2027', 'default'],
  ])('%s %j -> %s', (rules, value, expected) => {
    expect(failingKey(value, rules)).toBe(expected);
  });
});

describe('rule order', () => {
  it.each([
    ['required fails before email', '', 'required|email', 'required'],
    ['length fails before email', 'x'.repeat(11), 'length:10|email', 'length'],
    ['email fails when length passes', 'xx', 'length:10|email', 'email'],
    ['the order written decides', 'x'.repeat(11), 'email|length:10', 'email'],
    ['min-length before confirmed', 'abc', 'required|min-length:8|confirmed:password', 'minLength'],
    ['all pass', 'a@b.co', 'required|length:10|email', null],
  ])('%s', (_name, value, rules, expected) => {
    expect(failingKey(value, rules, { password: 'different' })).toBe(expected);
  });
});

describe('parseRules', () => {
  it('reads names and parameters, ignoring spaces and empty parts', () => {
    expect(parseRules(' required | length:50 ||confirmed:password ')).toEqual([
      { name: 'required', param: undefined },
      { name: 'length', param: '50' },
      { name: 'confirmed', param: 'password' },
    ]);
  });

  it('accepts an empty rules string', () => {
    expect(parseRules('')).toEqual([]);
    expect(validateValue('', '')).toBeNull();
  });

  it.each([
    ['an unknown rule', 'required|emial', /Unknown validation rule "emial"/],
    ['a length without n', 'length', /needs a whole number/],
    ['a length that is not a number', 'min-length:ten', /needs a whole number/],
    ['confirmed without a field', 'confirmed', /needs a field name/],
    ['a parameter where none is taken', 'email:strict', /takes no parameter/],
  ])('throws for %s', (_name, rules, message) => {
    expect(() => parseRules(rules)).toThrow(message);
  });

  it('finds required fields and confirmation targets', () => {
    expect(hasRequiredRule('length:5|required')).toBe(true);
    expect(hasRequiredRule('shortRequired')).toBe(true);
    expect(hasRequiredRule('email')).toBe(false);
    expect(hasRequiredRule(undefined)).toBe(false);
    expect(confirmedTargets('required|confirmed:password')).toEqual(['password']);
    expect(confirmedTargets('required')).toEqual([]);
  });
});
