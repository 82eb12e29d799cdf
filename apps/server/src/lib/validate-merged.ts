import type { z } from 'zod';
import { AppError } from './app-error';

/** Re-checks a merged entity (stored fields overlaid with a PATCH) against the create schema. */
export function validateMerged<S extends z.ZodType>(schema: S, merged: unknown): z.output<S> {
  const result = schema.safeParse(merged);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  throw new AppError('VALIDATION', first, { errors });
}
