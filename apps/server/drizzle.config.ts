import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit resolves paths from the working directory; accept both the repo root and apps/server.
const base = path.basename(process.cwd()) === 'server' ? '.' : 'apps/server';

export default defineConfig({
  dialect: 'postgresql',
  schema: `${base}/src/db/schema/*.ts`,
  out: `${base}/src/db/migrations`,
  strict: true,
  verbose: true,
});
