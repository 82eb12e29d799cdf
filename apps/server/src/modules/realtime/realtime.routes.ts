import formbody from '@fastify/formbody';
// Types only: route `config.rateLimit` applies when the app registers @fastify/rate-limit.
import type {} from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import { UNAUTHENTICATED_MESSAGES } from '@portal/shared/contracts/errors';
import {
  ZChannelAuthRequest,
  ZPublishNoticeRequest,
  ZUserAuthRequest,
  type TPublishNoticeResponse,
} from '@portal/shared/contracts/realtime';
import {
  PORTAL_CHANNEL,
  createChannelPolicy,
  type TChannelPolicy,
} from '@portal/shared/domain/realtime-channels';
import type { TBroadcaster } from './broadcaster';
import { createBuiltinBroadcaster, type TRealtimeTuning } from './builtin-broadcaster';
import { publishNotice } from './notice.service';
import { createPusherBroadcaster } from './pusher-broadcaster';
import type { PusherHub } from './pusher-hub';
import { toClientConfig, type TRealtimeConfig } from './realtime.config';
import type { TRealtimeLogger } from './realtime.logger';
import { createRealtimeAuthService } from './realtime.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes live updates (see TBroadcaster); set by registerRealtime. */
    broadcaster: TBroadcaster;
    /** Channel rules; later modules `grant` lookups (who may follow a client file). */
    realtimeChannels: TChannelPolicy;
  }
}

export interface TRealtimeDeps {
  /** The signed-in user of a request (the session), or null. */
  resolveUser(request: FastifyRequest): Promise<TSessionUser | null>;
  config: TRealtimeConfig;
  logger: TRealtimeLogger;
  /** The app's admin guard for POST /api/admin/notices; without it the route checks the kind. */
  requireAdmin?: preHandlerAsyncHookHandler;
  /**
   * Route `config` the app's plugins read (an access policy, say): `public` goes on the auth,
   * config and WebSocket routes (they check callers themselves), `notices` on the notices route.
   */
  routeConfig?: { public?: FastifyContextConfig; notices?: FastifyContextConfig };
  /**
   * Called once a notice has gone out (the app keeps a record of it); a failure here answers
   * an error although the notice was sent, and is logged as such.
   */
  onNoticePublished?: (
    request: FastifyRequest,
    published: TPublishNoticeResponse,
    input: z.output<typeof ZPublishNoticeRequest>,
  ) => Promise<void>;
  /** Defaults to the built-in table; pass one to share it with modules that grant rules. */
  channelPolicy?: TChannelPolicy;
  /** Announced to every browser as version.deployed once the app is ready. */
  version?: string;
  tuning?: TRealtimeTuning;
}

/** The contract's wording for a signed-in user who may not do this (the lead's guard uses it too). */
export const FORBIDDEN_MESSAGE = 'This action is unauthorized.';
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

function sendValidationError(request: FastifyRequest, reply: FastifyReply, error: z.ZodError) {
  const { fieldErrors } = z.flattenError(error);
  const errors = Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string[]] => !!entry[1]),
  );
  return reply.code(422).send({
    message: error.issues[0]?.message ?? 'The given data was invalid.',
    errors,
    requestId: request.id,
  });
}

function sendForbidden(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(403).send({ message: FORBIDDEN_MESSAGE, requestId: request.id });
}

function createBroadcaster(
  config: TRealtimeConfig,
  deps: { policy: TChannelPolicy; logger: TRealtimeLogger; tuning?: TRealtimeTuning },
): { broadcaster: TBroadcaster; hub: PusherHub | null } {
  if (config.driver === 'pusher')
    return { broadcaster: createPusherBroadcaster(config), hub: null };
  const builtin = createBuiltinBroadcaster(config, deps);
  return { broadcaster: builtin, hub: builtin.hub };
}

/**
 * Live updates: POST /broadcasting/auth and /broadcasting/user-auth (form-encoded, as pusher-js
 * posts them), GET /api/realtime/config, POST /api/admin/notices and, for the built-in driver,
 * the Pusher-protocol WebSocket endpoint at /realtime/app/:key (pusher-js `wsPath: '/realtime'`).
 * Register @fastify/websocket before calling this if other routes need it too; this function
 * registers it (and @fastify/formbody) in its own scope only when missing.
 */
