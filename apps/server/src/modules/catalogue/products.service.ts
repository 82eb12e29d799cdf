import {
  ZCreateProductRequest,
  type TCreateProductRequest,
  type TUpdateProductRequest,
} from '@portal/shared/contracts/catalogue';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { writeEnglishText } from '../content/content-store.repository';
import { duplicateCode, withUniqueCode } from '../../lib/database-errors';
import { validateMerged } from '../../lib/validate-merged';
import { findExistingLocationIds } from './locations.repository';
import {
  findProductByCode,
  findProductById,
  findProductsPage,
  hasRatesOfOtherBasis,
  insertProduct,
  updateProduct,
  type TProductFilter,
  type TProductListRow,
} from './products.repository';
import { findExistingSupplierIds } from './suppliers.repository';

/** A page of the admin's products list (and its export, as one long page). */
export function listProducts(
  ctx: TAppContext,
  filter: TProductFilter & { page: number; perPage: number },
): Promise<{ rows: TProductListRow[]; total: number }> {
  return findProductsPage(ctx.db, filter);
}

export async function getProduct(ctx: TAppContext, id: number): Promise<TProductListRow> {
  const product = await findProductById(ctx.db, id);
  if (!product) throw notFound('Product');
  return product;
}

async function checkReferences(
  ctx: TAppContext,
  input: { code: string; supplierId: number; locationId: number },
  selfId: number | null,
): Promise<void> {
  const [holder, supplierIds, locationIds] = await Promise.all([
    findProductByCode(ctx.db, input.code),
    findExistingSupplierIds(ctx.db, [input.supplierId]),
    findExistingLocationIds(ctx.db, [input.locationId]),
  ]);
  if (holder && holder.id !== selfId) throw duplicateCode();
  if (!supplierIds.has(input.supplierId)) {
    throw AppError.invalidField('supplierId', 'This supplier does not exist');
  }
  if (!locationIds.has(input.locationId)) {
    throw AppError.invalidField('locationId', 'This location does not exist');
  }
}

/** The form's description is the English text of the content store, versioned like any edit. */
function writeEnglishDescription(
  executor: TExecutor,
  actor: TAuditActor,
  productId: number,
  text: string,
  at: Date,
): Promise<void> {
  const author = { userId: actor.userId, label: actor.label };
  return writeEnglishText(
    executor,
    { kind: 'product', entityId: productId, field: 'description' },
    text,
    author,
    at,
  );
}

export async function createProduct(
  ctx: TAppContext,
  actor: TAuditActor,
  input: TCreateProductRequest,
): Promise<TProductListRow> {
  await checkReferences(ctx, input, null);
  const now = ctx.clock.now();
  const { description, ...fields } = input;
  const id = await withUniqueCode(
    () =>
      ctx.db.transaction(async (tx) => {
        const newId = await insertProduct(tx, fields, now);
        await writeEnglishDescription(tx, actor, newId, description, now);
        await recordAudit(tx, actor, {
          action: 'product.created',
          entityType: 'product',
          entityId: newId,
          detail: { code: input.code },
          at: now,
        });
        return newId;
      }),
    'products_code_unique',
  );
  return getProduct(ctx, id);
}

export async function updateProductById(
  ctx: TAppContext,
  actor: TAuditActor,
  id: number,
  input: TUpdateProductRequest,
): Promise<TProductListRow> {
  const before = await getProduct(ctx, id);
  const merged = validateMerged(ZCreateProductRequest, {
    code: before.code,
    supplierId: before.supplierId,
    serviceTypeCode: before.serviceTypeCode,
    locationId: before.locationId,
    name: before.name,
    description: before.description,
    startTime: before.startTime,
    endTime: before.endTime,
    durationMinutes: before.durationMinutes,
    voucherText: before.voucherText,
    phone: before.phone,
    address: before.address,
    accommodationClass: before.accommodationClass,
    roomTypes: before.roomTypes,
    pricingBasis: before.pricingBasis,
    capacity: before.capacity,
    infantMaxAge: before.infantMaxAge,
    childMaxAge: before.childMaxAge,
    cancellationPolicy: before.cancellationPolicy,
    active: before.active,
    ...input,
  });
  await checkReferences(ctx, merged, id);
  if (
    merged.pricingBasis !== before.pricingBasis &&
    (await hasRatesOfOtherBasis(ctx.db, id, merged.pricingBasis))
  ) {
    throw AppError.invalidField(
      'pricingBasis',
      'This product has rates on its current basis; delete or re-enter them first',
    );
  }
  const now = ctx.clock.now();
  const { description, ...fields } = merged;
  await withUniqueCode(
    () =>
      ctx.db.transaction(async (tx) => {
        await updateProduct(tx, id, fields, now);
        if (description !== before.description) {
          await writeEnglishDescription(tx, actor, id, description, now);
        }
        await recordAudit(tx, actor, {
          action: 'product.updated',
          entityType: 'product',
          entityId: id,
          detail: { fields: Object.keys(input) },
          at: now,
        });
      }),
    'products_code_unique',
  );
  return getProduct(ctx, id);
}
