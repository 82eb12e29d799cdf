import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino from 'pino';
import type { TConfig } from '../config/env';

/**
 * The server's logger: JSON lines at the configured level (pretty in a development terminal).
 * Requests and answers are logged through Fastify's serialisers, which write the method, URL,
 * host, address and status and never a header, so no cookie, XSRF token or Set-Cookie reaches the
 * log (request-log.test.ts checks it). That is why there is no pino redaction: it cost about a
 * twentieth of a cheap request's time to hide what is never written.
 */
export function loggerOptions(
  config: Pick<TConfig, 'logLevel' | 'nodeEnv'>,
): FastifyServerOptions['logger'] {
  const base = { level: config.logLevel };
  if (config.nodeEnv === 'development' && process.stdout.isTTY) {
    return { ...base, transport: { target: 'pino-pretty', options: { singleLine: true } } };
  }
  return { ...base, stream: bufferedStdout() };
}

let stdout: pino.DestinationStream | null = null;

/**
 * Standard output written in blocks: lines gather until there are 4 KB of them or 100 ms have
 * passed, and whatever is left is written when the process exits (a graceful shutdown, a crash).
 * One write per line was about a tenth of a cheap request's time (docs/benchmarks.md, load). The
 * price: a process killed outright (SIGKILL, out of memory) loses its last 100 ms of lines, never a
 * booking or a payment, which are in the database.
 */
function bufferedStdout(): pino.DestinationStream {
  if (!stdout) {
    const destination = pino.destination({
      dest: 1,
      sync: true,
      minLength: 4096,
      periodicFlush: 100,
    });
    process.on('exit', () => destination.flushSync());
    stdout = destination;
  }
  return stdout;
}

/**
 * One log line per request, written when it is answered, with the method, URL, status and time
 * together (Fastify's default writes two: one on arrival, one on completion). Writing and
 * serialising the log lines was the largest cost left on the cheapest routes (docs/benchmarks.md,
 * load). The arrival is still logged at debug level, to follow a request that never completes.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
