import { z } from 'zod';
import { USER_KINDS } from '../domain/user-kinds';
import { withFieldRules } from '../validation/schema';
import {
  CHANGE_PASSWORD_RULES,
  FORGOT_PASSWORD_RULES,
  LOGIN_RULES,
  PROFILE_RULES,
  RESET_PASSWORD_RULES,
} from './auth-rules';

// The rules maps live in a zod-free module so the login page's JavaScript carries no zod
// (docs/decisions/012-front-end-budgets.md); they are re-exported for the server and the other forms.
export {
  CHANGE_PASSWORD_RULES,
  FORGOT_PASSWORD_RULES,
  LOGIN_RULES,
  PROFILE_RULES,
  RESET_PASSWORD_RULES,
} from './auth-rules';

/** For the command line, which sets passwords outside any form; the same limits as NEW_PASSWORD_RULES. */
export const ZNewPassword = z.string().min(8).max(200);

export const ZUserKind = z.enum(USER_KINDS);

// The shapes below only type the values (and trim text); the rules maps above judge them.
export const ZLoginRequest = withFieldRules(
  LOGIN_RULES,
  z.object({ area: ZUserKind, username: z.string().trim(), password: z.string() }),
);
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

export const ZForgotPasswordRequest = withFieldRules(
  FORGOT_PASSWORD_RULES,
  z.object({ area: ZUserKind, username: z.string().trim() }),
);
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = withFieldRules(
  RESET_PASSWORD_RULES,
  z.object({
    // Not a form field: the link the user followed carries it.
    token: z.string().trim().min(1).max(200),
    password: z.string(),
    password_confirmation: z.string(),
  }),
);
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZUpdateProfileRequest = withFieldRules(
  PROFILE_RULES,
  z.object({ name: z.string().trim(), email: z.string().trim() }),
);
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const ZChangePasswordRequest = withFieldRules(
  CHANGE_PASSWORD_RULES,
  z.object({
    current_password: z.string(),
    password: z.string(),
    password_confirmation: z.string(),
  }),
);
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZPermissionState = z.object({
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
