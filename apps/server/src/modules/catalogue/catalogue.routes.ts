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
import { buildPaginated, zPaginated } from '@portal/shared/contracts/pagination';
import type { TAppContext } from '../../app-context';
import { listOrderQuery } from '../../lib/list-order';
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
import { CSV_EXPORT_LIMIT } from '../../lib/csv';
import {
  toLocationsCsv,
  toProductsCsv,
  toSupplierAttachmentsCsv,
  toSuppliersCsv,
} from './catalogue.csv';
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
  routes.get(
    '/api/admin/locations',
    {
      config: { access: cataloguePolicy.view },
      schema: { querystring: ZLocationListQuery, response: { 200: zPaginated(ZLocation) } },
    },
    async (request) => {
      const { page, per_page: perPage, q, country } = request.query;
      const { rows, total } = await listLocations(ctx, { q, country, page, perPage });
      return buildPaginated(rows.map(presentLocation), {
        page,
        perPage,
        total,
        path: '/api/admin/locations',
        query: { per_page: perPage, q, country },
      });
    },
  );

  routes.get(
    '/api/admin/locations/export.csv',
    { config: { access: cataloguePolicy.view }, schema: { querystring: ZLocationCsvQuery } },
    async (request, reply) => {
      const { q, country } = request.query;
      const { rows } = await listLocations(ctx, {
        q,
        country,
        page: 1,
        perPage: CSV_EXPORT_LIMIT,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="locations.csv"')
        .header('cache-control', 'private, no-store')
        .send(toLocationsCsv(rows.map(presentLocation)));
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
  routes.get(
    '/api/admin/suppliers',
    {
      config: { access: cataloguePolicy.view },
      schema: { querystring: ZSupplierListQuery, response: { 200: zPaginated(ZSupplierListItem) } },
    },
    async (request) => {
      const { page, per_page: perPage, q, active, locationId, sort, dir } = request.query;
      const { rows, total } = await listSuppliers(
        ctx,
        { q, active, locationId, page, perPage },
        { sort, dir },
      );
      return buildPaginated(rows.map(presentSupplierListItem), {
        page,
        perPage,
        total,
        path: '/api/admin/suppliers',
        query: { per_page: perPage, q, active, locationId, ...listOrderQuery({ sort, dir }) },
      });
    },
  );

  routes.get(
    '/api/admin/suppliers/export.csv',
    { config: { access: cataloguePolicy.view }, schema: { querystring: ZSupplierCsvQuery } },
    async (request, reply) => {
      const { q, active, locationId, sort, dir } = request.query;
      const { rows } = await listSuppliers(
        ctx,
        { q, active, locationId, page: 1, perPage: CSV_EXPORT_LIMIT },
        { sort, dir },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="suppliers.csv"')
        .header('cache-control', 'private, no-store')
        .send(toSuppliersCsv(rows.map(presentSupplierListItem)));
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
  routes.get(
    '/api/admin/supplier-attachments',
    {
      config: { access: cataloguePolicy.view },
      schema: {
        querystring: ZSupplierAttachmentListQuery,
        response: { 200: zPaginated(ZSupplierAttachment) },
      },
    },
    async (request) => {
      const { page, per_page: perPage, supplierId, kind } = request.query;
      const { rows, total } = await listAttachments(ctx, {
        supplierId,
        kind,
        page,
        perPage,
      });
      return buildPaginated(rows.map(presentAttachment), {
        page,
        perPage,
        total,
        path: '/api/admin/supplier-attachments',
        query: { per_page: perPage, supplierId, kind },
      });
    },
  );

  routes.get(
    '/api/admin/supplier-attachments/export.csv',
    {
      config: { access: cataloguePolicy.view },
      schema: { querystring: ZSupplierAttachmentCsvQuery },
    },
    async (request, reply) => {
      const { supplierId, kind } = request.query;
      const { rows } = await listAttachments(ctx, {
        supplierId,
        kind,
        page: 1,
        perPage: CSV_EXPORT_LIMIT,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="supplier-attachments.csv"')
        .header('cache-control', 'private, no-store')
        .send(toSupplierAttachmentsCsv(rows.map(presentAttachment)));
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
  routes.get(
    '/api/admin/products',
    {
      config: { access: cataloguePolicy.view },
      schema: { querystring: ZProductListQuery, response: { 200: zPaginated(ZProductListItem) } },
    },
    async (request) => {
      const { page, per_page: perPage, ...filter } = request.query;
      const { rows, total } = await listProducts(ctx, { ...filter, page, perPage });
      return buildPaginated(rows.map(presentProduct), {
        page,
        perPage,
        total,
        path: '/api/admin/products',
        query: { per_page: perPage, ...filter },
      });
    },
  );

  routes.get(
    '/api/admin/products/export.csv',
    { config: { access: cataloguePolicy.view }, schema: { querystring: ZProductCsvQuery } },
    async (request, reply) => {
      const { rows } = await listProducts(ctx, {
        ...request.query,
        page: 1,
        perPage: CSV_EXPORT_LIMIT,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .header('cache-control', 'private, no-store')
        .send(toProductsCsv(rows.map(presentProduct)));
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
