import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, formatValidationMessage, parseValidationMessage } from './messages';
import type { TValidationIssue } from './rules';

describe('formatValidationMessage', () => {
  it.each<[TValidationIssue, string]>([
    [{ key: 'default', params: {} }, 'Group size is not valid.'],
    [{ key: 'required', params: {} }, 'This field is required'],
    [{ key: 'shortRequired', params: {} }, 'Required'],
    [{ key: 'length', params: { n: 50 } }, 'This field must be 50 or less characters'],
    [{ key: 'minLength', params: { n: 8 } }, 'This field must be 8 or more characters'],
    [{ key: 'exactLength', params: { n: 4 } }, 'This field must be 4 characters'],
    [{ key: 'email', params: {} }, 'This field must be a valid email'],
    [{ key: 'confirmed', params: {} }, 'Passwords must match'],
    [{ key: 'phone', params: {} }, 'This field must be a valid phone number'],
    [
      { key: 'phoneFormat', params: {} },
      'This field must be a valid phone number, e.g. 021 555 1234 or (021) 555-1234',
    ],
  ])('%j -> %s', (issue, text) => {
    expect(formatValidationMessage(issue, 'Group size')).toBe(text);
  });
});

describe('parseValidationMessage', () => {
  it('reads every English message back into its issue', () => {
    for (const key of Object.keys(VALIDATION_MESSAGES) as Array<keyof typeof VALIDATION_MESSAGES>) {
      const params: Record<string, number> = VALIDATION_MESSAGES[key].includes('{n}')
        ? { n: 12 }
        : {};
      const text = formatValidationMessage({ key, params }, 'Travel date');
      expect(parseValidationMessage(text)).toEqual({ key, params });
    }
  });

  it('returns null for a message the rules did not produce', () => {
    expect(parseValidationMessage('This reference is already in use.')).toBeNull();
    expect(parseValidationMessage('This field must be many or less characters')).toBeNull();
  });
});
