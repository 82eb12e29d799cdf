import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context';
import { recordAudit } from '../audit/audit.service';
import { REPLAYED_HEADER } from './partner-idempotency';

const PARTNER_CALL_ACTION = 'partner-api.call';

/** How the audit log names a key's calls: by the key, with the user it acts as beside it. */
function apiKeyActorLabel(name: string): string {
  return `API key "${name}"`;
}

/**
 * Every call a key makes is in the audit log (docs/partner-api.md): which key, method, route and
 * the status answered. Written as the answer is sent, before the client has it, so a client that
 * got its answer finds the entry. A call refused for want of a live key names no key and is not
 * recorded (the request log has it).
 */
export function registerPartnerAudit(app: FastifyInstance, ctx: TAppContext): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const { apiKey, sessionUser } = request;
    if (!apiKey || !sessionUser) return payload;
    try {
      await recordAudit(
        ctx.db,
        { userId: sessionUser.id, label: apiKeyActorLabel(apiKey.name), ip: request.ip },
        {
          action: PARTNER_CALL_ACTION,
          entityType: 'api_key',
          entityId: apiKey.id,
          detail: {
            method: request.method,
            route: request.routeOptions.url,
            path: request.url.split('?')[0],
            status: reply.statusCode,
            ...(reply.getHeader(REPLAYED_HEADER) ? { replayed: true } : {}),
          },
          at: ctx.clock.now(),
        },
      );
    } catch (error) {
      // The call has happened (a booking may be committed): answering 500 now would tell the
      // partner it failed. The missing entry is logged as an error instead.
      request.log.error({ err: error, apiKeyId: apiKey.id }, 'Partner API call not audited');
    }
    return payload;
  });
}
