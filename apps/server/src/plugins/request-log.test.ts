import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions, RequestLogController } from './request-log';

/** A Fastify app logging at `level` into an array of parsed lines. */
async function appLoggingAt(level: 'info' | 'debug') {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      callback();
    },
  });
  const options = loggerOptions({ logLevel: level, nodeEnv: 'production' });
  const app = Fastify({
    logger: { ...(typeof options === 'object' ? options : {}), stream },
    logController: new RequestLogController(),
  });
  app.get('/api/version', async () => ({ version: '1' }));
  app.post('/api/auth/login', async (_request, reply) =>
    reply.header('set-cookie', 'portal_session=s3cr3t-session; HttpOnly').send({ ok: true }),
  );
  app.get('/api/broken', async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per answered request, with the method, URL, status and time', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/api/version' });
    await app.close();

    const requestLines = lines.filter((line) => line.reqId);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/version' },
      res: { statusCode: 200 },
    });
    expect(typeof requestLines[0]?.responseTime).toBe('number');
  });

  it('logs the arrival too at debug level', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject({ method: 'GET', url: '/api/version' });
    await app.close();

    expect(lines.filter((line) => line.reqId).map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });

  it('never writes a cookie, an XSRF token or a Set-Cookie', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        cookie: 'portal_session=old-s3cr3t; XSRF-TOKEN=xsrf-s3cr3t',
        'x-xsrf-token': 'xsrf-s3cr3t',
      },
      payload: { username: 'admin' },
    });
    await app.close();

    expect(lines.some((line) => line.msg === 'request completed')).toBe(true);
    expect(JSON.stringify(lines)).not.toMatch(/s3cr3t/);
  });

  it('still logs a failed request with its status', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/api/broken' });
    await app.close();

    const completed = lines.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ req: { url: '/api/broken' }, res: { statusCode: 500 } });
  });
});
