import type { TFunction } from 'i18next';
import { z, type ZodType } from 'zod';
import { ApiError, type TFieldErrors } from '../../../lib/api-client';

/**
 * The messages of contracts/partner-api.ts that are not the shared rules' (those the validation
 * namespace translates already), with their keys in this namespace. The server answers the same
 * English text in its 422s; a message missing here is shown as the server wrote it.
 */
export const CONTRACT_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Choose at least one scope': 'errors.scopesRequired',
  'Choose a scope from the list': 'errors.scopeUnknown',
  'Choose at least one event': 'errors.eventsRequired',
  'Choose an event from the list': 'errors.eventUnknown',
  'Must be a web address starting with https://': 'errors.url',
};

function translateErrors(errors: TFieldErrors, t: TFunction): TFieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => {
        const key = CONTRACT_MESSAGE_KEYS[message];
        return key ? t(key, { ns: 'partner-api' }) : message;
      }),
    ]),
  );
}

/** A failed save with the contract's own messages in the reader's language. */
export function translateContractError(error: unknown, t: TFunction): unknown {
  if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0) return error;
  return new ApiError(
    error.status,
    error.message,
    translateErrors(error.errors, t),
    error.requestId,
  );
}

/**
 * Checks a body with the server's own contract before sending it, and fails the way the server
 * would (a 422 whose messages sit under the form's inputs). An issue inside a list (one event of
 * `events`) is shown under the list's input.
 */
export function checkWithContract<T>(
  schema: ZodType<unknown>,
  body: T,
  t: TFunction,
  message: string,
): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return body;
  const errors: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    (errors[field] ??= []).push(issue.message);
  }
  throw new ApiError(422, message, translateErrors(errors, t));
}

/**
 * The maximum length a contract's text field declares, for the form's `length:` rule, looked up
 * through a default (`.default('')`) and pipes (`.pipe(z.url())`) to the string underneath. A
 * field without one fails at once, rather than leaving the form without its rule.
 */
export function maxLengthOf(schema: ZodType): number {
  let current: ZodType = schema;
  for (;;) {
    if (current instanceof z.ZodDefault) current = current.unwrap() as ZodType;
    else if (current instanceof z.ZodPipe) current = current.in as ZodType;
    else break;
  }
  if (current instanceof z.ZodString && typeof current.maxLength === 'number') {
    return current.maxLength;
  }
  throw new Error('The contract field declares no maximum length.');
}
