import { existsSync } from 'node:fs';
import { buildApp, type TBuildAppDeps } from './app';
import { ConfigError, loadConfig } from './config/env';
import { migrate, openDatabase } from './db/client';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  formatCredentials,
  hasUsers,
  seedDatabase,
  seedReferenceData,
} from './db/seed';
import { createPasswordHasher } from './lib/passwords';

/** Error reporting loads only when a DSN is configured, keeping start-up fast otherwise. */
async function createErrorReporter(
  dsn: string | null,
  tracesSampleRate: number,
  environment: string,
  release: string,
): Promise<TBuildAppDeps['reportError']> {
  if (!dsn) return undefined;
  const Sentry = await import('@sentry/node');
  Sentry.init({ dsn, tracesSampleRate, environment, release });
  return (error, request) =>
    Sentry.captureException(error, { tags: { requestId: String(request.id) } });
}

async function main(): Promise<void> {
  // A local .env (see .env.example) is read when present; the real environment wins.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrate(database.db);
  await seedReferenceData(database.db);
  if (config.seedDemo && !(await hasUsers(database.db))) {
    const credentials = await seedDatabase(database.db, createPasswordHasher(config.argon2));
    console.log(`\nSeeded an empty database with demo data.\n${formatCredentials(credentials)}\n`);
  } else if (config.seedDemo) {
    // Every start says how to sign in, not only the first one (the passwords may have been changed since).
    const demoUsers = DEMO_USERS.map((user) => ({ ...user, password: DEMO_PASSWORD }));
    console.log(`\n${formatCredentials(demoUsers)} (as seeded; see README.md)\n`);
  }

  const app = await buildApp({
    config,
    db: database.db,
    reportError: await createErrorReporter(
      config.sentry.dsn,
      config.sentry.tracesSampleRate,
      config.nodeEnv,
      config.appVersion,
    ),
  });
  app.startBackgroundJobs();

  let isClosing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (isClosing) return;
    isClosing = true;
    const { delayMs, timeoutMs } = config.shutdown;
    app.log.info({ signal, delayMs, timeoutMs }, 'Shutting down');
    // Past the time-out something hangs (a request, a job); exit anyway, and say it failed.
    const forceExit = setTimeout(() => {
      app.log.error({ signal, timeoutMs }, 'Shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    forceExit.unref();
    try {
      // Readiness answers 503 first, while requests are still served, so the load balancer
      // takes this instance out before it stops listening (docs/deploy.md). Ctrl-C skips the wait.
      app.beginShutdown();
      if (signal === 'SIGTERM' && delayMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
      // Stops listening, lets in-flight requests finish, stops the mail outbox and the jobs.
      await app.close();
      await database.close();
      app.log.info({ signal }, 'Shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { version: config.appVersion, database: database.driver, redis: Boolean(config.redisUrl) },
    'Portal server ready',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
