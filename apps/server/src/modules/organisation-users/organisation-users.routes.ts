import type { FastifyInstance } from 'fastify';
import {
  ZOrganisationUserParams,
  ZOrganisationUserQuery,
  type organisationUserSchemas,
} from '@portal/shared/contracts/organisation-users';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import type { TAccessPolicy } from '../../plugins/auth';
import { auditActorOf, sessionUserOf } from '../../lib/request-user';
import { presentOrganisationUser } from './organisation-users.presenter';
import {
  organisationUsersService,
  type TOrganisationUsersKind,
} from './organisation-users.service';

type TRoles = readonly [string, string];

/**
 * GET/POST `${path}` and GET/PATCH `${path}/:id`: an organisation administrator's management of
 * the organisation's users (agency users under /api/app, supplier users under /api/supplier).
 */
export function registerOrganisationUsersRoutes<R extends TRoles>(
  app: FastifyInstance,
  ctx: TAppContext,
  options: {
    path: string;
    access: TAccessPolicy;
    /** [member role, administrator role] */
    roles: R;
    schemas: ReturnType<typeof organisationUserSchemas<R>>;
    kind: TOrganisationUsersKind;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { path, roles, schemas } = options;
  const config = { access: options.access };
  const service = organisationUsersService(options.kind);
  const present = (user: Parameters<typeof presentOrganisationUser>[0]) =>
    presentOrganisationUser<R[number]>(user, roles);

  registerListRoute(app, {
    path,
    access: options.access,
    query: ZOrganisationUserQuery,
    item: schemas.ZUser,
    find: ({ page, per_page: perPage, q }, request) =>
      service.findUsers(ctx, sessionUserOf(request), { q, page, perPage }),
    present,
  });

  routes.get(
    `${path}/:id`,
    { config, schema: { params: ZOrganisationUserParams, response: { 200: schemas.ZUser } } },
    async (request) =>
      present(await service.getUser(ctx, sessionUserOf(request), request.params.id)),
  );

  routes.post(
    path,
    {
      config: {
        ...config,
        // Each new user sends an email; this is far above what a company needs in a minute.
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
      schema: { body: schemas.ZCreateRequest, response: { 201: schemas.ZUser } },
    },
    async (request, reply) => {
      const user = await service.createUser(
        ctx,
        sessionUserOf(request),
        auditActorOf(request),
        request.body,
      );
      return reply.code(201).send(present(user));
    },
  );

  routes.patch(
    `${path}/:id`,
    {
      config,
      schema: {
        params: ZOrganisationUserParams,
        body: schemas.ZUpdateRequest,
        response: { 200: schemas.ZUser },
      },
    },
    async (request) =>
      present(
        await service.updateUser(
          ctx,
          sessionUserOf(request),
          auditActorOf(request),
          request.params.id,
          request.body,
        ),
      ),
  );
}
