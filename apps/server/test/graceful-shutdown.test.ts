import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpBrowser } from './http-browser';
import { createServerDatabase, type TServerDatabase } from './server-database';
import { bundleServer, serverEnv, startServer, type TServerProcess } from './server-process';

/**
 * SIGTERM on the real server process: readiness turns 503 while requests are still served, a
 * request that is in flight when the signal arrives is answered normally, background jobs and
 * connections close, and the process exits 0 well within its time-out.
 */
let bundle: Awaited<ReturnType<typeof bundleServer>>;
// On the database of this pass: a PGlite data folder, or PostgreSQL with TEST_DATABASE_URL.
let database: TServerDatabase;
beforeAll(async () => {
  bundle = await bundleServer();
  database = await createServerDatabase();
}, 120_000);
afterAll(async () => {
  await database?.remove();
  await bundle?.remove();
});

/** Sends a request's headers and the first half of its body now; `finish()` sends the rest. */
function startSlowRequest(
  url: string,
  headers: Record<string, string>,
  body: string,
): { finish(): void; answer: Promise<{ status: number; body: string }> } {
  const target = new URL(url);
  let request!: http.ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { finish: () => request.end(body.slice(half)), answer };
}

/** Waits until the server has logged the request's arrival (its headers were read; debug level). */
async function untilReceived(server: TServerProcess, url: string): Promise<void> {
  const arrived = `"method":"POST","url":"${url}"`;
  for (let tries = 0; !server.output().includes(arrived); tries += 1) {
    if (tries > 400) throw new Error(`The server never received ${url}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function shutdownScenario(databaseEnv: Record<string, string>, dataDir: string) {
  const server = await startServer(bundle.entry, {
    cwd: dataDir,
    env: serverEnv({
      DATA_DIR: dataDir,
      JOBS_ENABLED: 'true',
      // Arrivals are logged at debug level only (plugins/request-log.ts).
      LOG_LEVEL: 'debug',
      // Long enough for a busy machine to see the 503; the time-out only guards against a hang.
      SHUTDOWN_DELAY_MS: '3000',
      SHUTDOWN_TIMEOUT_MS: '30000',
      ...databaseEnv,
    }),
  });
  try {
    const browser = new HttpBrowser(server.url);
    expect((await browser.request('GET', '/api/ready')).status).toBe(200);

    // A sign-in whose body is still arriving when the signal comes.
    const inFlight = startSlowRequest(
      `${server.url}/api/auth/login`,
      await browser.unsafeHeaders(),
      JSON.stringify({ area: 'agent', username: 'nobody-here', password: 'Wrong-pass-2026' }),
    );
    await untilReceived(server, '/api/auth/login');
    server.child.kill('SIGTERM');

    // Readiness turns 503 first, while the server still answers (for SHUTDOWN_DELAY_MS).
    let ready = await browser.request('GET', '/api/ready');
    const pollUntil = Date.now() + 2_500;
    while (ready.status === 200 && Date.now() < pollUntil) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      ready = await browser.request('GET', '/api/ready');
    }
    expect(ready.status).toBe(503);
    expect(ready.json).toMatchObject({ checks: { shuttingDown: true } });

    inFlight.finish();
    const answer = await inFlight.answer;
    // Answered by the login route itself (unknown user), not cut off or refused with a 503.
    expect(answer.status, answer.body).toBe(422);
    expect(JSON.parse(answer.body)).toHaveProperty('message');

    const exit = await server.exited;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/"msg":"Shut down"/);
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
}

describe('graceful shutdown on SIGTERM', () => {
  it('serves what is in flight, then exits 0', async () => {
    await shutdownScenario(database.env, database.dataDir);
  }, 90_000);

  it('gives up and exits 1 when a request never finishes', async () => {
    const server = await startServer(bundle.entry, {
      cwd: database.dataDir,
      env: serverEnv({
        ...database.env,
        JOBS_ENABLED: 'false',
        SHUTDOWN_DELAY_MS: '0',
        SHUTDOWN_TIMEOUT_MS: '1500',
        LOG_LEVEL: 'debug',
      }),
    });
    try {
      const browser = new HttpBrowser(server.url);
      // Its body never completes, so app.close() would wait for it for ever.
      const stuck = startSlowRequest(
        `${server.url}/api/auth/login`,
        await browser.unsafeHeaders(),
        JSON.stringify({ area: 'agent', username: 'nobody-here', password: 'Wrong-pass-2026' }),
      );
      stuck.answer.catch(() => undefined);
      await untilReceived(server, '/api/auth/login');
      server.child.kill('SIGTERM');
      const exit = await server.exited;
      expect(exit, server.output()).toEqual({ code: 1, signal: null });
      expect(server.output()).toMatch(/"msg":"Shutdown timed out"/);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 90_000);
});
