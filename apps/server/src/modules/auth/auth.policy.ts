import { publicAccess } from '../../plugins/auth';

/**
 * Signing in and out and recovering a password happen before anyone is known. Login failures
 * are limited by the login limiter (per account and IP); the reset endpoints, which send mail or
 * test tokens, by request rate per IP.
 */
export const authPolicy = {
  login: publicAccess,
  logout: publicAccess,
  me: publicAccess,
  forgotPassword: publicAccess,
  resetPassword: publicAccess,
};

export const authRateLimits = {
  forgotPassword: { max: 10, timeWindow: 15 * 60_000 },
  resetPassword: { max: 20, timeWindow: 15 * 60_000 },
};
