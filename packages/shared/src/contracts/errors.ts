import { z } from 'zod';

/** Every API error answers this body (with a 4xx or 5xx status). */
export const ZApiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** The message fragments the web client reacts to (SPEC sections 6 and 8). */
export const UNAUTHENTICATED_MESSAGES = {
  admin: 'Unauthenticated: please sign in as an admin.',
  agent: 'Unauthenticated.',
  supplier: 'Unauthenticated: please sign in as a supplier.',
} as const;
