import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import os from 'node:os';
import pino from 'pino';
import type { TConfig } from '../config/env';

/** Where log lines go: pino's stream interface, one JSON line (with its newline) per call. */
export interface TLogLines {
  write(line: string): unknown;
}

/**
 * The server's logger and its request log: JSON lines at the configured level on standard output
 * (pretty in a development terminal). Requests and answers are logged with the method, URL, host,
 * address and status and never a header, so no cookie, XSRF token or Set-Cookie reaches the log
 * (request-log.test.ts checks it). That is why there is no pino redaction: it cost about a
 * twentieth of a cheap request's time to hide what is never written.
 */
export function serverLogging(config: Pick<TConfig, 'logLevel' | 'nodeEnv'>): {
  logger: FastifyServerOptions['logger'];
  logController: RequestLogController;
} {
  const level = config.logLevel;
  if (config.nodeEnv === 'development' && process.stdout.isTTY) {
    return {
      logger: { level, transport: { target: 'pino-pretty', options: { singleLine: true } } },
      logController: new RequestLogController(),
    };
  }
  const lines = stdoutInBlocks();
  return { logger: { level, stream: lines }, logController: new RequestLogController(lines) };
}

/**
 * Lines gathered and written together once there are 4 KB of them. Joining an array of lines
 * once per block is cheaper than what pino's own buffering does (it measures the growing buffer's
 * length in bytes on every line, copying it each time): about a microsecond a line.
 */
export class LineBlocks implements TLogLines {
  private lines: string[] = [];
  private length = 0;

  constructor(
    private readonly out: TLogLines,
    private readonly blockLength = 4096,
  ) {}

  write(line: string): boolean {
    this.lines.push(line);
    this.length += line.length;
    if (this.length >= this.blockLength) this.flush();
    return true;
  }

  /** Writes what has gathered; `done` (pino's logger.flush) is called once it is written. */
  flush(done?: () => void): void {
    if (this.lines.length > 0) {
      const block = this.lines.join('');
      this.lines = [];
      this.length = 0;
      this.out.write(block);
    }
    done?.();
  }
}

let stdout: LineBlocks | null = null;

/**
 * Standard output written in blocks: lines gather until there are 4 KB of them or 100 ms have
 * passed, and whatever is left is written when the process exits (a graceful shutdown, a crash).
 * One write per line was about a tenth of a cheap request's time (docs/benchmarks.md, load). The
 * price: a process killed outright (SIGKILL, out of memory) loses its last 100 ms of lines, never a
 * booking or a payment, which are in the database. The blocks are written synchronously by
 * sonic-boom, which retries when a pipe is full.
 */
function stdoutInBlocks(): LineBlocks {
  if (!stdout) {
    const blocks = new LineBlocks(pino.destination({ dest: 1, sync: true }));
    // The destination writes synchronously, so a block is written when flush returns.
    setInterval(() => blocks.flush(), 100).unref();
    process.on('exit', () => blocks.flush());
    stdout = blocks;
  }
  return stdout;
}

const json = (value: unknown): string => JSON.stringify(value) ?? 'null';
const PINO_INFO = 30;
const HOSTNAME = json(os.hostname());

/**
 * The line pino writes for a completed request at info level, written without pino: its general
 * serialiser, run for the one line every request writes, was the largest cost left on the
 * cheapest routes (docs/benchmarks.md, load). Same fields, same order: level, time, pid, hostname
 * (pino's default base), reqId (Fastify's request binding), req, res, responseTime, msg;
 * request-log.test.ts compares the two.
 */
function requestCompletedLine(request: FastifyRequest, reply: FastifyReply): string {
  const port = request.socket?.remotePort;
  return (
    `{"level":${PINO_INFO},"time":${Date.now()},"pid":${process.pid},"hostname":${HOSTNAME},` +
    `"reqId":${json(request.id)},"req":{"method":${json(request.method)},"url":${json(request.url)},` +
    `"host":${json(request.host)},"remoteAddress":${json(request.ip)}` +
    `${port === undefined ? '' : `,"remotePort":${port}`}},` +
    `"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},` +
    `"msg":"request completed"}\n`
  );
}

/** Whether a logger at `level` writes info lines ('silent' is not among pino's level values). */
function writesInfo(level: string): boolean {
  const value = pino.levels.values[level];
  return value !== undefined && value <= PINO_INFO;
}

/**
 * One log line per request, written when it is answered, with the method, URL, status and time
 * together (Fastify's default writes two: one on arrival, one on completion). The arrival is still
 * logged at debug level, to follow a request that never completes. Given the logger's own stream
 * (JSON lines), a completed request's line is written straight to it; otherwise (pretty printing,
 * a test's logger) through pino.
 */
export class RequestLogController extends LogController {
  constructor(private readonly lines: TLogLines | null = null) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && this.lines && writesInfo(reply.log.level)) {
      this.lines.write(requestCompletedLine(request, reply));
      return;
    }
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
