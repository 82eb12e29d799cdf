import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../app-context';
import type { TFileCommandDeps } from '../files/commands/file-command';
import { createInvoicesService } from '../invoices/invoices.service';
import type { TOnlinePaymentsService } from '../online-payments/online-payments.service';
import { registerPartnerAudit } from './partner-audit';
import { registerPartnerBillingRoutes } from './partner-billing.routes';
import { registerPartnerCatalogueRoutes } from './partner-catalogue.routes';
import { registerPartnerFileRoutes } from './partner-files.routes';
import { registerPartnerIdempotency } from './partner-idempotency';

/**
 * The partner API, version 1 (docs/partner-api.md): /api/partner/v1/…, API keys only. Its routes
 * share a context of their own, so the Idempotency-Key and audit hooks run on them and on no
 * other route. Register after registerRealtime: file changes push live through app.broadcaster.
 */
export async function registerPartnerRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  services: { files: TFileCommandDeps; payments: TOnlinePaymentsService },
): Promise<void> {
  const { files, payments } = services;
  const invoices = createInvoicesService(ctx);
  await app.register(async (partner) => {
    registerPartnerIdempotency(partner, ctx);
    registerPartnerAudit(partner, ctx);
    registerPartnerCatalogueRoutes(partner, ctx);
    registerPartnerFileRoutes(partner, { files, invoices, payments });
    registerPartnerBillingRoutes(partner, invoices);
  });
}
