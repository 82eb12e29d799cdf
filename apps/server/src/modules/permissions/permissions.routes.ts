import type { FastifyInstance } from 'fastify';
import { ZPermissionState } from '@portal/shared/contracts/auth';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { permissionsPolicy } from './permissions.policy';
import { presentPermissionState } from './permissions.presenter';

/** The spec's permission-reload endpoint (SPEC section 7): not under /api, by contract. */
export function registerPermissionsRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/get-user-permission-to-react',
    {
      config: { access: permissionsPolicy.getOwn },
      schema: { response: { 200: ZPermissionState } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return presentPermissionState(await request.loadPermissions());
    },
  );
}
