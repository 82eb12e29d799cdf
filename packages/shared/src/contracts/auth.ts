import { z } from 'zod';
import { USER_KINDS } from '../domain/user-kinds';

const ZUsername = z.string().trim().min(1).max(100);
const ZPassword = z.string().min(1).max(200);
/** New passwords: long enough to resist guessing, short enough to hash cheaply. */
export const ZNewPassword = z.string().min(8).max(200);

export const ZUserKind = z.enum(USER_KINDS);

export const ZLoginRequest = z.object({
  area: ZUserKind,
  username: ZUsername,
  password: ZPassword,
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSessionUser = z.object({
  id: z.number().int(),
  kind: ZUserKind,
  username: z.string(),
  name: z.string(),
  email: z.string(),
  agencyId: z.number().int().nullable(),
  agencyName: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  brandId: z.number().int().nullable(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZMeResponse = z.object({ user: ZSessionUser.nullable() });
export type TMeResponse = z.infer<typeof ZMeResponse>;

export const ZLoginResponse = z.object({ user: ZSessionUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZForgotPasswordRequest = z.object({ area: ZUserKind, username: ZUsername });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z
  .object({
    token: z.string().trim().min(1).max(200),
    password: ZNewPassword,
    password_confirmation: z.string().max(200),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords must match',
  });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZUpdateProfileRequest = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.email().max(200),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZChangePasswordRequest = z
  .object({
    current_password: ZPassword,
    password: ZNewPassword,
    password_confirmation: z.string().max(200),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords must match',
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZPermissionState = z.object({
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
