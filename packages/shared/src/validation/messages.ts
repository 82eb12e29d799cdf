import type { TValidationIssue, TValidationMessageKey } from './rules';
import { VALIDATION_MESSAGE_KEYS } from './rules';

/**
 * The English messages, word for word from SPEC section 5. The server answers these; the web's
 * `validation` namespace holds the same text for `en` (a test keeps them equal) and the
 * translations. Placeholders: `{n}` a length, `{field}` the field's label.
 */
export const VALIDATION_MESSAGES: Record<TValidationMessageKey, string> = {
  default: '{field} is not valid.',
  required: 'This field is required',
  shortRequired: 'Required',
  length: 'This field must be {n} or less characters',
  minLength: 'This field must be {n} or more characters',
  exactLength: 'This field must be {n} characters',
  email: 'This field must be a valid email',
  confirmed: 'Passwords must match',
  phone: 'This field must be a valid phone number',
  phoneFormat: 'This field must be a valid phone number, e.g. 021 555 1234 or (021) 555-1234',
  intlPhone: 'Enter a phone number with its country code, e.g. +64 21 555 1234',
};

/** The English text of an issue; `field` is the label used by the default message. */
export function formatValidationMessage(issue: TValidationIssue, field: string): string {
  const params: Record<string, string | number> = { ...issue.params, field };
  return VALIDATION_MESSAGES[issue.key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const MESSAGE_PATTERNS = VALIDATION_MESSAGE_KEYS.map((key) => {
  const names: string[] = [];
  const source = escapeRegExp(VALIDATION_MESSAGES[key]).replace(
    /\\\{(\w+)\\\}/g,
    (_placeholder, name: string) => {
      names.push(name);
      return name === 'n' ? '(\\d+)' : '(.+)';
    },
  );
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/**
 * Reads an English message from the server's 422 `errors` back into an issue, so the web can show
 * it in the user's language. Returns null for messages the rules did not produce (for example
 * "This reference is already in use."), which the web shows as the server wrote them.
 */
export function parseValidationMessage(message: string): TValidationIssue | null {
  for (const { key, names, pattern } of MESSAGE_PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const params: Record<string, string | number> = {};
    names.forEach((name, index) => {
      // The label comes from the web's own field, in the user's language, not from the server.
      if (name === 'field') return;
      params[name] = Number(match[index + 1]);
    });
    return { key, params };
  }
  return null;
}
