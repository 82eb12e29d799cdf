import type { TFieldRules } from '../validation/fields';

/**
 * One field -> rules map per form (SPEC section 5): the web form validates its inputs with it and
 * the request contracts in auth.ts enforce the same map on the server, so both answer the same
 * words. No zod here: the sign-in pages import these maps (docs/decisions/012-front-end-budgets.md).
 */
const USERNAME_RULES = 'required|length:100';
const PASSWORD_RULES = 'required|length:200';
/** New passwords: long enough to resist guessing, short enough to hash cheaply. */
const NEW_PASSWORD_RULES = 'required|min-length:8|length:200';
const CONFIRMATION_RULES = 'required|confirmed:password';

export const LOGIN_RULES = {
  username: USERNAME_RULES,
  password: PASSWORD_RULES,
} as const satisfies TFieldRules;

export const FORGOT_PASSWORD_RULES = { username: USERNAME_RULES } as const satisfies TFieldRules;

export const RESET_PASSWORD_RULES = {
  password: NEW_PASSWORD_RULES,
  password_confirmation: CONFIRMATION_RULES,
} as const satisfies TFieldRules;

export const PROFILE_RULES = {
  name: 'required|length:120',
  email: 'required|email|length:200',
} as const satisfies TFieldRules;

export const CHANGE_PASSWORD_RULES = {
  current_password: PASSWORD_RULES,
  password: NEW_PASSWORD_RULES,
  password_confirmation: CONFIRMATION_RULES,
} as const satisfies TFieldRules;
