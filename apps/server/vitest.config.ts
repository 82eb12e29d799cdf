import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Database tests share one migrated template and clone it per file; files run in parallel.
    testTimeout: 30_000,
    // A file that needs the demo data waits in its beforeAll until global-setup has seeded it.
    hookTimeout: 180_000,
  },
});
