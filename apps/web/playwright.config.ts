import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real built
 * server, started once on a fresh embedded database seeded with the demo data.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3999);
const dataDir = path.join(repoRoot, '.data-test', `e2e-${port}`);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two workers whether or not CI is set: the README's test command runs as CI does (Playwright's
  // default on a two-core machine is one worker, which doubles the run).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  // A loaded two-core machine has taken more than 20 s to show a lazily loaded screen while the
  // other worker and the server compete for the cores; waiting longer costs nothing when it is fast.
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL,
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf "${dataDir}" && node apps/server/dist/server.js`,
    cwd: repoRoot,
    url: `${baseURL}/api/version`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: baseURL,
      SESSION_SECRET: 'e2e-session-secret-with-enough-length-0123456789',
      LOG_LEVEL: 'warn',
    },
  },
});
