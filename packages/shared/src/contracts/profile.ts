import { z } from 'zod';
import { ZSessionUser } from './auth';

/** GET and PATCH /api/profile answer the signed-in user as it now is. */
export const ZProfileResponse = z.object({ user: ZSessionUser });
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

/**
 * The signed-in user's own preferences (GET and PUT /api/profile/preferences, the agent's
 * /app/settings). The language is the browser's choice (the header's select), so it is not here.
 */
export const ZUserPreferences = z
  .object({
    /** Receive the "quote accepted" email when a client accepts a shared quote. */
    notifyQuoteAccepted: z.boolean(),
    /** Screens open in client view (no net, no commission) until switched. */
    defaultClientView: z.boolean(),
  })
  .strict();
export type TUserPreferences = z.infer<typeof ZUserPreferences>;
