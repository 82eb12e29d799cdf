import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';
import { isApiError } from './api-client';

/**
 * Form errors for the shell's forms. The shared contract validates the form before it is sent (the
 * same schema the server applies); its issues become the spec's field messages (SPEC section 5) in
 * the user's language. Server field errors (422) are shown as the server worded them.
 */

export type TFormErrors = Partial<Record<string, string>>;

interface TIssue {
  code: string;
  path: PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
  origin?: unknown;
}

function messageFor(issue: TIssue, t: TFunction): string {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? t('validation.required', { ns: 'common' })
        : t('validation.minLength', { ns: 'common', n: Number(issue.minimum) });
    case 'too_big':
      return t('validation.maxLength', { ns: 'common', n: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email'
        ? t('validation.email', { ns: 'common' })
        : t('validation.invalid', { ns: 'common' });
    case 'custom':
      // The contracts' only refinements compare a password with its confirmation.
      return t('validation.confirmed', { ns: 'common' });
    default:
      return t('validation.invalid', { ns: 'common' });
  }
}

/** The first message per field, or null when the values pass the schema. */
export function validateForm(schema: ZodType, values: unknown, t: TFunction): TFormErrors | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: TFormErrors = {};
  for (const issue of result.error.issues as TIssue[]) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= messageFor(issue, t);
  }
  return errors;
}

/** A server 422's first message per field. */
export function serverFieldErrors(error: unknown): TFormErrors {
  if (!isApiError(error)) return {};
  const errors: TFormErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
}
