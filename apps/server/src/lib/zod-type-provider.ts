import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import { ZodError, type z } from 'zod';

/** Types request parts from the zod schemas a route declares (body, querystring, params, response). */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

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
