/** Failure kinds a service may raise; the error handler maps each to its HTTP status. */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  /** An upload over the configured size limit. */
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION: 422,
  TOO_MANY_REQUESTS: 429,
  /** A third party (the payment provider) failed or answered with an error. */
  BAD_GATEWAY: 502,
  /** A third party (the payment provider) did not answer within its time-out. */
  GATEWAY_TIMEOUT: 504,
  MAINTENANCE: 503,
} as const;

export type TAppErrorCode = keyof typeof APP_ERROR_STATUS;

export const FORBIDDEN_MESSAGE = 'This action is unauthorized.';

/**
 * An expected failure whose message is safe to show to the user. Anything else that escapes a
 * handler is treated as a bug: logged, and answered with a generic 500.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: TAppErrorCode;
  readonly errors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    code: TAppErrorCode,
    message: string,
    options: { errors?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  get statusCode(): number {
    return APP_ERROR_STATUS[this.code];
  }

  /** A 422 for one field, shaped like the schema validation errors. */
  static invalidField(field: string, message: string): AppError {
    return new AppError('VALIDATION', message, { errors: { [field]: [message] } });
  }

  static forbidden(): AppError {
    return new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  }
}

/** "<What> not found." as a 404. */
export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found.`);
}
