import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { wrapPglite } from '../src/db/client';

/**
 * The typed client of the partner API is generated from its OpenAPI document: the committed
 * `partner-api.d.ts` beside this file (written by `npm run partner-api:types`,
 * scripts/partner-api-types.mjs) must equal a fresh generation, which partner-api.test.ts checks,
 * so the document and the routes cannot drift apart unnoticed.
 */

export const PARTNER_API_TYPES_FILE = path.join(import.meta.dirname, 'partner-api.d.ts');

const HEADER = `/**
 * Generated from /api/openapi.json by \`npm run partner-api:types\` (openapi-typescript).
 * Do not edit: change the partner routes' schemas and generate again.
 */

`;

/** The TypeScript types of `document`, formatted as the repository formats its files. */
export async function partnerApiTypes(document: unknown): Promise<string> {
  // A field with a default may be left out of a request: it is optional, not "never undefined".
  const ast = await openapiTS(document as OpenAPI3, { defaultNonNullable: false });
  const source = HEADER + astToString(ast);
  const options = await resolveConfig(PARTNER_API_TYPES_FILE);
  return format(source, { ...options, filepath: PARTNER_API_TYPES_FILE });
}

/**
 * The document as the app serves it, from an app built in memory and never listening. Building
 * the routes reads nothing from the database, so an empty in-memory one is enough.
 */
export async function loadPartnerApiDocument(): Promise<unknown> {
  const database = wrapPglite(await PGlite.create());
  const nowhere = path.join(os.tmpdir(), 'portal-partner-api-types');
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      APP_URL: 'https://portal.test',
      DATA_DIR: nowhere,
      WEB_DIST: nowhere,
    }),
    db: database.db,
    mailTransport: null,
    logger: false,
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`/api/openapi.json: ${response.body}`);
    return response.json();
  } finally {
    await app.close();
    await database.close();
  }
}
