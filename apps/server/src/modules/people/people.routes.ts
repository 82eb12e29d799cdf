import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildPaginated, zPaginated } from '@portal/shared/contracts/pagination';
import {
  AGENCY_LOGO_MAX_BASE64_LENGTH,
  ZAdminAgency,
  ZAdminRoleOption,
  ZAdminsQuery,
  ZAgencyInput,
  ZAgencyQuery,
  type TAgencyQuery,
  ZAgencyUserIdParams,
  ZInviteAdminRequest,
  ZInviteAgencyUserRequest,
  ZInviteSupplierUserRequest,
  ZPeopleIdParams,
  ZPeopleMessage,
  ZPeopleQuery,
  type TPeopleQuery,
  ZPerson,
  ZSetPersonActiveRequest,
  ZUpdateAdminRequest,
  ZUpdateAgencyRequest,
  ZUpdateAgencyUserByAdminRequest,
  ZUpdateSupplierUserByAdminRequest,
  ZUploadAgencyLogoRequest,
} from '@portal/shared/contracts/people';
import { ZPageQuery } from '@portal/shared/contracts/pagination';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { auditActorOf, sessionUserOf } from '../../lib/request-user';
import { downloadAgencyLogo, removeAgencyLogo, uploadAgencyLogo } from './agency-documents.service';
import { toAgenciesCsv, toPeopleCsv } from './people.csv';
import { peoplePolicy } from './people.policy';
import { presentAgency, presentPerson } from './people.presenter';
import {
  changeAdmin,
  changeAgency,
  changeAgencyUser,
  changeSupplierUser,
  createAgency,
  exportAgencies,
  exportPeople,
  getAdmin,
  getAgency,
  inviteAdmin,
  inviteAgencyUser,
  inviteSupplierUser,
  listAdminRoles,
  listAgencies,
  listAgencyUsers,
  listSupplierUsers,
  listPeople,
  RESET_LINK_SENT_MESSAGE,
  sendPasswordResetLink,
  setPersonActive,
} from './people.service';

