import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LineBlocks, RequestLogController, serverLogging } from './request-log';

/**
 * A Fastify app logging at `level` into an array of parsed lines, set up as the server sets up
 * its own (serverLogging): the completed-request line written straight to the logger's stream.
 * With `throughPino`, that line goes through pino instead, as it does for a pretty or test logger.
 */
async function appLoggingAt(
  level: 'warn' | 'info' | 'debug',
  options: { throughPino?: boolean } = {},
) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = {
    write(text: string) {
      for (const line of text.split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    },
  };
  const { logger } = serverLogging({ logLevel: level, nodeEnv: 'production' });
  const app = Fastify({
    logger: { ...(typeof logger === 'object' ? logger : {}), stream },
    logController: new RequestLogController(options.throughPino ? null : stream),
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

  it('writes no line for an answered request above info level', async () => {
    const { app, lines } = await appLoggingAt('warn');
    await app.inject({ method: 'GET', url: '/api/version' });
    await app.close();

    expect(lines).toEqual([]);
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

  it('writes the completed-request line as pino would, field for field', async () => {
    const written = [];
    for (const throughPino of [false, true]) {
      const { app, lines } = await appLoggingAt('info', { throughPino });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      await (await fetch(`http://127.0.0.1:${port}/api/version?q=%22quoted%22`)).text();
      await app.close();
      written.push(lines.find((line) => line.msg === 'request completed'));
    }
    const [direct, viaPino] = written;
    expect(Object.keys(direct ?? {})).toEqual(Object.keys(viaPino ?? {}));
    // What differs from one request (and one listening port) to the next: kept to its type.
    const typed = (line: Record<string, unknown> | undefined) => {
      const { time, reqId, responseTime, req, ...rest } = line ?? {};
      const { host, remotePort, ...request } = req as Record<string, unknown>;
      const types = [time, reqId, responseTime, host, remotePort].map((value) => typeof value);
      return { ...rest, req: request, types };
    };
    expect(typed(direct)).toEqual(typed(viaPino));
    expect(typed(direct).types).toEqual(['number', 'string', 'number', 'string', 'number']);
    const directReq = direct?.req;
    expect(directReq).toMatchObject({ method: 'GET', url: '/api/version?q=%22quoted%22' });
  });
});

describe('LineBlocks', () => {
  it('writes lines together once a block is full, and the rest on flush', () => {
    const blocks: string[] = [];
    const lines = new LineBlocks({ write: (block: string) => blocks.push(block) }, 10);
    lines.write('{"a":1}\n');
    expect(blocks).toEqual([]);
    lines.write('{"b":2}\n');
    expect(blocks).toEqual(['{"a":1}\n{"b":2}\n']);
    lines.write('{"c":3}\n');
    let flushed = 0;
    lines.flush(() => (flushed += 1));
    lines.flush(() => (flushed += 1));
    expect(blocks).toEqual(['{"a":1}\n{"b":2}\n', '{"c":3}\n']);
    expect(flushed).toBe(2);
  });
});
