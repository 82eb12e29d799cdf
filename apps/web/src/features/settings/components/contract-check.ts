import type { ZodType } from 'zod';
import { ApiError, type TFieldErrors } from '../../../lib/api-client';

/**
 * Checks a request body with the server's own contract before sending it. A failure is thrown the
 * way the server would answer (a 422 with messages by dotted field path), so the form shows it
 * under the same inputs as a server refusal.
 */
export function checkWithContract<T>(schema: ZodType<T>, body: unknown, message: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  throw new ApiError(422, message, errors);
}
