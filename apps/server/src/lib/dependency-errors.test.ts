import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/error-handler';
import { isDependencyUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './dependency-errors';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDependencyUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a socket ended under a query', new Error('Connection terminated unexpectedly')],
    ['the pool connect time-out', new Error('timeout exceeded when trying to connect')],
    ['PostgreSQL shutting down', withCode('terminating connection', '57P01')],
    ['a PostgreSQL connection exception', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['ioredis giving up', new Error('Reached the max retries per request limit (which is 2).')],
    ['a closed ioredis client', new Error('Connection is closed.')],
    [
      'failed IPv4 and IPv6 attempts',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'x'),
    ],
    [
      'a driver error wrapped by drizzle',
      new Error('Failed query: select 1', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a thrown string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});

describe('the error handler', () => {
  async function answerTo(error: unknown) {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/fails', async () => {
      throw error;
    });
    try {
      return await app.inject({ method: 'GET', url: '/fails' });
    } finally {
      await app.close();
    }
  }

  it('answers a lost database connection 503 with a retry hint', async () => {
    const response = await answerTo(
      new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }),
    );
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ message: SERVICE_UNAVAILABLE_MESSAGE });
  });

  it('answers an unreachable Redis 503', async () => {
    const error = new Error('Reached the max retries per request limit (which is 2).');
    error.name = 'MaxRetriesPerRequestError';
    const response = await answerTo(error);
    expect(response.statusCode).toBe(503);
  });

  it('keeps answering a bug 500', async () => {
    const response = await answerTo(new TypeError('x is not a function'));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ message: 'Server Error.' });
  });
});
