import {
  ZCreateRateRequest,
  type TCreateRateRequest,
  type TUpdateRateRequest,
} from '@portal/shared/contracts/catalogue';
import type {
  TRateImportError,
  TRatesImportResponse,
} from '@portal/shared/contracts/catalogue-api';
import type { TAppContext } from '../../app-context';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { validateMerged } from '../../lib/validate-merged';
import { findProductById, type TProductRow } from '../catalogue/products.repository';
import {
  deleteRate,
  findRateById,
  findRatesPage,
  insertRate,
  updateRate,
  type TRateFields,
  type TRateFilter,
  type TRateRow,
} from './rates.repository';

/** A page of the admin's rates list. */
export function listRates(
  ctx: TAppContext,
  filter: TRateFilter & { page: number; perPage: number },
): Promise<{ rows: TRateRow[]; total: number }> {
  return findRatesPage(ctx.db, filter);
}

export async function getRate(ctx: TAppContext, id: number): Promise<TRateRow> {
  const rate = await findRateById(ctx.db, id);
  if (!rate) throw notFound('Rate');
  return rate;
}

/**
 * What a rate must agree on with its product, as field errors: the product's pricing basis, and
 * for room nights one of the room types the product sells. Shared by the form and the CSV import.
 */
export function rateProductErrors(
  rate: Pick<TRateFields, 'basis' | 'roomType'>,
  product: Pick<TProductRow, 'pricingBasis' | 'roomTypes' | 'code'>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (rate.basis !== product.pricingBasis) {
    errors.basis = `Product ${product.code} is priced ${product.pricingBasis}`;
  } else if (
    rate.basis === 'per_room_night' &&
    rate.roomType &&
    !product.roomTypes.includes(rate.roomType)
  ) {
    errors.roomType = `Product ${product.code} does not sell ${rate.roomType} rooms`;
  }
  return errors;
}

async function checkAgainstProduct(ctx: TAppContext, rate: TCreateRateRequest): Promise<void> {
  const product = await findProductById(ctx.db, rate.productId);
  if (!product) throw AppError.invalidField('productId', 'This product does not exist');
  const errors = rateProductErrors(rate, product);
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    throw new AppError('VALIDATION', Object.values(errors)[0] ?? 'Invalid rate', {
      errors: Object.fromEntries(fields.map((field) => [field, [errors[field] ?? '']])),
    });
  }
}

export async function createRate(
  ctx: TAppContext,
  actor: TAuditActor,
  input: TCreateRateRequest,
): Promise<TRateRow> {
  await checkAgainstProduct(ctx, input);
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const newId = await insertRate(tx, input, now);
    await recordAudit(tx, actor, {
      action: 'rate.created',
      entityType: 'rate',
      entityId: newId,
      detail: { productId: input.productId },
      at: now,
    });
    return newId;
  });
  return getRate(ctx, id);
}

export async function updateRateById(
  ctx: TAppContext,
  actor: TAuditActor,
  id: number,
  input: TUpdateRateRequest,
): Promise<TRateRow> {
  const before = await getRate(ctx, id);
  const merged = validateMerged(ZCreateRateRequest, {
    productId: before.productId,
    brandId: before.brandId,
    roomType: before.roomType,
    basis: before.basis,
    validFrom: before.validFrom,
    validTo: before.validTo,
    weekdayMask: before.weekdayMask,
    minStay: before.minStay,
    costCents: before.costCents,
    sellCents: before.sellCents,
    childCostCents: before.childCostCents,
    childSellCents: before.childSellCents,
    ...input,
  });
  await checkAgainstProduct(ctx, merged);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await updateRate(tx, id, merged, now);
    await recordAudit(tx, actor, {
      action: 'rate.updated',
      entityType: 'rate',
      entityId: id,
      detail: {
        fields: Object.keys(input),
        before: { costCents: before.costCents, sellCents: before.sellCents },
      },
      at: now,
    });
  });
  return getRate(ctx, id);
}

export async function removeRate(ctx: TAppContext, actor: TAuditActor, id: number): Promise<void> {
  const before = await getRate(ctx, id);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteRate(tx, id))) throw notFound('Rate');
    await recordAudit(tx, actor, {
      action: 'rate.deleted',
      entityType: 'rate',
      entityId: id,
      detail: {
        productId: before.productId,
        brandId: before.brandId,
        validFrom: before.validFrom,
        validTo: before.validTo,
        costCents: before.costCents,
        sellCents: before.sellCents,
      },
      at: now,
    });
  });
}

export function importFailure(errors: TRateImportError[]): TRatesImportResponse {
  return { imported: 0, created: 0, updated: 0, errors };
}
