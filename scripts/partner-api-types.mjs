// Writes the partner API's typed client (apps/server/test/partner-api.d.ts) from the OpenAPI
// document the app serves. Run with tsx (`npm run partner-api:types`): it builds the TypeScript
// app in memory, without listening. partner-api.test.ts fails when the committed file is stale.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  loadPartnerApiDocument,
  PARTNER_API_TYPES_FILE,
  partnerApiTypes,
} from '../apps/server/test/partner-api-types.ts';

await writeFile(PARTNER_API_TYPES_FILE, await partnerApiTypes(await loadPartnerApiDocument()));
console.log(`Wrote ${path.relative(process.cwd(), PARTNER_API_TYPES_FILE)}`);