const ZSearchPageQuery = ZPageQuery.extend({ q: z.string().trim().max(100).optional() });
/** The form's <img> adds the logo's date so a new upload is fetched again. */
const ZLogoQuery = z.object({ v: z.string().max(40).optional() });
/** Each invitation sends an email; far above what a back office needs in a minute. */
const inviteRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function registerPeopleRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access = peoplePolicy.manage;
  const config = { access };

  // ---- every user ----
  const peopleFilterOf = (query: TPeopleQuery) => ({
    kind: query.kind,
    agencyId: query.agency_id,
    supplierId: query.supplier_id,
    active: query.active,
    q: query.q,
  });
  registerListRoute(
    app,
    {
      path: '/api/admin/users',
      access,
      query: ZPeopleQuery,
      item: ZPerson,
      find: (query) => listPeople(ctx, peopleFilterOf(query), query.page, query.per_page),
      present: presentPerson,
    },
    {
      query: ZPeopleQuery,
      fileName: 'users.csv',
      find: (query) => exportPeople(ctx, peopleFilterOf(query)),
      toCsv: (rows) => toPeopleCsv(rows.map(presentPerson)),
    },
  );

  routes.patch(
    '/api/admin/users/:id',
    {
      config,
      schema: {
        params: ZPeopleIdParams,
        body: ZSetPersonActiveRequest,
        response: { 200: ZPerson },
      },
    },
    async (request) =>
      presentPerson(
        await setPersonActive(
          ctx,
          sessionUserOf(request),
          auditActorOf(request),
          request.params.id,
          request.body.active,
        ),
      ),
  );

  routes.post(
    '/api/admin/users/:id/password-reset',
    {
      config: { ...config, ...inviteRateLimit },
      schema: { params: ZPeopleIdParams, response: { 200: ZPeopleMessage } },
    },
    async (request) => {
      await sendPasswordResetLink(ctx, auditActorOf(request), request.params.id);
      return { message: RESET_LINK_SENT_MESSAGE };
    },
  );

  // ---- agencies ----
  const agencyFilterOf = (query: TAgencyQuery) => ({
    brandId: query.brand_id,
    active: query.active,
    q: query.q,
  });
  registerListRoute(
    app,
    {
      path: '/api/admin/agencies',
      access,
      query: ZAgencyQuery,
      item: ZAdminAgency,
      find: (query) =>
        listAgencies(ctx, agencyFilterOf(query), query.page, query.per_page, {
          sort: query.sort,
          dir: query.dir,
        }),
      present: presentAgency,
    },
    {
      query: ZAgencyQuery,
      fileName: 'agencies.csv',
      find: (query) =>
        exportAgencies(ctx, agencyFilterOf(query), { sort: query.sort, dir: query.dir }),
      toCsv: (rows) => toAgenciesCsv(rows.map(presentAgency)),
    },
  );

  routes.post(
    '/api/admin/agencies',
    { config, schema: { body: ZAgencyInput, response: { 201: ZAdminAgency } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(presentAgency(await createAgency(ctx, auditActorOf(request), request.body))),
  );

  routes.get(
    '/api/admin/agencies/:id',
    { config, schema: { params: ZPeopleIdParams, response: { 200: ZAdminAgency } } },
    async (request) => presentAgency(await getAgency(ctx, request.params.id)),
  );

  routes.patch(
    '/api/admin/agencies/:id',
    {
      config,
      schema: {
        params: ZPeopleIdParams,
        body: ZUpdateAgencyRequest,
        response: { 200: ZAdminAgency },
      },
    },
    async (request) =>
      presentAgency(
        await changeAgency(ctx, auditActorOf(request), request.params.id, request.body),
      ),
  );

  // The logo on agent-branded client documents (docs/documents.md).
  routes.get(
    '/api/admin/agencies/:id/logo',
    { config, schema: { params: ZPeopleIdParams, querystring: ZLogoQuery } },
    async (request, reply) => {
      const logo = await downloadAgencyLogo(ctx, request.params.id);
      return reply
        .header('content-type', logo.contentType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(logo.content);
    },
  );

  routes.put(
    '/api/admin/agencies/:id/logo',
    {
      // JSON around the base64 text of a logo of at most 1 MB.
      bodyLimit: AGENCY_LOGO_MAX_BASE64_LENGTH + 16 * 1024,
      config,
      schema: {
        params: ZPeopleIdParams,
        body: ZUploadAgencyLogoRequest,
        response: { 200: ZAdminAgency },
      },
    },
    async (request) =>
      presentAgency(
        await uploadAgencyLogo(ctx, auditActorOf(request), request.params.id, request.body),
      ),
  );

  routes.delete(
    '/api/admin/agencies/:id/logo',
    { config, schema: { params: ZPeopleIdParams, response: { 200: ZAdminAgency } } },
    async (request) =>
      presentAgency(await removeAgencyLogo(ctx, auditActorOf(request), request.params.id)),
  );

  routes.get(
    '/api/admin/agencies/:id/users',
    {
      config,
      schema: {
        params: ZPeopleIdParams,
        querystring: ZSearchPageQuery,
        response: { 200: zPaginated(ZPerson) },
      },
    },
    async (request) => {
      const { page, per_page: perPage, q } = request.query;
      const { id } = request.params;
      const { rows, total } = await listAgencyUsers(ctx, id, { q }, page, perPage);
      return buildPaginated(rows.map(presentPerson), {
        page,
        perPage,
        total,
        path: `/api/admin/agencies/${id}/users`,
        query: { per_page: perPage, q },
      });
    },
  );

  routes.post(
    '/api/admin/agencies/:id/users',
    {
      config: { ...config, ...inviteRateLimit },
      schema: {
        params: ZPeopleIdParams,
        body: ZInviteAgencyUserRequest,
        response: { 201: ZPerson },
      },
    },
    async (request, reply) => {
      const person = await inviteAgencyUser(
        ctx,
        auditActorOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(presentPerson(person));
    },
  );

  routes.patch(
    '/api/admin/agencies/:id/users/:userId',
    {
      config,
      schema: {
        params: ZAgencyUserIdParams,
        body: ZUpdateAgencyUserByAdminRequest,
        response: { 200: ZPerson },
      },
    },
    async (request) =>
      presentPerson(
        await changeAgencyUser(
          ctx,
          auditActorOf(request),
          request.params.id,
          request.params.userId,
          request.body,
        ),
      ),
  );

  // ---- suppliers' users ----
  routes.get(
    '/api/admin/suppliers/:id/users',
    {
      config,
      schema: {
        params: ZPeopleIdParams,
        querystring: ZSearchPageQuery,
        response: { 200: zPaginated(ZPerson) },
      },
    },
    async (request) => {
      const { page, per_page: perPage, q } = request.query;
      const { id } = request.params;
      const { rows, total } = await listSupplierUsers(ctx, id, { q }, page, perPage);
      return buildPaginated(rows.map(presentPerson), {
        page,
        perPage,
        total,
        path: `/api/admin/suppliers/${id}/users`,
        query: { per_page: perPage, q },
      });
    },
  );

  routes.post(
    '/api/admin/suppliers/:id/users',
    {
      config: { ...config, ...inviteRateLimit },
      schema: {
        params: ZPeopleIdParams,
        body: ZInviteSupplierUserRequest,
        response: { 201: ZPerson },
      },
    },
    async (request, reply) => {
      const person = await inviteSupplierUser(
        ctx,
        auditActorOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(presentPerson(person));
    },
  );

  routes.patch(
    '/api/admin/suppliers/:id/users/:userId',
    {
      config,
      schema: {
        params: ZAgencyUserIdParams,
        body: ZUpdateSupplierUserByAdminRequest,
        response: { 200: ZPerson },
      },
    },
    async (request) =>
      presentPerson(
        await changeSupplierUser(
          ctx,
          auditActorOf(request),
          request.params.id,
          request.params.userId,
          request.body,
        ),
      ),
  );

  // ---- administrators ----
  registerListRoute(
    app,
    {
      path: '/api/admin/admins',
      access,
      query: ZAdminsQuery,
      item: ZPerson,
      find: (query) =>
        listPeople(
          ctx,
          { kind: 'admin', active: query.active, q: query.q },
          query.page,
          query.per_page,
        ),
      present: presentPerson,
    },
    {
      query: ZAdminsQuery,
      fileName: 'admins.csv',
      find: (query) => exportPeople(ctx, { kind: 'admin', active: query.active, q: query.q }),
      toCsv: (rows) => toPeopleCsv(rows.map(presentPerson)),
    },
  );

  routes.get(
    '/api/admin/admins/roles',
    { config, schema: { response: { 200: z.array(ZAdminRoleOption) } } },
    async () => listAdminRoles(ctx),
  );

  routes.post(
    '/api/admin/admins',
    {
      config: { ...config, ...inviteRateLimit },
      schema: { body: ZInviteAdminRequest, response: { 201: ZPerson } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(presentPerson(await inviteAdmin(ctx, auditActorOf(request), request.body))),
  );

  routes.get(
    '/api/admin/admins/:id',
    { config, schema: { params: ZPeopleIdParams, response: { 200: ZPerson } } },
    async (request) => presentPerson(await getAdmin(ctx, request.params.id)),
  );

  routes.patch(
    '/api/admin/admins/:id',
    {
      config,
      schema: { params: ZPeopleIdParams, body: ZUpdateAdminRequest, response: { 200: ZPerson } },
    },
    async (request) =>
      presentPerson(
        await changeAdmin(
          ctx,
          sessionUserOf(request),
          auditActorOf(request),
          request.params.id,
          request.body,
        ),
      ),
  );
}
