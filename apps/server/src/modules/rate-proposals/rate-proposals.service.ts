import type {
  TCreateRateProposal,
  TCurrentValues,
  TProposedChange,
  TRateProposalStatus,
  TRateValues,
  TSupplierAvailabilityQuery,
} from '@portal/shared/contracts/rate-proposals';
import { hasCurrentChanged } from '@portal/shared/domain/rate-proposal-diff';
import type { TAppContext } from '../../app-context';
import type { TDatabase, TExecutor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { findAvailabilityRows, type TAvailabilityRow } from '../catalogue/availability.repository';
import { setAvailability } from '../catalogue/availability.service';
import {
  findProductById,
  findProductsOfSupplier,
  type TProductListRow,
} from '../catalogue/products.repository';
import { queueMail } from '../mail/mail.service';
import { findRateById, findRatesForExport, type TRateRow } from '../rates/rates.repository';
import { createRate, rateProductErrors, removeRate, updateRateById } from '../rates/rates.service';
import type { TRateProposalsLive } from './rate-proposals.live';
import {
  decideRateProposal,
  findRateProposalById,
  findRateProposalsPage,
  insertRateProposal,
  type TRateProposalFilter,
  type TRateProposalRow,
} from './rate-proposals.repository';

export type { TRateProposalRow };

/**
 * Supplier self-service for rates and availability: a supplier proposes, the back office approves
 * (the change goes through the rates / availability services, so pricing uses it at once) or
 * rejects. A supplier only ever sees its own products and proposals; anything else is a 404.
 */

export interface TRateProposalServices {
  ctx: TAppContext;
  live: TRateProposalsLive;
}

function rateValuesOf(row: TRateRow): TRateValues {
  return {
    brandId: row.brandId === 2 ? 2 : 1,
    roomType: row.roomType,
    basis: row.basis,
    validFrom: row.validFrom,
    validTo: row.validTo,
    weekdayMask: row.weekdayMask,
    minStay: row.minStay,
    costCents: row.costCents,
    sellCents: row.sellCents,
    childCostCents: row.childCostCents,
    childSellCents: row.childSellCents,
  };
}

function dayRecordOf(row: TAvailabilityRow) {
  return {
    date: row.date,
    kind: row.kind,
    allotment: row.allotment,
    releaseDays: row.releaseDays,
    hasOnRequestFallback: row.hasOnRequestFallback,
  };
}

/** The supplier's own product, or 404 (another supplier's product looks like no product). */
export async function requireOwnProduct(
  executor: TExecutor,
  supplierId: number,
  productId: number,
): Promise<TProductListRow> {
  const product = await findProductById(executor, productId);
  if (!product || product.supplierId !== supplierId) throw notFound('Product');
  return product;
}

export function listSupplierProducts(
  ctx: TAppContext,
  supplierId: number,
): Promise<TProductListRow[]> {
  return findProductsOfSupplier(ctx.db, supplierId);
}

export async function listSupplierProductRates(
  ctx: TAppContext,
  supplierId: number,
  productId: number,
): Promise<TRateRow[]> {
  await requireOwnProduct(ctx.db, supplierId, productId);
  return findRatesForExport(ctx.db, { productId });
}

export async function getSupplierProductAvailability(
  ctx: TAppContext,
  supplierId: number,
  productId: number,
  query: TSupplierAvailabilityQuery,
): Promise<TAvailabilityRow[]> {
  await requireOwnProduct(ctx.db, supplierId, productId);
  const rows = await findAvailabilityRows(ctx.db, productId, query.from, query.to, null);
  return rows.filter((row) => row.agencyId === null);
}

/** The live values a change replaces. */
async function readCurrent(
  executor: TExecutor,
  productId: number,
  rateId: number | null,
  proposed: TProposedChange,
): Promise<TCurrentValues> {
  if (proposed.kind === 'rate-upsert' || proposed.kind === 'rate-delete') {
    const rate = rateId === null ? null : await findRateById(executor, rateId);
    return { type: 'rate', rate: rate ? rateValuesOf(rate) : null };
  }
  const { dateFrom, dateTo } = proposed.availability;
  const rows = await findAvailabilityRows(executor, productId, dateFrom, dateTo, null);
  return {
    type: 'availability',
    days: rows.filter((row) => row.agencyId === null).map(dayRecordOf),
  };
}

function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { errors: { [field]: [message] } });
}

