import type { FastifyInstance } from 'fastify';
import {
  ZApiKey,
  ZApiKeyList,
  ZApiKeyParams,
  ZCreateApiKeyRequest,
  ZCreatedApiKey,
} from '@portal/shared/contracts/partner-api';
import type { TAppContext } from '../../app-context';
import { auditedCallerOf } from '../../lib/request-user';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { createApiKey, listApiKeys, revokeAgencyApiKey } from './api-keys.service';
import { partnerApiPolicy } from './partner-api.policy';

/** An agency administrator's API keys (contracts/partner-api.ts). */
export function registerApiKeyRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: partnerApiPolicy.agencyManage };

  routes.get(
    '/api/app/api-keys',
    { config, schema: { response: { 200: ZApiKeyList } } },
    async (request) => ({ data: await listApiKeys(ctx, await auditedCallerOf(request)) }),
  );

  routes.post(
    '/api/app/api-keys',
    { config, schema: { body: ZCreateApiKeyRequest, response: { 201: ZCreatedApiKey } } },
    async (request, reply) =>
      reply.code(201).send(await createApiKey(ctx, await auditedCallerOf(request), request.body)),
  );

  routes.post(
    '/api/app/api-keys/:id/revoke',
    { config, schema: { params: ZApiKeyParams, response: { 200: ZApiKey } } },
    async (request) => revokeAgencyApiKey(ctx, await auditedCallerOf(request), request.params.id),
  );
}
