import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMeResponse,
  ZMessageResponse,
  ZResetPasswordRequest,
} from '@portal/shared/contracts/auth';
import type { TAppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth';
import { setCsrfCookie } from '../../plugins/csrf';
import { randomToken } from '../../lib/tokens';
import { authPolicy, authRateLimits } from './auth.policy';
import {
  LOGGED_OUT_MESSAGE,
  login,
  logout,
  requestPasswordReset,
  resetPassword,
  RESET_DONE_MESSAGE,
  RESET_SENT_MESSAGE,
} from './auth.service';

function requestMeta(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export function registerAuthRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/auth/login',
    {
      config: { access: authPolicy.login },
      schema: { body: ZLoginRequest, response: { 200: ZLoginResponse } },
    },
    async (request, reply) => {
      const result = await login(ctx, request.body, {
        ...requestMeta(request),
        previousSessionId: request.authSession?.id ?? null,
      });
      setSessionCookie(reply, ctx.config, result.token, result.session.expiresAt);
      setCsrfCookie(reply, ctx.config, result.session.csrfToken);
      return { user: result.user };
    },
  );

  routes.post(
    '/api/auth/logout',
    {
      config: { access: authPolicy.logout },
      schema: { response: { 200: ZMessageResponse } },
    },
    async (request, reply) => {
      await logout(ctx, request.authSession, request.sessionUser, requestMeta(request));
      clearSessionCookie(reply, ctx.config);
      setCsrfCookie(reply, ctx.config, randomToken());
      return { message: LOGGED_OUT_MESSAGE };
    },
  );

  routes.get(
    '/api/auth/me',
    {
      config: { access: authPolicy.me },
      schema: { response: { 200: ZMeResponse } },
    },
    async (request) => ({ user: request.sessionUser }),
  );

  routes.post(
    '/api/auth/forgot-password',
    {
      config: { access: authPolicy.forgotPassword, rateLimit: authRateLimits.forgotPassword },
      schema: { body: ZForgotPasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body, requestMeta(request));
      return { message: RESET_SENT_MESSAGE };
    },
  );

  routes.post(
    '/api/auth/reset-password',
    {
      config: { access: authPolicy.resetPassword, rateLimit: authRateLimits.resetPassword },
      schema: { body: ZResetPasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await resetPassword(ctx, request.body, requestMeta(request));
      return { message: RESET_DONE_MESSAGE };
    },
  );
}
