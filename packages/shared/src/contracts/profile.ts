import { z } from 'zod';
import { ZSessionUser } from './auth';

/** GET and PATCH /api/profile answer the signed-in user as it now is. */
export const ZProfileResponse = z.object({ user: ZSessionUser });
export type TProfileResponse = z.infer<typeof ZProfileResponse>;
