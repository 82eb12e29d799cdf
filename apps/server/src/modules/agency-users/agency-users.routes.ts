import type { FastifyInstance } from 'fastify';
import {
  ZAgencyUser,
  ZAgencyUserParams,
  ZAgencyUserQuery,
  ZCreateAgencyUserRequest,
  ZUpdateAgencyUserRequest,
} from '@portal/shared/contracts/agency-users';
import { buildPaginated, zPaginated } from '@portal/shared/contracts/pagination';
import type { TAppContext } from '../../app-context';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf, sessionUserOf } from '../catalogue/catalogue-http';
import { agencyUsersPolicy } from './agency-users.policy';
import { presentAgencyUser } from './agency-users.presenter';
import {
  createAgencyUser,
  findUsersOfAgency,
  getAgencyUser,
  updateAgencyUser,
} from './agency-users.service';

export function registerAgencyUsersRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: agencyUsersPolicy.manage };

  routes.get(
    '/api/app/users',
    {
      config,
      schema: { querystring: ZAgencyUserQuery, response: { 200: zPaginated(ZAgencyUser) } },
    },
    async (request) => {
      const { page, per_page: perPage, q } = request.query;
      const { rows, total } = await findUsersOfAgency(ctx, sessionUserOf(request), {
        q,
        page,
        perPage,
      });
      return buildPaginated(rows.map(presentAgencyUser), {
        page,
        perPage,
        total,
        path: '/api/app/users',
        query: { per_page: perPage, q },
      });
    },
  );

  routes.get(
    '/api/app/users/:id',
    { config, schema: { params: ZAgencyUserParams, response: { 200: ZAgencyUser } } },
    async (request) =>
      presentAgencyUser(await getAgencyUser(ctx, sessionUserOf(request), request.params.id)),
  );

  routes.post(
    '/api/app/users',
    {
      config: {
        ...config,
        // Each new user sends an email; this is far above what an agency needs in a minute.
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
      schema: { body: ZCreateAgencyUserRequest, response: { 201: ZAgencyUser } },
    },
    async (request, reply) => {
      const user = await createAgencyUser(
        ctx,
        sessionUserOf(request),
        auditActorOf(request),
        request.body,
      );
      return reply.code(201).send(presentAgencyUser(user));
    },
  );

  routes.patch(
    '/api/app/users/:id',
    {
      config,
      schema: {
        params: ZAgencyUserParams,
        body: ZUpdateAgencyUserRequest,
        response: { 200: ZAgencyUser },
      },
    },
    async (request) =>
      presentAgencyUser(
        await updateAgencyUser(
          ctx,
          sessionUserOf(request),
          auditActorOf(request),
          request.params.id,
          request.body,
        ),
      ),
  );
}