/** What the request proposes, for which product and season, after the ownership checks. */
async function resolveProposal(
  executor: TExecutor,
  supplierId: number,
  input: TCreateRateProposal,
): Promise<{ productId: number; rateId: number | null; proposed: TProposedChange }> {
  switch (input.kind) {
    case 'rate-upsert': {
      const { productId, ...rate } = input.rate;
      const product = await requireOwnProduct(executor, supplierId, productId);
      if (input.rateId !== null) {
        const existing = await findRateById(executor, input.rateId);
        if (!existing || existing.productId !== productId) throw notFound('Rate');
      }
      const errors = rateProductErrors(rate, product);
      const [field] = Object.keys(errors);
      if (field) throw fieldError(`rate.${field}`, errors[field] ?? 'Invalid rate');
      return { productId, rateId: input.rateId, proposed: { kind: 'rate-upsert', rate } };
    }
    case 'rate-delete': {
      const existing = await findRateById(executor, input.rateId);
      if (!existing) throw notFound('Rate');
      await requireOwnProduct(executor, supplierId, existing.productId);
      return {
        productId: existing.productId,
        rateId: input.rateId,
        proposed: { kind: 'rate-delete' },
      };
    }
    case 'allotment':
    case 'stop-sell': {
      await requireOwnProduct(executor, supplierId, input.productId);
      const { agencyId: _agencyId, ...availability } = input.availability;
      return {
        productId: input.productId,
        rateId: null,
        proposed: { kind: input.kind, availability },
      };
    }
  }
}

export async function createRateProposal(
  services: TRateProposalServices,
  actor: TAuditActor,
  supplierId: number,
  input: TCreateRateProposal,
): Promise<TRateProposalRow> {
  const { ctx } = services;
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const { productId, rateId, proposed } = await resolveProposal(tx, supplierId, input);
    const captured = await readCurrent(tx, productId, rateId, proposed);
    const newId = await insertRateProposal(
      tx,
      {
        supplierId,
        productId,
        kind: proposed.kind,
        rateId,
        proposed,
        captured,
        note: input.note,
        createdByUserId: actor.userId,
        createdByLabel: actor.label,
      },
      now,
    );
    await recordAudit(tx, actor, {
      action: 'rate-proposal.created',
      entityType: 'rate-proposal',
      entityId: newId,
      detail: { supplierId, productId, kind: proposed.kind, rateId },
      at: now,
    });
    return newId;
  });
  const row = await getRateProposal(ctx.db, id);
  services.live.changed(row);
  return row;
}

/** A page of proposals, newest first: a supplier's own (filter.supplierId) or the back office's. */
export function listRateProposals(
  executor: TExecutor,
  filter: TRateProposalFilter & { page: number; perPage: number },
): Promise<{ rows: TRateProposalRow[]; total: number }> {
  return findRateProposalsPage(executor, filter);
}

export async function getRateProposal(
  executor: TExecutor,
  id: number,
  supplierId?: number,
): Promise<TRateProposalRow> {
  const row = await findRateProposalById(executor, id);
  if (!row || (supplierId !== undefined && row.supplierId !== supplierId)) {
    throw notFound('Rate proposal');
  }
  return row;
}

/** A pending proposal's live values (what approval would replace); null once decided. */
export async function readLiveValues(
  executor: TExecutor,
  row: TRateProposalRow,
): Promise<{ live: TCurrentValues | null; hasCurrentChanged: boolean }> {
  if (row.status !== 'pending') return { live: null, hasCurrentChanged: false };
  const live = await readCurrent(executor, row.productId, row.rateId, row.proposed);
  return { live, hasCurrentChanged: hasCurrentChanged(row.captured, live) };
}

function notPending(row: TRateProposalRow): AppError {
  return new AppError('CONFLICT', `This proposal is already ${row.status}.`);
}

export async function withdrawRateProposal(
  services: TRateProposalServices,
  actor: TAuditActor,
  supplierId: number,
  id: number,
): Promise<TRateProposalRow> {
  const { ctx } = services;
  const row = await getRateProposal(ctx.db, id, supplierId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const isDecided = await decideRateProposal(
      tx,
      id,
      {
        status: 'withdrawn',
        reviewedByUserId: actor.userId,
        reviewedByLabel: actor.label,
        reviewReason: null,
      },
      now,
    );
    if (!isDecided) throw notPending(await getRateProposal(tx, id));
    await recordAudit(tx, actor, {
      action: 'rate-proposal.withdrawn',
      entityType: 'rate-proposal',
      entityId: id,
      detail: { supplierId: row.supplierId, productId: row.productId },
      at: now,
    });
  });
  const updated = await getRateProposal(ctx.db, id);
  services.live.changed(updated);
  return updated;
}

