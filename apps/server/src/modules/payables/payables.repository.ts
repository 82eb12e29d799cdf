import { and, asc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../lib/database-errors';
import type { TPayableKind, TPaymentTermsBasis } from '@portal/shared/domain/payables';
import type { TExpectedLineFilters, TPayableStateFilter } from '@portal/shared/contracts/payables';
import type { TTaxCode } from '@portal/shared/domain/tax';
import { selectRows, type TExecutor, type TTransaction } from '../../db/database';
import {
  supplierInvoiceLines,
  supplierInvoices,
  supplierPaymentRuns,
  supplierRemittances,
} from '../../db/schema/payables';
import { suppliers } from '../../db/schema/suppliers';

/**
 * Supplier payables' tables, and the expected lines derived from the bookings' service lines
 * (read here, written only by modules/files). Raw SQL for the derived lists: each expected line is
 * a service line in one of two roles, joined to the supplier invoice line matched to it, if any.
 */

export type TSupplierRow = typeof suppliers.$inferSelect;
export type TSupplierInvoiceRow = typeof supplierInvoices.$inferSelect;
export type TSupplierInvoiceLineRow = typeof supplierInvoiceLines.$inferSelect;
export type TPaymentRunRow = typeof supplierPaymentRuns.$inferSelect;
export type TSupplierStatus = TSupplierInvoiceRow['status'];

interface TPaging {
  limit: number | null;
  offset: number;
}

function pagingSql(paging: TPaging): SQL {
  return paging.limit === null
    ? sql`offset ${paging.offset}`
    : sql`limit ${paging.limit} offset ${paging.offset}`;
}

/** A timestamp as raw SQL answers it (a Date, or text from some drivers) in ISO form. */
export function isoTimestamp(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

// Expected lines -----------------------------------------------------------------------------------

/** One expected supplier invoice line with its supplier, file and match, as raw SQL answers it. */
export interface TExpectedLineRow {
  service_line_id: number;
  kind: TPayableKind;
  supplier_id: number;
  supplier_code: string;
  supplier_name: string;
  payment_terms_basis: TPaymentTermsBasis;
  payment_terms_days: number;
  file_id: number;
  file_reference: string;
  booking_name: string;
  file_status: string;
  agency_name: string;
  brand_id: number;
  travel_date: string;
  service_name: string;
  service_date: string;
  service_end_date: string;
  expected_cents: number;
  tax_code: TTaxCode;
  due_on: string;
  match_line_id: number | null;
  billed_cents: number | null;
  matched_expected_cents: number | null;
  supplier_invoice_id: number | null;
  supplier_reference: string | null;
  invoice_status: TSupplierStatus | null;
  payment_run_id: number | null;
  run_number: string | null;
  paid_on: string | null;
}

/**
 * Every expected line of the bookings (not quotes): a Confirmed line as kind 'service' at its
 * cost, a Cancelled one with a supplier charge as kind 'cancellation' at the charge
 * (domain/payables.ts `expectedPayableOf`), due by its supplier's terms (`payableDueOn`: days
 * after the service's last day, or before the arrival). A void supplier invoice has released its
 * matches, so only live matches join.
 */
const EXPECTED_LINES = sql`
  select fsl.id as service_line_id, k.kind, fsl.supplier_id, s.code as supplier_code,
    s.name as supplier_name, s.payment_terms_basis::text as payment_terms_basis,
    s.payment_terms_days, f.id as file_id, f.reference as file_reference, f.booking_name,
    f.status::text as file_status, a.name as agency_name, f.brand_id,
    f.travel_date::text as travel_date, fsl.name as service_name, fsl.date::text as service_date,
    fsl.end_date::text as service_end_date,
    case when k.kind = 'service' then fsl.cost_cents else fsl.supplier_charge_cents end
      as expected_cents,
    fsl.tax_code::text as tax_code,
    (case when s.payment_terms_basis = 'before_arrival'
      then f.travel_date - s.payment_terms_days
      else fsl.end_date + s.payment_terms_days end)::text as due_on,
    sil.id as match_line_id, sil.amount_cents as billed_cents,
    sil.expected_cents as matched_expected_cents, si.id as supplier_invoice_id,
    si.supplier_reference, si.status::text as invoice_status, pr.id as payment_run_id,
    pr.number as run_number, pr.paid_on::text as paid_on
  from file_service_lines fsl
  join (values ('service'), ('cancellation')) as k(kind)
    on (k.kind = 'service' and fsl.status = 'Confirmed')
    or (k.kind = 'cancellation' and fsl.status = 'Cancelled' and fsl.supplier_charge_cents > 0)
  join files f on f.id = fsl.file_id and f.status <> 'Quote'
  join suppliers s on s.id = fsl.supplier_id
  join agencies a on a.id = f.agency_id
  left join supplier_invoice_lines sil
    on sil.service_line_id = fsl.id and sil.kind::text = k.kind
  left join supplier_invoices si on si.id = sil.supplier_invoice_id
  left join supplier_payment_runs pr on pr.id = si.payment_run_id`;

const STATE_CONDITIONS: Record<TPayableStateFilter, SQL> = {
  unmatched: sql`e.supplier_invoice_id is null`,
  matched: sql`e.invoice_status = 'entered'`,
  approved: sql`e.invoice_status = 'approved'`,
  paid: sql`e.invoice_status = 'paid'`,
  unpaid: sql`(e.invoice_status is null or e.invoice_status <> 'paid')`,
};

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function expectedConditions(filters: TExpectedLineFilters & { brandIds?: number[] }): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.brandId !== undefined) conditions.push(sql`e.brand_id = ${filters.brandId}`);
  if (filters.supplierId !== undefined) conditions.push(sql`e.supplier_id = ${filters.supplierId}`);
  if (filters.state) conditions.push(STATE_CONDITIONS[filters.state]);
  if (filters.dueBy) conditions.push(sql`e.due_on <= ${filters.dueBy}`);
  if (filters.fileReference) {
    conditions.push(
      sql`upper(e.file_reference) like ${`${escapeLike(filters.fileReference.toUpperCase())}%`}`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** A page of expected lines, earliest due first (the "unpaid by due date" list). */
export async function findExpectedLinesPage(
  executor: TExecutor,
  filters: TExpectedLineFilters,
  paging: TPaging,
): Promise<{ rows: TExpectedLineRow[]; total: number }> {
  const where = expectedConditions(filters);
  const rows = await selectRows<TExpectedLineRow>(
    executor,
    sql`select * from (${EXPECTED_LINES}) e where ${where}
      order by e.due_on, e.file_reference, e.service_line_id, e.kind ${pagingSql(paging)}`,
  );
  const [count] = await selectRows<{ total: string | number }>(
    executor,
    sql`select count(*) as total from (${EXPECTED_LINES}) e where ${where}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

/** One expected line (a service line in one role), or null when it is not expected (any more). */
export async function findExpectedLine(
  executor: TExecutor,
  serviceLineId: number,
  kind: TPayableKind,
): Promise<TExpectedLineRow | null> {
  const [row] = await selectRows<TExpectedLineRow>(
    executor,
    sql`select * from (${EXPECTED_LINES}) e
      where e.service_line_id = ${serviceLineId} and e.kind = ${kind}`,
  );
  return row ?? null;
}

/**
 * A supplier's unmatched expected lines for a brand: those of the file `preferReference` names
 * first, then earliest due. With `fileReferences`, only those files' (any case).
 */
export async function findUnmatchedExpectedLines(
  executor: TExecutor,
  args: {
    supplierId: number;
    brandId: number;
    fileReferences?: readonly string[];
    fileReferencePrefix?: string;
    preferReference?: string;
    limit: number | null;
  },
): Promise<TExpectedLineRow[]> {
  const conditions: SQL[] = [
    sql`e.supplier_id = ${args.supplierId}`,
    sql`e.brand_id = ${args.brandId}`,
    sql`e.supplier_invoice_id is null`,
  ];
  if (args.fileReferences) {
    if (args.fileReferences.length === 0) return [];
    const upper = args.fileReferences.map((reference) => reference.toUpperCase());
    conditions.push(
      sql`upper(e.file_reference) in (${sql.join(
        upper.map((reference) => sql`${reference}`),
        sql`, `,
      )})`,
    );
  }
  if (args.fileReferencePrefix) {
    conditions.push(
      sql`upper(e.file_reference) like ${`${escapeLike(args.fileReferencePrefix.toUpperCase())}%`}`,
    );
  }
  const prefer = (args.preferReference ?? '').toUpperCase();
  return selectRows<TExpectedLineRow>(
    executor,
    sql`select * from (${EXPECTED_LINES}) e where ${sql.join(conditions, sql` and `)}
      order by (upper(e.file_reference) = ${prefer}) desc, e.due_on, e.file_reference,
        e.service_line_id, e.kind
      ${args.limit === null ? sql`` : sql`limit ${args.limit}`}`,
  );
}

// Suppliers --------------------------------------------------------------------------------------

export async function findSupplier(
  executor: TExecutor,
  supplierId: number,
): Promise<TSupplierRow | null> {
  const [row] = await executor.select().from(suppliers).where(eq(suppliers.id, supplierId));
  return row ?? null;
}

/** The most suppliers a picker is offered at once. */
const SUPPLIER_PICK_LIMIT = 50;

/** Suppliers whose code or name holds `q` (all when empty), or the one with `id`, by name. */
export async function findSuppliersToPick(
  executor: TExecutor,
  filter: { q?: string | undefined; id?: number | undefined },
): Promise<TSupplierRow[]> {
  const pattern = filter.q ? likePattern(filter.q) : null;
  return executor
    .select()
    .from(suppliers)
    .where(
      and(
        filter.id === undefined ? undefined : eq(suppliers.id, filter.id),
        pattern ? or(ilike(suppliers.code, pattern), ilike(suppliers.name, pattern)) : undefined,
      ),
    )
    .orderBy(asc(suppliers.name), asc(suppliers.id))
    .limit(SUPPLIER_PICK_LIMIT);
}

export async function findSuppliersByCodes(
  executor: TExecutor,
  codes: readonly string[],
): Promise<TSupplierRow[]> {
  if (codes.length === 0) return [];
  return executor
    .select()
    .from(suppliers)
    .where(inArray(sql`upper(${suppliers.code})`, [...codes]));
}

/**
 * Locks the supplier's row until commit: entries and matches of one supplier's invoices take
 * turns, so two of them never match the same expected line.
 */
export async function lockSupplier(
  tx: TTransaction,
  supplierId: number,
): Promise<TSupplierRow | null> {
  const [row] = await tx.select().from(suppliers).where(eq(suppliers.id, supplierId)).for('update');
  return row ?? null;
}

// Supplier invoices ------------------------------------------------------------------------------

export async function findSupplierInvoiceByIdempotencyKey(
  executor: TExecutor,
  key: string,
): Promise<TSupplierInvoiceRow | null> {
  const [row] = await executor
    .select()
    .from(supplierInvoices)
    .where(eq(supplierInvoices.idempotencyKey, key));
  return row ?? null;
}

/** The supplier's live (not void) invoice of that number, any case. */
export async function findSupplierInvoiceByReference(
  executor: TExecutor,
  supplierId: number,
  reference: string,
): Promise<TSupplierInvoiceRow | null> {
  const [row] = await executor
    .select()
    .from(supplierInvoices)
    .where(
      and(
        eq(supplierInvoices.supplierId, supplierId),
        eq(sql`upper(${supplierInvoices.supplierReference})`, reference.toUpperCase()),
        ne(supplierInvoices.status, 'void'),
      ),
    );
  return row ?? null;
}

export async function insertSupplierInvoice(
  tx: TTransaction,
  row: typeof supplierInvoices.$inferInsert,
): Promise<TSupplierInvoiceRow> {
  const [created] = await tx.insert(supplierInvoices).values(row).returning();
  if (!created) throw new Error('supplier invoice not returned');
  return created;
}

export async function insertSupplierInvoiceLines(
  tx: TTransaction,
  rows: (typeof supplierInvoiceLines.$inferInsert)[],
): Promise<TSupplierInvoiceLineRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(supplierInvoiceLines).values(rows).returning();
}

export async function updateSupplierInvoice(
  tx: TTransaction,
  id: number,
  fields: Partial<typeof supplierInvoices.$inferInsert>,
): Promise<void> {
  await tx.update(supplierInvoices).set(fields).where(eq(supplierInvoices.id, id));
}

export async function lockSupplierInvoice(
  tx: TTransaction,
  id: number,
): Promise<TSupplierInvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(supplierInvoices)
    .where(eq(supplierInvoices.id, id))
    .for('update');
  return row ?? null;
}

export async function findSupplierInvoice(
  executor: TExecutor,
  id: number,
): Promise<TSupplierInvoiceRow | null> {
  const [row] = await executor.select().from(supplierInvoices).where(eq(supplierInvoices.id, id));
  return row ?? null;
}

export async function findSupplierInvoiceLineRows(
  executor: TExecutor,
  supplierInvoiceId: number,
): Promise<TSupplierInvoiceLineRow[]> {
  return executor
    .select()
    .from(supplierInvoiceLines)
    .where(eq(supplierInvoiceLines.supplierInvoiceId, supplierInvoiceId))
    .orderBy(asc(supplierInvoiceLines.position));
}

export async function updateSupplierInvoiceLine(
  tx: TTransaction,
  id: number,
  fields: Partial<typeof supplierInvoiceLines.$inferInsert>,
): Promise<void> {
  await tx.update(supplierInvoiceLines).set(fields).where(eq(supplierInvoiceLines.id, id));
}

/** A void invoice pays nothing: its lines let go of their expected lines. */
export async function releaseSupplierInvoiceMatches(
  tx: TTransaction,
  supplierInvoiceId: number,
): Promise<void> {
  await tx
    .update(supplierInvoiceLines)
    .set({
      serviceLineId: null,
      kind: null,
      fileId: null,
      expectedCents: null,
      matchSource: null,
      matchedByUserId: null,
      matchedAt: null,
    })
    .where(eq(supplierInvoiceLines.supplierInvoiceId, supplierInvoiceId));
}

/**
 * Whether a matched line's expected line still exists (the service still Confirmed, or still
 * Cancelled with a charge): when it is gone, the whole billed amount is the variance.
 */
const IS_STILL_EXPECTED = sql`(l.service_line_id is not null and (
  (l.kind = 'service' and fsl.status = 'Confirmed')
  or (l.kind = 'cancellation' and fsl.status = 'Cancelled' and fsl.supplier_charge_cents > 0)))`;

/** billed − expected of a matched line (expected 0 when no longer expected). */
const LINE_VARIANCE = sql`(l.amount_cents - case when ${IS_STILL_EXPECTED} then l.expected_cents else 0 end)`;

export interface TSupplierInvoiceHeadRow {
  id: number;
  brand_id: number;
  supplier_id: number;
  supplier_code: string;
  supplier_name: string;
  supplier_reference: string;
  issued_on: string;
  due_on: string;
  total_cents: number;
  gst_cents: number;
  zero_rated_cents: number;
  status: TSupplierStatus;
  notes: string;
  entered_by_name: string | null;
  approved_by_name: string | null;
  approved_at: Date | string | null;
  created_at: Date | string;
  payment_run_id: number | null;
  run_number: string | null;
  paid_on: string | null;
  line_count: number;
  unmatched_line_count: number;
  variance_cents: number;
}

const SUPPLIER_INVOICE_HEADS = sql`
  select si.id, si.brand_id, si.supplier_id, s.code as supplier_code, s.name as supplier_name,
    si.supplier_reference, si.issued_on::text as issued_on, si.due_on::text as due_on,
    si.total_cents, si.gst_cents, si.zero_rated_cents, si.status::text as status, si.notes,
    eu.name as entered_by_name, au.name as approved_by_name, si.approved_at, si.created_at,
    pr.id as payment_run_id, pr.number as run_number, pr.paid_on::text as paid_on,
    agg.line_count, agg.unmatched_line_count, agg.variance_cents
  from supplier_invoices si
  join suppliers s on s.id = si.supplier_id
  left join users eu on eu.id = si.entered_by_user_id
  left join users au on au.id = si.approved_by_user_id
  left join supplier_payment_runs pr on pr.id = si.payment_run_id
  cross join lateral (
    select count(*)::int as line_count,
      (count(*) filter (where l.service_line_id is null))::int as unmatched_line_count,
      coalesce(sum(${LINE_VARIANCE}) filter (where l.service_line_id is not null), 0)::int
        as variance_cents
    from supplier_invoice_lines l
    left join file_service_lines fsl on fsl.id = l.service_line_id
    where l.supplier_invoice_id = si.id
  ) agg`;

export interface TSupplierInvoiceFilterArgs {
  brandId?: number | undefined;
  supplierId?: number | undefined;
  status?: TSupplierStatus | undefined;
  unmatchedOnly?: boolean | undefined;
}

function supplierInvoiceConditions(filters: TSupplierInvoiceFilterArgs): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.brandId !== undefined) conditions.push(sql`h.brand_id = ${filters.brandId}`);
  if (filters.supplierId !== undefined) conditions.push(sql`h.supplier_id = ${filters.supplierId}`);
  if (filters.status) conditions.push(sql`h.status = ${filters.status}`);
  if (filters.unmatchedOnly) conditions.push(sql`h.unmatched_line_count > 0`);
  return sql.join(conditions, sql` and `);
}

/** A page of supplier invoices, newest issue date first. */
export async function findSupplierInvoicesPage(
  executor: TExecutor,
  filters: TSupplierInvoiceFilterArgs,
  paging: TPaging,
): Promise<{ rows: TSupplierInvoiceHeadRow[]; total: number }> {
  const where = supplierInvoiceConditions(filters);
  const rows = await selectRows<TSupplierInvoiceHeadRow>(
    executor,
    sql`select * from (${SUPPLIER_INVOICE_HEADS}) h where ${where}
      order by h.issued_on desc, h.id desc ${pagingSql(paging)}`,
  );
  const [count] = await selectRows<{ total: string | number }>(
    executor,
    sql`select count(*) as total from (${SUPPLIER_INVOICE_HEADS}) h where ${where}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

export async function findSupplierInvoiceHead(
  executor: TExecutor,
  id: number,
): Promise<TSupplierInvoiceHeadRow | null> {
  const [row] = await selectRows<TSupplierInvoiceHeadRow>(
    executor,
    sql`select * from (${SUPPLIER_INVOICE_HEADS}) h where h.id = ${id}`,
  );
  return row ?? null;
}

/** Approved invoices of a brand (due by a date when given), earliest due first. */
export async function findApprovedSupplierInvoices(
  executor: TExecutor,
  brandId: number,
  dueBy: string | undefined,
): Promise<TSupplierInvoiceHeadRow[]> {
  return selectRows<TSupplierInvoiceHeadRow>(
    executor,
    sql`select * from (${SUPPLIER_INVOICE_HEADS}) h
      where h.brand_id = ${brandId} and h.status = 'approved'
        ${dueBy ? sql`and h.due_on <= ${dueBy}` : sql``}
      order by h.due_on, h.supplier_name, h.id`,
  );
}

export interface TSupplierInvoiceLineViewRow {
  id: number;
  supplier_invoice_id: number;
  position: number;
  file_reference: string;
  description: string;
  amount_cents: number;
  tax_code: TTaxCode;
  service_line_id: number | null;
  kind: TPayableKind | null;
  file_id: number | null;
  expected_cents: number | null;
  match_source: 'auto' | 'manual' | null;
  matched_at: Date | string | null;
  matched_by_name: string | null;
  matched_file_reference: string | null;
  service_name: string | null;
  service_date: string | null;
  service_end_date: string | null;
  is_still_expected: boolean;
  variance_cents: number | null;
}

const SUPPLIER_INVOICE_LINES = sql`
  select l.id, l.supplier_invoice_id, l.position, l.file_reference, l.description,
    l.amount_cents, l.tax_code::text as tax_code, l.service_line_id, l.kind::text as kind,
    l.file_id, l.expected_cents, l.match_source::text as match_source, l.matched_at,
    u.name as matched_by_name, mf.reference as matched_file_reference,
    fsl.name as service_name, fsl.date::text as service_date,
    fsl.end_date::text as service_end_date, ${IS_STILL_EXPECTED} as is_still_expected,
    case when l.service_line_id is null then null else ${LINE_VARIANCE} end as variance_cents
  from supplier_invoice_lines l
  left join file_service_lines fsl on fsl.id = l.service_line_id
  left join files mf on mf.id = fsl.file_id
  left join users u on u.id = l.matched_by_user_id`;

/** The lines of some supplier invoices with their matches, in invoice and position order. */
export async function findSupplierInvoiceLineViews(
  executor: TExecutor,
  supplierInvoiceIds: readonly number[],
): Promise<TSupplierInvoiceLineViewRow[]> {
  if (supplierInvoiceIds.length === 0) return [];
  return selectRows<TSupplierInvoiceLineViewRow>(
    executor,
    sql`${SUPPLIER_INVOICE_LINES}
      where l.supplier_invoice_id in (${sql.join(
        supplierInvoiceIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by l.supplier_invoice_id, l.position`,
  );
}

// Variances --------------------------------------------------------------------------------------

export interface TVarianceRow extends TSupplierInvoiceLineViewRow {
  supplier_reference: string;
  invoice_status: TSupplierStatus;
  supplier_id: number;
  supplier_code: string;
  supplier_name: string;
  brand_id: number;
}

/** Matched lines of live supplier invoices billed at another amount than expected, newest first. */
export async function findVariancesPage(
  executor: TExecutor,
  filters: { brandId?: number | undefined; supplierId?: number | undefined },
  paging: TPaging,
): Promise<{ rows: TVarianceRow[]; total: number }> {
  const conditions: SQL[] = [
    sql`v.service_line_id is not null`,
    sql`v.variance_cents <> 0`,
    sql`v.invoice_status <> 'void'`,
  ];
  if (filters.brandId !== undefined) conditions.push(sql`v.brand_id = ${filters.brandId}`);
  if (filters.supplierId !== undefined) conditions.push(sql`v.supplier_id = ${filters.supplierId}`);
  const from = sql`from (
      select lv.*, si.supplier_reference, si.status::text as invoice_status, si.supplier_id,
        s.code as supplier_code, s.name as supplier_name, si.brand_id, si.issued_on
      from (${SUPPLIER_INVOICE_LINES}) lv
      join supplier_invoices si on si.id = lv.supplier_invoice_id
      join suppliers s on s.id = si.supplier_id
    ) v where ${sql.join(conditions, sql` and `)}`;
  const rows = await selectRows<TVarianceRow>(
    executor,
    sql`select v.* ${from} order by v.issued_on desc, v.supplier_invoice_id desc, v.position
      ${pagingSql(paging)}`,
  );
  const [count] = await selectRows<{ total: string | number }>(
    executor,
    sql`select count(*) as total ${from}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

// Payment runs -----------------------------------------------------------------------------------

export async function findPaymentRunByIdempotencyKey(
  executor: TExecutor,
  key: string,
): Promise<TPaymentRunRow | null> {
  const [row] = await executor
    .select()
    .from(supplierPaymentRuns)
    .where(eq(supplierPaymentRuns.idempotencyKey, key));
  return row ?? null;
}

/** The invoices a run would pay, locked until commit so no other run or change takes them. */
export async function lockSupplierInvoices(
  tx: TTransaction,
  ids: readonly number[],
): Promise<TSupplierInvoiceRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(supplierInvoices)
    .where(inArray(supplierInvoices.id, [...ids]))
    .orderBy(asc(supplierInvoices.id))
    .for('update');
}

export async function insertPaymentRun(
  tx: TTransaction,
  row: typeof supplierPaymentRuns.$inferInsert,
): Promise<TPaymentRunRow> {
  const [created] = await tx.insert(supplierPaymentRuns).values(row).returning();
  if (!created) throw new Error('payment run not returned');
  return created;
}

export async function markSupplierInvoicesPaid(
  tx: TTransaction,
  ids: readonly number[],
  paymentRunId: number,
  at: Date,
): Promise<void> {
  await tx
    .update(supplierInvoices)
    .set({ status: 'paid', paymentRunId, updatedAt: at })
    .where(and(inArray(supplierInvoices.id, [...ids]), isNull(supplierInvoices.paymentRunId)));
}

export async function insertRemittance(
  tx: TTransaction,
  row: typeof supplierRemittances.$inferInsert,
): Promise<number> {
  const [created] = await tx
    .insert(supplierRemittances)
    .values(row)
    .returning({ id: supplierRemittances.id });
  if (!created) throw new Error('remittance not returned');
  return created.id;
}

export async function setRemittanceMail(
  tx: TTransaction,
  remittanceId: number,
  mailId: number,
): Promise<void> {
  await tx
    .update(supplierRemittances)
    .set({ mailId })
    .where(eq(supplierRemittances.id, remittanceId));
}

export interface TPaymentRunHeadRow {
  id: number;
  number: string;
  brand_id: number;
  paid_on: string;
  total_cents: number;
  invoice_count: number;
  supplier_count: number;
  created_by_name: string | null;
  created_at: Date | string;
  idempotency_key: string | null;
}

const PAYMENT_RUN_HEADS = sql`
  select pr.id, pr.number, pr.brand_id, pr.paid_on::text as paid_on, pr.total_cents,
    (select count(*)::int from supplier_invoices si where si.payment_run_id = pr.id)
      as invoice_count,
    (select count(*)::int from supplier_remittances r where r.payment_run_id = pr.id)
      as supplier_count,
    u.name as created_by_name, pr.created_at, pr.idempotency_key
  from supplier_payment_runs pr
  left join users u on u.id = pr.created_by_user_id`;

/** A page of payment runs, newest first. */
export async function findPaymentRunsPage(
  executor: TExecutor,
  brandId: number | undefined,
  paging: TPaging,
): Promise<{ rows: TPaymentRunHeadRow[]; total: number }> {
  const where = brandId === undefined ? sql`true` : sql`h.brand_id = ${brandId}`;
  const rows = await selectRows<TPaymentRunHeadRow>(
    executor,
    sql`select * from (${PAYMENT_RUN_HEADS}) h where ${where}
      order by h.paid_on desc, h.id desc ${pagingSql(paging)}`,
  );
  const [count] = await selectRows<{ total: string | number }>(
    executor,
    sql`select count(*) as total from supplier_payment_runs h where ${where}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

export async function findPaymentRunHead(
  executor: TExecutor,
  id: number,
): Promise<TPaymentRunHeadRow | null> {
  const [row] = await selectRows<TPaymentRunHeadRow>(
    executor,
    sql`select * from (${PAYMENT_RUN_HEADS}) h where h.id = ${id}`,
  );
  return row ?? null;
}

export interface TRemittanceRow {
  id: number;
  payment_run_id: number;
  supplier_id: number;
  supplier_code: string;
  supplier_name: string;
  supplier_email: string;
  supplier_address: string;
  total_cents: number;
  mail_id: number | null;
  mail_status: string | null;
}

/** A run's remittances (one per supplier), by supplier name. */
export async function findRemittancesOfRun(
  executor: TExecutor,
  paymentRunId: number,
): Promise<TRemittanceRow[]> {
  return selectRows<TRemittanceRow>(
    executor,
    sql`select r.id, r.payment_run_id, r.supplier_id, s.code as supplier_code,
        s.name as supplier_name, s.email as supplier_email, s.address as supplier_address,
        r.total_cents, r.mail_id, m.status::text as mail_status
      from supplier_remittances r
      join suppliers s on s.id = r.supplier_id
      left join mail_outbox m on m.id = r.mail_id
      where r.payment_run_id = ${paymentRunId}
      order by s.name, r.id`,
  );
}

export interface TRunInvoiceRow {
  id: number;
  supplier_id: number;
  supplier_reference: string;
  issued_on: string;
  due_on: string;
  total_cents: number;
}

/** The supplier invoices a run paid, by supplier and issue date. */
export async function findInvoicesOfRun(
  executor: TExecutor,
  paymentRunId: number,
): Promise<TRunInvoiceRow[]> {
  return selectRows<TRunInvoiceRow>(
    executor,
    sql`select si.id, si.supplier_id, si.supplier_reference, si.issued_on::text as issued_on,
        si.due_on::text as due_on, si.total_cents
      from supplier_invoices si
      where si.payment_run_id = ${paymentRunId}
      order by si.supplier_id, si.issued_on, si.id`,
  );
}