export function registerRealtime(app: FastifyInstance, deps: TRealtimeDeps): TBroadcaster {
  const { config, logger } = deps;
  const policy = deps.channelPolicy ?? createChannelPolicy();
  const auth = createRealtimeAuthService({ config, policy });
  const { broadcaster, hub } = createBroadcaster(config, { policy, logger, tuning: deps.tuning });

  app.decorate('broadcaster', broadcaster);
  app.decorate('realtimeChannels', policy);

  app.addHook('onReady', async () => {
    await broadcaster.ready();
    if (deps.version) {
      broadcaster
        .broadcast(PORTAL_CHANNEL, 'version.deployed', {
          version: deps.version,
          deployedAt: new Date().toISOString(),
        })
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'realtime: version.deployed not published');
        });
    }
  });
  // Sockets first, with 4200 so pusher-js reconnects at once (to another instance); the
  // fan-out stays open until onClose for requests still finishing.
  app.addHook('preClose', async () => {
    await hub?.close();
  });
  app.addHook('onClose', async () => {
    await broadcaster.close();
  });

  const adminGuard: preHandlerAsyncHookHandler =
    deps.requireAdmin ??
    (async (request, reply) => {
      const user = await deps.resolveUser(request);
      if (!user) {
        return reply
          .code(401)
          .send({ message: UNAUTHENTICATED_MESSAGES.admin, requestId: request.id });
      }
      if (user.kind !== 'admin') return sendForbidden(request, reply);
    });

  const publicConfig = deps.routeConfig?.public ?? {};

  void app.register(async (scope) => {
    if (!scope.hasContentTypeParser(FORM_CONTENT_TYPE)) await scope.register(formbody);
    if (hub && !scope.hasDecorator('websocketServer')) {
      // Clients send little (subscribe, ping); a large frame is a mistake or an attack.
      await scope.register(websocket, { options: { maxPayload: 64 * 1024 } });
    }

    scope.post(
      '/broadcasting/auth',
      { config: { ...publicConfig, rateLimit: { max: 300, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const parsed = ZChannelAuthRequest.safeParse(request.body ?? {});
        if (!parsed.success) return sendValidationError(request, reply, parsed.error);
        const { socket_id: socketId, channel_name: channelName } = parsed.data;
        const user = await deps.resolveUser(request);
        const outcome = await auth.authorizeChannel(user, socketId, channelName);
        if (outcome.ok) return outcome.body;
        if (outcome.reason === 'public-channel') {
          return reply.code(422).send({
            message: 'Public channels need no authorisation.',
            errors: { channel_name: ['Public channels need no authorisation.'] },
            requestId: request.id,
          });
        }
        const context = {
          channel: channelName,
          reason: outcome.reason,
          userId: user?.id ?? null,
          kind: user?.kind ?? null,
          requestId: request.id,
        };
        if (outcome.reason === 'check-failed') {
          logger.error({ ...context, err: outcome.error }, 'realtime: channel check failed');
        } else {
          logger.warn(context, 'realtime: channel authorisation refused');
        }
        return sendForbidden(request, reply);
      },
    );

    scope.post(
      '/broadcasting/user-auth',
      { config: { ...publicConfig, rateLimit: { max: 120, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const parsed = ZUserAuthRequest.safeParse(request.body ?? {});
        if (!parsed.success) return sendValidationError(request, reply, parsed.error);
        const outcome = auth.authenticateUser(
          await deps.resolveUser(request),
          parsed.data.socket_id,
        );
        if (outcome.ok) return outcome.body;
        logger.warn({ requestId: request.id }, 'realtime: user sign-in refused (not signed in)');
        return sendForbidden(request, reply);
      },
    );

    scope.get('/api/realtime/config', { config: publicConfig }, async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return toClientConfig(config);
    });

    scope.post(
      '/api/admin/notices',
      {
        preHandler: adminGuard,
        config: {
          ...deps.routeConfig?.notices,
          rateLimit: { max: 30, timeWindow: '1 minute' },
        },
      },
      async (request, reply) => {
        const parsed = ZPublishNoticeRequest.safeParse(request.body ?? {});
        if (!parsed.success) return sendValidationError(request, reply, parsed.error);
        let published: TPublishNoticeResponse;
        try {
          published = await publishNotice(broadcaster, parsed.data);
        } catch (error) {
          logger.error({ err: error, requestId: request.id }, 'realtime: notice not published');
          return reply.code(503).send({
            message: 'Live updates are unavailable; the notice was not sent.',
            requestId: request.id,
          });
        }
        try {
          await deps.onNoticePublished?.(request, published, parsed.data);
        } catch (error) {
          logger.error(
            { err: error, requestId: request.id, noticeId: published.notice.id },
            'realtime: notice sent but not recorded',
          );
          throw error;
        }
        return reply.code(201).send(published);
      },
    );

    if (hub) {
      scope.get<{ Params: { key: string }; Querystring: { protocol?: unknown } }>(
        '/realtime/app/:key',
        { websocket: true, config: publicConfig },
        (socket, request) => {
          const { protocol } = request.query;
          hub.accept(socket, {
            appKey: request.params.key,
            protocol: typeof protocol === 'string' ? protocol : undefined,
          });
        },
      );
    }
  });

  return broadcaster;
}