/** The not-found of a season that vanished since the proposal, as the conflict it is. */
async function applyRateChange(
  txCtx: TAppContext,
  actor: TAuditActor,
  row: TRateProposalRow,
): Promise<void> {
  const { proposed } = row;
  try {
    if (proposed.kind === 'rate-upsert') {
      const input = { ...proposed.rate, productId: row.productId };
      if (row.rateId === null) await createRate(txCtx, actor, input);
      else await updateRateById(txCtx, actor, row.rateId, input);
    } else if (proposed.kind === 'rate-delete') {
      if (row.rateId === null) throw notFound('Rate');
      await removeRate(txCtx, actor, row.rateId);
    } else {
      await setAvailability(txCtx, actor, row.productId, {
        ...proposed.availability,
        agencyId: null,
      });
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      throw new AppError(
        'CONFLICT',
        'The rate season this proposal changes no longer exists; reject the proposal instead.',
      );
    }
    throw error;
  }
}

function outcomeMail(row: TRateProposalRow, status: TRateProposalStatus, reason: string | null) {
  const what = `${row.productCode} ${row.productName}`;
  const verb = status === 'approved' ? 'approved' : 'rejected';
  const lines = [
    `Hello ${row.supplierName},`,
    '',
    `Your proposal #${row.id} (${row.kind}) for ${what} was ${verb}.`,
    ...(status === 'approved' ? ['The change now applies to new quotes and bookings.'] : []),
    ...(reason ? ['', `Reason: ${reason}`] : []),
    '',
    'You can see your proposals under Rates in the supplier app.',
  ];
  return {
    to: row.supplierEmail,
    subject: `Rate proposal #${row.id} ${verb}: ${row.productCode}`,
    text: lines.join('\n'),
  };
}

export async function approveRateProposal(
  services: TRateProposalServices,
  actor: TAuditActor,
  id: number,
): Promise<TRateProposalRow> {
  const { ctx } = services;
  const row = await getRateProposal(ctx.db, id);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const isDecided = await decideRateProposal(
      tx,
      id,
      {
        status: 'approved',
        reviewedByUserId: actor.userId,
        reviewedByLabel: actor.label,
        reviewReason: null,
      },
      now,
    );
    if (!isDecided) throw notPending(await getRateProposal(tx, id));
    // The rates and availability services open their own transactions; handed this one, theirs
    // become savepoints inside it, so the change and the decision commit (or fail) together.
    const txCtx: TAppContext = { ...ctx, db: tx as unknown as TDatabase };
    await applyRateChange(txCtx, actor, row);
    await recordAudit(tx, actor, {
      action: 'rate-proposal.approved',
      entityType: 'rate-proposal',
      entityId: id,
      detail: { supplierId: row.supplierId, productId: row.productId, kind: row.kind },
      at: now,
    });
    await queueMail(tx, outcomeMail(row, 'approved', null), now);
  });
  ctx.mail.kick();
  const updated = await getRateProposal(ctx.db, id);
  services.live.changed(updated);
  return updated;
}

export async function rejectRateProposal(
  services: TRateProposalServices,
  actor: TAuditActor,
  id: number,
  reason: string,
): Promise<TRateProposalRow> {
  const { ctx } = services;
  const row = await getRateProposal(ctx.db, id);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const isDecided = await decideRateProposal(
      tx,
      id,
      {
        status: 'rejected',
        reviewedByUserId: actor.userId,
        reviewedByLabel: actor.label,
        reviewReason: reason,
      },
      now,
    );
    if (!isDecided) throw notPending(await getRateProposal(tx, id));
    await recordAudit(tx, actor, {
      action: 'rate-proposal.rejected',
      entityType: 'rate-proposal',
      entityId: id,
      detail: { supplierId: row.supplierId, productId: row.productId, reason },
      at: now,
    });
    await queueMail(tx, outcomeMail(row, 'rejected', reason), now);
  });
  ctx.mail.kick();
  const updated = await getRateProposal(ctx.db, id);
  services.live.changed(updated);
  return updated;
}
