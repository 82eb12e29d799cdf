import type { FastifyBaseLogger } from 'fastify';

/** The logger the module writes to: Fastify's (pino) in the app, a spy in tests. */
export type TRealtimeLogger = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
