import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAppContext } from '../../app-context';
import { notFound } from '../../lib/app-error';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { listRoutes, publicAccess } from '../../plugins/auth';
import { buildPartnerOpenApiDocument } from './openapi';

/**
 * The partner API's reference, public: the OpenAPI document at /api/openapi.json and the
 * interactive docs at /api/docs (swagger-ui-dist, served by the portal itself). The page loads
 * only this origin's files and no inline script, so the portal's page CSP (script-src 'self',
 * plugins/security-headers.ts) holds for it unchanged; the validator badge, which would load
 * from swagger.io, is turned off.
 */

const DOCS_ASSETS_PATH = '/api/docs/assets';

/** The files of swagger-ui-dist the page uses; nothing else of the package is served. */
const DOCS_ASSETS = new Set([
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'index.css',
  'favicon-32x32.png',
]);

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Fernway partner API</title>
    <link rel="stylesheet" href="${DOCS_ASSETS_PATH}/swagger-ui.css" />
    <link rel="stylesheet" href="${DOCS_ASSETS_PATH}/index.css" />
    <link rel="icon" type="image/png" href="${DOCS_ASSETS_PATH}/favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_ASSETS_PATH}/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

/** A script file of its own rather than inline: the CSP allows scripts from this origin only. */
const DOCS_INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const ZDocsAssetParams = z.object({ file: z.string().max(100) });

function swaggerUiDistPath(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

export async function registerApiDocsRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: publicAccess };
  // Built on first use: by then every route is registered, and the route table does not change.
  let document: Record<string, unknown> | null = null;

  routes.get('/api/openapi.json', { config }, async (_request, reply) => {
    document ??= buildPartnerOpenApiDocument(listRoutes(app), { version: ctx.config.appVersion });
    return reply.header('cache-control', 'no-cache').send(document);
  });

  routes.get('/api/docs', { config }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(DOCS_PAGE),
  );

  routes.get('/api/docs/init.js', { config }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(DOCS_INIT_SCRIPT),
  );

  // In a context of its own: @fastify/static's reply.sendFile here serves swagger-ui-dist's
  // folder, and the web app's (plugins/web-app.ts) stays the app's.
  await app.register(async (docs) => {
    await docs.register(fastifyStatic, { root: swaggerUiDistPath(), serve: false });
    docs
      .withTypeProvider<ZodTypeProvider>()
      .get(
        `${DOCS_ASSETS_PATH}/:file`,
        { config, schema: { params: ZDocsAssetParams } },
        async (request, reply) => {
          if (!DOCS_ASSETS.has(request.params.file)) throw notFound('Asset');
          return reply.sendFile(request.params.file, { cacheControl: true, maxAge: 86_400_000 });
        },
      );
  });
}
