import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../config/env';
import { AppError } from '../lib/app-error';
import { randomToken, safeEqual } from '../lib/tokens';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const CSRF_MISMATCH_MESSAGE = 'CSRF token mismatch.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The readable cookie the web client echoes in X-XSRF-TOKEN. */
export function setCsrfCookie(reply: FastifyReply, config: TConfig, token: string): void {
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: config.isProduction,
  });
}

/**
 * Double-submit CSRF protection. A signed-in browser's token is the one stored with its session
 * (so a cookie planted by another site cannot match); before sign-in it is the random cookie value.
 * State-changing requests must echo the token in X-XSRF-TOKEN and carry
 * X-Requested-With: XMLHttpRequest, which a cross-site form cannot send.
 * Registered after the session is resolved.
 */
export function registerCsrf(app: FastifyInstance, config: TConfig): void {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    // Partner routes take only an API key in a header, which another site cannot make a browser
    // send: no ambient credential to forge with, and no cookie to hand out.
    if (request.routeOptions.config?.access?.type === 'partner') return done();
    const cookieToken = request.cookies[CSRF_COOKIE];
    const expected = request.authSession?.csrfToken ?? (cookieToken || null);
    if (!expected) {
      setCsrfCookie(reply, config, randomToken());
    } else if (cookieToken !== expected) {
      setCsrfCookie(reply, config, expected);
    }

    if (!SAFE_METHODS.has(request.method) && request.routeOptions.config?.csrf !== false) {
      const header = request.headers[CSRF_HEADER];
      const isXhr = request.headers['x-requested-with'] === 'XMLHttpRequest';
      if (!isXhr || !expected || typeof header !== 'string' || !safeEqual(header, expected)) {
        throw new AppError('FORBIDDEN', CSRF_MISMATCH_MESSAGE);
      }
    }
    done();
  });
}
