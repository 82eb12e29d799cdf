import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import { ZodError, z } from 'zod';

/** Types request parts from the zod schemas a route declares (body, querystring, params, response). */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export const INVALID_TEXT_MESSAGE = 'This field contains characters that are not valid text';

/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Paths of every string holding U+0000 or a lone surrogate. PostgreSQL stores neither (text
 * refuses the NUL, jsonb the escaped surrogate), so such input would fail in the database (a 500)
 * wherever a schema lets the string through; it is refused up front instead.
 */
function invalidTextPaths(value: unknown, path: PropertyKey[] = [], depth = 0): PropertyKey[][] {
  if (typeof value === 'string')
    return value.includes('\u0000') || LONE_SURROGATE.test(value) ? [path] : [];
  if (typeof value !== 'object' || value === null || depth > 64) return [];
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  const found: PropertyKey[][] = [];
  for (const [key, item] of entries) {
    found.push(...invalidTextPaths(item, [...path, key], depth + 1));
    if (found.length >= 20) break;
  }
  return found;
}

/** Refuses invalid text anywhere in the input, one issue per field, before the route's schema. */
const ZValidText = z.unknown().superRefine((data, ctx) => {
  for (const path of invalidTextPaths(data)) {
    ctx.addIssue({ code: 'custom', path, message: INVALID_TEXT_MESSAGE });
  }
});

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && 'safeParse' in schema;
}

/**
 * Routes declare zod schemas; this makes Fastify validate with them (a ZodError becomes a 422 in
 * the error handler) and pass response bodies through their schema, which strips any field a
 * presenter let slip.
 */
export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    if (!isZodSchema(schema)) throw new Error('Route schemas must be zod schemas');
    return (data: unknown) => {
      const text = ZValidText.safeParse(data);
      if (!text.success) return { error: text.error };
      const result = schema.safeParse(data);
      return result.success ? { value: result.data } : { error: result.error };
    };
  });
  app.setSerializerCompiler(({ schema }) => {
    if (!isZodSchema(schema)) throw new Error('Response schemas must be zod schemas');
    return (data: unknown) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        throw new Error(`Response does not match its schema: ${result.error.message}`);
      }
      return JSON.stringify(result.data);
    };
  });
}

export { ZodError };
