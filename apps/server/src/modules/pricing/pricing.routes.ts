import type { FastifyInstance } from 'fastify';
import {
  ZCreateMarkupRuleRequest,
  ZUpdateMarkupRuleRequest,
} from '@portal/shared/contracts/catalogue';
import {
  ZAgencyPricingItem,
  ZAgencyPricingRules,
  ZMarkupRuleCsvQuery,
  ZMarkupRuleListItem,
  ZMarkupRuleListQuery,
  ZSetAgencyPricingRequest,
  zDataList,
} from '@portal/shared/contracts/catalogue-api';
import type { TAppContext } from '../../app-context';
import { CSV_EXPORT_LIMIT } from '../../lib/csv';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import { listAgencyPricing } from '../catalogue/agencies.service';
import { auditActorOf, sessionUserOf } from '../../lib/request-user';
import { toMarkupRulesCsv } from './markup-rules.csv';
import {
  createMarkupRule,
  getAgencyPricingRules,
  getMarkupRule,
  listMarkupRules,
  removeMarkupRule,
  setAgencyPricingModel,
  updateMarkupRuleById,
} from './markup-rules.service';
import { pricingPolicy } from './pricing.policy';
import {
  presentAgencyPricing,
  presentAgencyPricingRules,
  presentMarkupRule,
} from './pricing.presenter';
import { ZIdParams } from '@portal/shared/contracts/primitives';

export function registerPricingRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/app/pricing-rules',
    {
      config: { access: pricingPolicy.agencyRules },
      schema: { response: { 200: ZAgencyPricingRules } },
    },
    async (request) => {
      const { agency, rules } = await getAgencyPricingRules(ctx, sessionUserOf(request).agencyId);
      return presentAgencyPricingRules(agency, rules);
    },
  );

  // Markup and commission rules -----------------------------------------------------------------
  registerListRoute(
    app,
    {
      path: '/api/admin/markup-rules',
      access: pricingPolicy.manageRules,
      query: ZMarkupRuleListQuery,
      item: ZMarkupRuleListItem,
      find: ({ page, per_page: perPage, ...filter }) =>
        listMarkupRules(ctx, { ...filter, page, perPage }),
      present: presentMarkupRule,
    },
    {
      query: ZMarkupRuleCsvQuery,
      fileName: 'markup-rules.csv',
      find: async (query) =>
        (await listMarkupRules(ctx, { ...query, page: 1, perPage: CSV_EXPORT_LIMIT })).rows,
      toCsv: (rows) => toMarkupRulesCsv(rows.map(presentMarkupRule)),
    },
  );

  routes.get(
    '/api/admin/markup-rules/:id',
    {
      config: { access: pricingPolicy.manageRules },
      schema: { params: ZIdParams, response: { 200: ZMarkupRuleListItem } },
    },
    async (request) => presentMarkupRule(await getMarkupRule(ctx, request.params.id)),
  );

  routes.post(
    '/api/admin/markup-rules',
    {
      config: { access: pricingPolicy.manageRules },
      schema: { body: ZCreateMarkupRuleRequest, response: { 201: ZMarkupRuleListItem } },
    },
    async (request, reply) => {
      const rule = await createMarkupRule(ctx, auditActorOf(request), request.body);
      return reply.code(201).send(presentMarkupRule(rule));
    },
  );

  routes.patch(
    '/api/admin/markup-rules/:id',
    {
      config: { access: pricingPolicy.manageRules },
      schema: {
        params: ZIdParams,
        body: ZUpdateMarkupRuleRequest,
        response: { 200: ZMarkupRuleListItem },
      },
    },
    async (request) =>
      presentMarkupRule(
        await updateMarkupRuleById(ctx, auditActorOf(request), request.params.id, request.body),
      ),
  );

  routes.delete(
    '/api/admin/markup-rules/:id',
    { config: { access: pricingPolicy.manageRules }, schema: { params: ZIdParams } },
    async (request, reply) => {
      await removeMarkupRule(ctx, auditActorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // Agencies' pricing models --------------------------------------------------------------------
  routes.get(
    '/api/admin/agency-pricing',
    {
      config: { access: pricingPolicy.manageRules },
      schema: { response: { 200: zDataList(ZAgencyPricingItem) } },
    },
    async () => ({ data: (await listAgencyPricing(ctx.db)).map(presentAgencyPricing) }),
  );

  routes.put(
    '/api/admin/agency-pricing/:id',
    {
      config: { access: pricingPolicy.manageRules },
      schema: {
        params: ZIdParams,
        body: ZSetAgencyPricingRequest,
        response: { 200: ZAgencyPricingItem },
      },
    },
    async (request) =>
      presentAgencyPricing(
        await setAgencyPricingModel(
          ctx,
          auditActorOf(request),
          request.params.id,
          request.body.pricingModel,
        ),
      ),
  );
}
