import type { FastifyInstance } from 'fastify';
import {
  ZCreateLocationRequest,
  ZCreateProductRequest,
  ZCreateSupplierRequest,
  ZLocation,
  ZSupplier,
  ZUpdateLocationRequest,
  ZUpdateProductRequest,
  ZUpdateSupplierRequest,
} from '@portal/shared/contracts/catalogue';
import {
  ZAvailabilityCalendar,
  ZAvailabilityCalendarQuery,
  ZClearAvailabilityQuery,
  ZLocationCsvQuery,
  ZLocationListQuery,
  ZProductIdParams,
  ZProductListItem,
  ZProductCsvQuery,
  ZProductListQuery,
  ZSetAvailabilityRequest,
  ZStartLocation,
  ZSetAvailabilityResponse,
  ZSupplierAttachment,
  ZSupplierAttachmentCsvQuery,
  ZSupplierAttachmentListQuery,
  ZSupplierCsvQuery,
  ZSupplierDetail,
  ZSupplierListItem,
  ZSupplierListQuery,
  ZUploadSupplierAttachmentRequest,
  zDataList,
} from '@portal/shared/contracts/catalogue-api';
import type { TAppContext } from '../../app-context';
import { registerListRoute } from '../../lib/list-routes';
import type { ZodTypeProvider } from '../../lib/zod-type-provider';
import {
  contentDisposition,
  downloadAttachment,
  getAttachment,
  listAttachments,
  removeAttachment,
  uploadAttachment,
} from './attachments.service';
import {
  clearAvailability,
  getAvailabilityCalendar,
  setAvailability,
} from './availability.service';
import { auditActorOf } from '../../lib/request-user';
import {
  ZReleaseDueCsvQuery,
  ZReleaseDueItem,
  ZReleaseDueQuery,
} from '@portal/shared/contracts/allotment-release';
import { CSV_EXPORT_LIMIT } from '../../lib/csv';
import {
  toLocationsCsv,
  toProductsCsv,
  toSupplierAttachmentsCsv,
  toSuppliersCsv,
  toReleaseDueCsv,
} from './catalogue.csv';
import { listReleaseDue } from './release-due.service';
import { cataloguePolicy } from './catalogue.policy';
import {
  presentAttachment,
  presentAvailabilityDay,
  presentLocation,
  presentProduct,
  presentSupplierDetail,
  presentSupplierListItem,
  presentSupplierWithLocation,
} from './catalogue.presenter';
import {
  createLocation,
  getLocation,
  listLocations,
  listSearchLocations,
  updateLocationById,
} from './locations.service';
import { createProduct, getProduct, listProducts, updateProductById } from './products.service';
import {
  createSupplier,
  getSupplierDetail,
  listSuppliers,
  updateSupplierById,
} from './suppliers.service';
import { ZIdParams } from '@portal/shared/contracts/primitives';

const ZSupplierWithLocation = ZSupplier.extend({
  locationName: ZSupplierDetail.shape.locationName,
});

/** JSON around a base64 file of at most `maxBytes` (ATTACHMENT_MAX_BYTES). */
function attachmentBodyLimit(maxBytes: number): number {
  return Math.ceil(maxBytes / 3) * 4 + 64 * 1024;
}

/**
 * The admin catalogue API (locations, suppliers and their attachments, products, availability)
 * and the agents' product search. The contract is packages/shared/src/contracts/catalogue-api.ts.
 */
