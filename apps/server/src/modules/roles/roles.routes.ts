import type { FastifyInstance } from 'fastify';
import {
  ZCreateRoleRequest,
  ZPermissionEntry,
  ZRoleIdParams,
  ZRoleListQuery,
  ZRoleView,
  ZUpdateRoleRequest,
} from '@portal/shared/contracts/roles';
import { z } from 'zod';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf } from '../../lib/request-user';
import { rolesPolicy } from './roles.policy';
import { sendCsv } from '../../lib/csv';
import {
  presentPermissionList,
  presentRole,
  toPermissionsCsv,
  toRolesCsv,
} from './roles.presenter';
import {
  createRole,
  getRole,
  listAllRoles,
  listRoles,
  removeRole,
  updateRole,
} from './roles.service';

/**
 * Roles and the permissions list (issue 9). Permission state is read from the database on every
 * request (permissions.service.ts), so a change applies to signed-in users at their next request.
 */
export function registerRolesRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: rolesPolicy.manage };

  registerListRoute(
    app,
    {
      path: '/api/admin/roles',
      access: rolesPolicy.manage,
      query: ZRoleListQuery,
      item: ZRoleView,
      find: ({ page, per_page: perPage, kind, q }) => listRoles(ctx, { kind, q, page, perPage }),
      present: presentRole,
    },
    {
      query: ZRoleListQuery,
      fileName: 'roles.csv',
      find: ({ kind, q }) => listAllRoles(ctx, { kind, q }),
      toCsv: toRolesCsv,
    },
  );

  routes.post(
    '/api/admin/roles',
    { config: access, schema: { body: ZCreateRoleRequest, response: { 201: ZRoleView } } },
    async (request, reply) =>
      reply.code(201).send(presentRole(await createRole(ctx, auditActorOf(request), request.body))),
  );

  routes.get(
    '/api/admin/roles/:id',
    { config: access, schema: { params: ZRoleIdParams, response: { 200: ZRoleView } } },
    async (request) => presentRole(await getRole(ctx, request.params.id)),
  );

  routes.put(
    '/api/admin/roles/:id',
    {
      config: access,
      schema: { params: ZRoleIdParams, body: ZUpdateRoleRequest, response: { 200: ZRoleView } },
    },
    async (request) =>
      presentRole(await updateRole(ctx, auditActorOf(request), request.params.id, request.body)),
  );

  routes.delete(
    '/api/admin/roles/:id',
    { config: access, schema: { params: ZRoleIdParams } },
    async (request, reply) => {
      await removeRole(ctx, auditActorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  routes.get(
    '/api/admin/permissions',
    { config: access, schema: { response: { 200: z.array(ZPermissionEntry) } } },
    async () => presentPermissionList(await listAllRoles(ctx, {})),
  );

  routes.get('/api/admin/permissions/export.csv', { config: access }, async (_request, reply) =>
    sendCsv(
      reply,
      'permissions.csv',
      toPermissionsCsv(presentPermissionList(await listAllRoles(ctx, {}))),
    ),
  );
}
