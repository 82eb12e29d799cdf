import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { TApiError } from '@portal/shared/contracts/errors';
import { AppError } from '../lib/app-error';
import { isDependencyUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../lib/dependency-errors';

export const SERVER_ERROR_MESSAGE = 'Server Error.';
export const NOT_FOUND_MESSAGE = 'Not Found.';

export type TErrorReporter = (error: unknown, request: FastifyRequest) => void;

/** Per-field messages keyed by the dotted path of the field (e.g. "password_confirmation"). */
function fieldErrors(error: ZodError): Record<string, string[]> {
  // No prototype: a field named "constructor" or "__proto__" is just a field.
  const errors = Object.create(null) as Record<string, string[]>;
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** The Laravel-style summary the web client shows: the first message, plus how many more. */
function summarise(errors: Record<string, string[]>): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
}

/**
 * One place that turns failures into `{ message, errors?, requestId }`: AppError by its code,
 * schema failures as 422, Fastify's own client errors (bad JSON, wrong content type, too large)
 * with their 4xx status, a database or Redis that cannot be reached as 503 (the caller may retry;
 * docs/decisions/016), and anything else as a logged 500 with a generic message.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: { reportError?: TErrorReporter } = {},
): void {
  app.setErrorHandler((rawError: unknown, request, reply) => {
    const requestId = String(request.id);
    if (rawError instanceof AppError) {
      const body: TApiError = { message: rawError.message, requestId };
      if (rawError.errors) body.errors = rawError.errors;
      return reply.code(rawError.statusCode).headers(rawError.headers).send(body);
    }
    if (rawError instanceof ZodError) {
      const errors = fieldErrors(rawError);
      return reply
        .code(422)
        .send({ message: summarise(errors), errors, requestId } satisfies TApiError);
    }
    const error = rawError as Partial<FastifyError>;
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ message: error.message ?? 'Bad Request.', requestId } satisfies TApiError);
    }
    if (isDependencyUnavailable(rawError)) {
      // Not a bug: reported as a warning, not to Sentry, which would fill up during an outage.
      request.log.warn({ err: rawError }, 'Dependency unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: SERVICE_UNAVAILABLE_MESSAGE, requestId } satisfies TApiError);
    }
    request.log.error({ err: rawError }, 'Unhandled error');
    options.reportError?.(rawError, request);
    return reply.code(500).send({ message: SERVER_ERROR_MESSAGE, requestId } satisfies TApiError);
  });
}
