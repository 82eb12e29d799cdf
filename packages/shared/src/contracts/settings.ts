import { z } from 'zod';

export const ZToolLink = z.object({
  label: z.string().trim().min(1).max(80),
  /** A portal path ("/app/...") or an absolute http(s) address. */
  href: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/(?!\/)|https?:\/\/)/, { message: 'Use a portal path or an http(s) address.' }),
});
export type TToolLink = z.infer<typeof ZToolLink>;

/** The agent's Tools menu groups (SPEC section 2), kept in the settings table under `tools`. */
export const ZToolsSettings = z.object({
  ourTools: z.array(ZToolLink).max(20),
  planningSystem: z.array(ZToolLink).max(20),
  documentation: z.array(ZToolLink).max(20),
});
export type TToolsSettings = z.infer<typeof ZToolsSettings>;

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
      /** The 24-hour line for travellers on the road; empty when none is set. */
      emergency_phone: z.string(),
    }),
    brands: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        currency: z.string(),
        gstPercent: z.number(),
        /** The brand's operator time zone: the web's date defaults for its bookings. */
        timeZone: z.string(),
      }),
    ),
    sentry: z.object({ dsn: z.string().nullable(), tracesSampleRate: z.number() }),
    tools: ZToolsSettings,
  }),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

export const ZVersionResponse = z.object({ version: z.string() });
export type TVersionResponse = z.infer<typeof ZVersionResponse>;
