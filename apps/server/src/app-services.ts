import type { FastifyInstance } from 'fastify';
import type { TAppContext } from './app-context';
import {
  createFileCommandDeps,
  type TFileCommandDeps,
} from './modules/files/commands/file-command';
import {
  createInvoicesAdminService,
  type TInvoicesAdminService,
} from './modules/invoices/invoices.admin.service';
import { createBillingLive } from './modules/invoices/invoices.live';
import { createPaymentsLive } from './modules/online-payments/online-payments.live';
import { createPaymentProvider } from './modules/online-payments/online-payments.providers';
import {
  createOnlinePaymentsService,
  type TOnlinePaymentsService,
} from './modules/online-payments/online-payments.service';
import { createSupplierRequestsLive } from './modules/supplier-requests/supplier-requests.live';
import {
  createSupplierRequestsService,
  type TSupplierRequestsService,
} from './modules/supplier-requests/supplier-requests.service';

/**
 * The services more than one route registrar uses, each built once with its dependencies and
 * handed to the registrars that need it (src/app.ts). A service only one registrar uses is
 * built by that registrar. Live updates go through `app.broadcaster`, read when they are sent.
 */
export interface TAppServices {
  /** The file commands' dependencies, with the file live updates every file change sends. */
  fileCommands: TFileCommandDeps;
  /** Back-office billing: the file's billing routes, the agent's payment route. */
  invoicesAdmin: TInvoicesAdminService;
  /** Supplier requests: their own routes and the FIT tracker's chasing. */
  supplierRequests: TSupplierRequestsService;
  /** Online payments: their own routes and the partner API's payment links. */
  onlinePayments: TOnlinePaymentsService;
}

export function buildAppServices(app: FastifyInstance, ctx: TAppContext): TAppServices {
  const broadcaster = () => app.broadcaster;
  const fileCommands = createFileCommandDeps(app, ctx);
  return {
    fileCommands,
    invoicesAdmin: createInvoicesAdminService(ctx, {
      files: fileCommands.live,
      billing: createBillingLive({ broadcaster, log: ctx.log }),
    }),
    supplierRequests: createSupplierRequestsService(ctx, {
      requests: createSupplierRequestsLive({ broadcaster, clock: ctx.clock, log: ctx.log }),
      files: fileCommands.live,
    }),
    onlinePayments: createOnlinePaymentsService(ctx, {
      provider: createPaymentProvider(ctx),
      live: createPaymentsLive({ broadcaster, log: ctx.log }),
      // A payment that meets a held booking's deposit lifts its credit hold: file pushes.
      files: fileCommands.live,
    }),
  };
}
