import { AppError } from './app-error';

/**
 * The PostgreSQL errors a write can meet (the same codes from PGlite), whether drizzle wrapped
 * them or not, and the LIKE pattern every search builds.
 */

/** The driver's error, whether drizzle wrapped it (DrizzleQueryError.cause) or not. */
function databaseErrorOf(error: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth += 1) {
    const candidate = current as Error & { code?: unknown; constraint?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    current = candidate.cause;
  }
  return null;
}

/** PostgreSQL unique_violation (23505), optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const dbError = databaseErrorOf(error);
  if (dbError?.code !== '23505') return false;
  return (
    constraint === undefined ||
    dbError.constraint === undefined ||
    dbError.constraint === constraint
  );
}

/** PostgreSQL foreign_key_violation (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23503';
}

/** PostgreSQL check_violation (23514). */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const dbError = databaseErrorOf(error);
  if (dbError?.code !== '23514') return false;
  return (
    constraint === undefined ||
    dbError.constraint === undefined ||
    dbError.constraint === constraint
  );
}

/**
 * Runs a write and turns a duplicate code (a race past the service's own check) into the same
 * 422 the check gives.
 */
export async function withUniqueCode<T>(write: () => Promise<T>, constraint: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw duplicateCode();
    throw error;
  }
}

export function duplicateCode(): AppError {
  return AppError.invalidField('code', 'This code is already in use');
}

/** "%term%" for ILIKE, with the wildcard characters of the term itself escaped. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
