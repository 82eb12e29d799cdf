import {
  ZCreateSupplierRequest,
  type TCreateSupplierRequest,
  type TUpdateSupplierRequest,
} from '@portal/shared/contracts/catalogue';
import type { TSupplierSort } from '@portal/shared/contracts/catalogue-api';
import type { TAppContext } from '../../app-context';
import { AppError, notFound } from '../../lib/app-error';
import type { TListOrder } from '../../lib/list-order';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { findAttachmentsOfSupplier, type TAttachmentListRow } from './attachments.repository';
import { duplicateCode, withUniqueCode } from '../../lib/database-errors';
import { validateMerged } from '../../lib/validate-merged';
import { findExistingLocationIds } from './locations.repository';
import { findProductsOfSupplier, type TProductListRow } from './products.repository';
import {
  findSupplierByCode,
  findSupplierById,
  findSuppliersPage,
  insertSupplier,
  updateSupplier,
  type TSupplierFilter,
  type TSupplierListRow,
  type TSupplierRow,
} from './suppliers.repository';

export type TSupplierWithLocation = TSupplierRow & { locationName: string | null };
export type TSupplierDetailRow = TSupplierWithLocation & {
  products: TProductListRow[];
  attachments: TAttachmentListRow[];
};

/** A page of the admin's suppliers list (and its export, as one long page), in the list's order. */
export function listSuppliers(
  ctx: TAppContext,
  filter: TSupplierFilter & { page: number; perPage: number },
  order: TListOrder<TSupplierSort> = {},
): Promise<{ rows: TSupplierListRow[]; total: number }> {
  return findSuppliersPage(ctx.db, filter, order);
}

export async function getSupplier(ctx: TAppContext, id: number): Promise<TSupplierWithLocation> {
  const supplier = await findSupplierById(ctx.db, id);
  if (!supplier) throw notFound('Supplier');
  return supplier;
}

export async function getSupplierDetail(ctx: TAppContext, id: number): Promise<TSupplierDetailRow> {
  const supplier = await getSupplier(ctx, id);
  const [supplierProducts, attachments] = await Promise.all([
    findProductsOfSupplier(ctx.db, id),
    findAttachmentsOfSupplier(ctx.db, id),
  ]);
  return { ...supplier, products: supplierProducts, attachments };
}

async function checkReferences(
  ctx: TAppContext,
  input: { code: string; locationId: number | null },
  selfId: number | null,
) {
  const holder = await findSupplierByCode(ctx.db, input.code);
  if (holder && holder.id !== selfId) throw duplicateCode();
  if (input.locationId !== null) {
    const existing = await findExistingLocationIds(ctx.db, [input.locationId]);
    if (!existing.has(input.locationId)) {
      throw AppError.invalidField('locationId', 'This location does not exist');
    }
  }
}

export async function createSupplier(
  ctx: TAppContext,
  actor: TAuditActor,
  input: TCreateSupplierRequest,
): Promise<TSupplierWithLocation> {
  await checkReferences(ctx, input, null);
  const now = ctx.clock.now();
  const id = await withUniqueCode(
    () =>
      ctx.db.transaction(async (tx) => {
        const newId = await insertSupplier(tx, input, now);
        await recordAudit(tx, actor, {
          action: 'supplier.created',
          entityType: 'supplier',
          entityId: newId,
          detail: { code: input.code },
          at: now,
        });
        return newId;
      }),
    'suppliers_code_unique',
  );
  return getSupplier(ctx, id);
}

export async function updateSupplierById(
  ctx: TAppContext,
  actor: TAuditActor,
  id: number,
  input: TUpdateSupplierRequest,
): Promise<TSupplierWithLocation> {
  const before = await getSupplier(ctx, id);
  const merged = validateMerged(ZCreateSupplierRequest, {
    code: before.code,
    name: before.name,
    email: before.email,
    phone: before.phone ?? '',
    address: before.address,
    locationId: before.locationId,
    active: before.active,
    ...input,
  });
  await checkReferences(ctx, merged, id);
  const now = ctx.clock.now();
  await withUniqueCode(
    () =>
      ctx.db.transaction(async (tx) => {
        await updateSupplier(tx, id, merged, now);
        await recordAudit(tx, actor, {
          action: 'supplier.updated',
          entityType: 'supplier',
          entityId: id,
          detail: { fields: Object.keys(input) },
          at: now,
        });
      }),
    'suppliers_code_unique',
  );
  return getSupplier(ctx, id);
}
