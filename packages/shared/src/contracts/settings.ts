import { z } from 'zod';

/**
 * GET /api/get-settings. The web app reads env.general.company_name (SPEC sections 3 and 7);
 * the rest configures the shell without exposing anything secret.
 */
export const ZPublicSettings = z.object({
  env: z.object({
    general: z.object({
      company_name: z.string(),
      product_name: z.string(),
      support_phone: z.string(),
      support_email: z.string(),
    }),
    brands: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        currency: z.string(),
        gstPercent: z.number(),
      }),
    ),
    sentry: z.object({ dsn: z.string().nullable(), tracesSampleRate: z.number() }),
  }),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

export const ZVersionResponse = z.object({ version: z.string() });
export type TVersionResponse = z.infer<typeof ZVersionResponse>;
