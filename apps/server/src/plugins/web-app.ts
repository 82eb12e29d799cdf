import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TApiError } from '@portal/shared/contracts/errors';
import { isSignInPagePath, SIGN_IN_HTML } from '@portal/shared/domain/sign-in-pages';
import { isTravellerPagePath, TRAVELLER_HTML } from '@portal/shared/domain/traveller-pages';
import { NOT_FOUND_MESSAGE } from './error-handler';

/** Paths the server answers itself; everything else can be a page of the single-page app. */
function isServerPath(url: string): boolean {
  return (
    url === '/api' ||
    url.startsWith('/api/') ||
    url.startsWith('/broadcasting/') ||
    url.startsWith('/realtime') ||
    /^\/get-[^/]+-permission-to-/.test(url)
  );
}

const STATIC_EXTENSIONS =
  /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|txt|webmanifest)$/i;

function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send({ message: NOT_FOUND_MESSAGE, requestId: String(request.id) } satisfies TApiError);
}

/**
 * Serves the built web app from WEB_DIST when it exists: hashed files under /assets/ are cached
 * for a year, index.html never, and any other page path falls back to index.html so the client
 * router can render it. The traveller pages (/travel-app, /quote, /payments, /prize-cart) are a
 * second, lighter entry: they get traveller.html (docs/decisions/010-traveller-pages.md), and the
 * three login pages get the light sign-in.html (docs/decisions/012-front-end-budgets.md). Unknown
 * API paths always answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  if (!hasWebApp) {
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  // serve:false only adds reply.sendFile; files are served from the not-found handler below, so
  // the route table holds nothing but the API's own, guarded routes.
  await app.register(fastifyStatic, { root: webDist, serve: false });

  const root = path.resolve(webDist);
  const hasTravellerPages = existsSync(path.join(webDist, TRAVELLER_HTML));
  const hasSignInPages = existsSync(path.join(webDist, SIGN_IN_HTML));
  const htmlFiles = new Set(['index.html', TRAVELLER_HTML, SIGN_IN_HTML]);
  const sendHtml = (reply: FastifyReply, file: string) =>
    reply.header('cache-control', 'no-cache').sendFile(file, { cacheControl: false });
  const sendIndex = (reply: FastifyReply) => sendHtml(reply, 'index.html');

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodeURIComponentSafe(request.url.split('?')[0] ?? '/');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || pathname === null) {
      return sendNotFound(request, reply);
    }
    if (isServerPath(pathname)) return sendNotFound(request, reply);

    const file = path.resolve(root, `.${path.posix.normalize(pathname)}`);
    const isInside = file.startsWith(`${root}${path.sep}`);
    if (isInside && isFile(file)) {
      const relative = path.relative(root, file);
      if (htmlFiles.has(relative)) return sendHtml(reply, relative);
      const isHashedAsset = relative.startsWith(`assets${path.sep}`);
      return reply.sendFile(relative, {
        cacheControl: true,
        immutable: isHashedAsset,
        maxAge: isHashedAsset ? 31_536_000_000 : 0,
      });
    }
    // A missing script or image must not be answered with HTML.
    if (pathname.startsWith('/assets/') || STATIC_EXTENSIONS.test(pathname)) {
      return sendNotFound(request, reply);
    }
    if (hasTravellerPages && isTravellerPagePath(pathname)) return sendHtml(reply, TRAVELLER_HTML);
    if (hasSignInPages && isSignInPagePath(pathname)) return sendHtml(reply, SIGN_IN_HTML);
    return sendIndex(reply);
  });
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