export function registerCatalogueRoutes(app: FastifyInstance, ctx: TAppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Locations -----------------------------------------------------------------------------------
  registerListRoute(
    app,
    {
      path: '/api/admin/locations',
      access: cataloguePolicy.view,
      query: ZLocationListQuery,
      item: ZLocation,
      find: ({ page, per_page: perPage, q, country }) =>
        listLocations(ctx, { q, country, page, perPage }),
      present: presentLocation,
    },
    {
      query: ZLocationCsvQuery,
      fileName: 'locations.csv',
      find: async ({ q, country }) =>
        (await listLocations(ctx, { q, country, page: 1, perPage: CSV_EXPORT_LIMIT })).rows,
      toCsv: (rows) => toLocationsCsv(rows.map(presentLocation)),
    },
  );

  routes.get(
    '/api/admin/locations/:id',
    {
      config: { access: cataloguePolicy.view },
      schema: { params: ZIdParams, response: { 200: ZLocation } },
    },
    async (request) => presentLocation(await getLocation(ctx, request.params.id)),
  );

  routes.post(
    '/api/admin/locations',
    {
      config: { access: cataloguePolicy.manage },
      schema: { body: ZCreateLocationRequest, response: { 201: ZLocation } },
    },
    async (request, reply) => {
      const location = await createLocation(ctx, auditActorOf(request), request.body);
      return reply.code(201).send(presentLocation(location));
    },
  );

  routes.patch(
    '/api/admin/locations/:id',
    {
      config: { access: cataloguePolicy.manage },
      schema: { params: ZIdParams, body: ZUpdateLocationRequest, response: { 200: ZLocation } },
    },
    async (request) =>
      presentLocation(
        await updateLocationById(ctx, auditActorOf(request), request.params.id, request.body),
      ),
  );

  // Suppliers -----------------------------------------------------------------------------------
  registerListRoute(
    app,
    {
      path: '/api/admin/suppliers',
      access: cataloguePolicy.view,
      query: ZSupplierListQuery,
      item: ZSupplierListItem,
      find: ({ page, per_page: perPage, q, active, locationId, sort, dir }) =>
        listSuppliers(ctx, { q, active, locationId, page, perPage }, { sort, dir }),
      present: presentSupplierListItem,
    },
    {
      query: ZSupplierCsvQuery,
      fileName: 'suppliers.csv',
      find: async ({ q, active, locationId, sort, dir }) =>
        (
          await listSuppliers(
            ctx,
            { q, active, locationId, page: 1, perPage: CSV_EXPORT_LIMIT },
            { sort, dir },
          )
        ).rows,
      toCsv: (rows) => toSuppliersCsv(rows.map(presentSupplierListItem)),
    },
  );

  routes.get(
    '/api/admin/suppliers/:id',
    {
      config: { access: cataloguePolicy.view },
      schema: { params: ZIdParams, response: { 200: ZSupplierDetail } },
    },
    async (request) => presentSupplierDetail(await getSupplierDetail(ctx, request.params.id)),
  );

  routes.post(
    '/api/admin/suppliers',
    {
      config: { access: cataloguePolicy.manage },
      schema: { body: ZCreateSupplierRequest, response: { 201: ZSupplierWithLocation } },
    },
    async (request, reply) => {
      const supplier = await createSupplier(ctx, auditActorOf(request), request.body);
      return reply.code(201).send(presentSupplierWithLocation(supplier));
    },
  );

  routes.patch(
    '/api/admin/suppliers/:id',
    {
      config: { access: cataloguePolicy.manage },
      schema: {
        params: ZIdParams,
        body: ZUpdateSupplierRequest,
        response: { 200: ZSupplierWithLocation },
      },
    },
    async (request) =>
      presentSupplierWithLocation(
        await updateSupplierById(ctx, auditActorOf(request), request.params.id, request.body),
      ),
  );

  // Supplier attachments ------------------------------------------------------------------------
  registerListRoute(
    app,
    {
      path: '/api/admin/supplier-attachments',
      access: cataloguePolicy.view,
      query: ZSupplierAttachmentListQuery,
      item: ZSupplierAttachment,
      find: ({ page, per_page: perPage, supplierId, kind }) =>
        listAttachments(ctx, { supplierId, kind, page, perPage }),
      present: presentAttachment,
    },
    {
      query: ZSupplierAttachmentCsvQuery,
      fileName: 'supplier-attachments.csv',
      find: async ({ supplierId, kind }) =>
        (await listAttachments(ctx, { supplierId, kind, page: 1, perPage: CSV_EXPORT_LIMIT })).rows,
      toCsv: (rows) => toSupplierAttachmentsCsv(rows.map(presentAttachment)),
    },
  );

  routes.get(
    '/api/admin/supplier-attachments/:id',
    {
      config: { access: cataloguePolicy.view },
      schema: { params: ZIdParams, response: { 200: ZSupplierAttachment } },
    },
    async (request) => presentAttachment(await getAttachment(ctx, request.params.id)),
  );

  routes.get(
    '/api/admin/supplier-attachments/:id/download',
    { config: { access: cataloguePolicy.view }, schema: { params: ZIdParams } },
    async (request, reply) => {
      const file = await downloadAttachment(ctx, request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  routes.post(
    '/api/admin/supplier-attachments',
    {
      bodyLimit: attachmentBodyLimit(ctx.config.uploads.attachmentMaxBytes),
      config: { access: cataloguePolicy.manage },
      schema: { body: ZUploadSupplierAttachmentRequest, response: { 201: ZSupplierAttachment } },
    },
    async (request, reply) => {
      const attachment = await uploadAttachment(ctx, auditActorOf(request), request.body);
      return reply.code(201).send(presentAttachment(attachment));
    },
  );

  routes.delete(
    '/api/admin/supplier-attachments/:id',
    { config: { access: cataloguePolicy.manage }, schema: { params: ZIdParams } },
    async (request, reply) => {
      await removeAttachment(ctx, auditActorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  // Products ------------------------------------------------------------------------------------
  registerListRoute(
    app,
    {
      path: '/api/admin/products',
      access: cataloguePolicy.view,
      query: ZProductListQuery,
      item: ZProductListItem,
      find: ({ page, per_page: perPage, ...filter }) =>
        listProducts(ctx, { ...filter, page, perPage }),
      present: presentProduct,
    },
    {
      query: ZProductCsvQuery,
      fileName: 'products.csv',
      find: async (query) =>
        (await listProducts(ctx, { ...query, page: 1, perPage: CSV_EXPORT_LIMIT })).rows,
      toCsv: (rows) => toProductsCsv(rows.map(presentProduct)),
    },
  );

  routes.get(
    '/api/admin/products/:id',
    {
      config: { access: cataloguePolicy.view },
      schema: { params: ZIdParams, response: { 200: ZProductListItem } },
    },
    async (request) => presentProduct(await getProduct(ctx, request.params.id)),
  );

  routes.post(
    '/api/admin/products',
    {
      config: { access: cataloguePolicy.manage },
      schema: { body: ZCreateProductRequest, response: { 201: ZProductListItem } },
    },
    async (request, reply) => {
      const product = await createProduct(ctx, auditActorOf(request), request.body);
      return reply.code(201).send(presentProduct(product));
    },
  );

  routes.patch(
    '/api/admin/products/:id',
    {
      config: { access: cataloguePolicy.manage },
      schema: {
        params: ZIdParams,
        body: ZUpdateProductRequest,
        response: { 200: ZProductListItem },
      },
    },
    async (request) =>
      presentProduct(
        await updateProductById(ctx, auditActorOf(request), request.params.id, request.body),
      ),
  );

  // Availability --------------------------------------------------------------------------------
  routes.get(
    '/api/admin/products/:productId/availability',
    {
      config: { access: cataloguePolicy.view },
      schema: {
        params: ZProductIdParams,
        querystring: ZAvailabilityCalendarQuery,
        response: { 200: ZAvailabilityCalendar },
      },
    },
    async (request) => {
      const calendar = await getAvailabilityCalendar(ctx, request.params.productId, request.query);
      return { ...calendar, days: calendar.days.map(presentAvailabilityDay) };
    },
  );

  routes.put(
    '/api/admin/products/:productId/availability',
    {
      config: { access: cataloguePolicy.manage },
      schema: {
        params: ZProductIdParams,
        body: ZSetAvailabilityRequest,
        response: { 200: ZSetAvailabilityResponse },
      },
    },
    async (request) =>
      setAvailability(ctx, auditActorOf(request), request.params.productId, request.body),
  );

  routes.delete(
    '/api/admin/products/:productId/availability',
    {
      config: { access: cataloguePolicy.manage },
      schema: { params: ZProductIdParams, querystring: ZClearAvailabilityQuery },
    },
    async (request, reply) => {
      await clearAvailability(ctx, auditActorOf(request), request.params.productId, request.query);
      return reply.code(204).send();
    },
  );

  registerListRoute(
    app,
    {
      path: '/api/admin/allotments/release-due',
      access: cataloguePolicy.view,
      query: ZReleaseDueQuery,
      item: ZReleaseDueItem,
      find: ({ days, page, per_page: perPage }) => listReleaseDue(ctx, { days, page, perPage }),
      present: (row) => row,
    },
    {
      query: ZReleaseDueCsvQuery,
      fileName: 'release-due.csv',
      find: async ({ days }) =>
        (await listReleaseDue(ctx, { days, page: 1, perPage: CSV_EXPORT_LIMIT })).rows,
      toCsv: toReleaseDueCsv,
    },
  );

  // Agents: product search ----------------------------------------------------------------------
  routes.get(
    '/api/app/products/locations',
    {
      config: { access: cataloguePolicy.agentSearch },
      schema: { response: { 200: zDataList(ZStartLocation) } },
    },
    async () => ({ data: await listSearchLocations(ctx) }),
  );
}
