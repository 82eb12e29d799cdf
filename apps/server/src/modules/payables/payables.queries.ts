import { sql } from 'drizzle-orm';
import { selectRows, type TExecutor } from '../../db/database';
import type { TBrandPeriod } from '../../lib/finance-period';

/**
 * The read surface of supplier payables for the finance reports and the accounting export
 * (docs/finance.md): what suppliers are expected to bill per file and what was paid of it, the
 * supplier invoices (bills) issued in a period and what payment runs paid in one. Read-only.
 */

/**
 * Per file: what its suppliers are expected to bill (confirmed lines' cost_cents + cancelled
 * lines' supplier_charge_cents) and what payment runs have paid of it (amount_cents of supplier
 * invoice lines matched to those expected lines whose supplier invoice is 'paid'). Files with
 * neither are absent.
 *
 * A paid line stays counted when its service is cancelled after the match (the money went to the
 * supplier all the same), so `expectedCents − paidCents` may then be below zero: what the supplier
 * owes back.
 */
export interface TFileSupplierCosts {
  fileId: number;
  expectedCents: number;
  paidCents: number;
}

export async function supplierCostsOfFiles(
  executor: TExecutor,
  fileIds: readonly number[],
): Promise<Map<number, TFileSupplierCosts>> {
  const costs = new Map<number, TFileSupplierCosts>();
  if (fileIds.length === 0) return costs;
  const ids = sql.join(
    [...new Set(fileIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await selectRows<{ file_id: number; expected_cents: string; paid_cents: string }>(
    executor,
    sql`select file_id, sum(expected_cents) as expected_cents, sum(paid_cents) as paid_cents
      from (
        select fsl.file_id,
          case when fsl.status = 'Confirmed' then fsl.cost_cents
            else fsl.supplier_charge_cents end as expected_cents,
          0 as paid_cents
        from file_service_lines fsl
        join files f on f.id = fsl.file_id and f.status <> 'Quote'
        where fsl.file_id in (${ids})
          and (fsl.status = 'Confirmed'
            or (fsl.status = 'Cancelled' and fsl.supplier_charge_cents > 0))
        union all
        select l.file_id, 0, l.amount_cents
        from supplier_invoice_lines l
        join supplier_invoices si on si.id = l.supplier_invoice_id and si.status = 'paid'
        where l.file_id in (${ids}) and l.service_line_id is not null
      ) amounts
      group by file_id`,
  );
  for (const row of rows) {
    costs.set(row.file_id, {
      fileId: row.file_id,
      expectedCents: Number(row.expected_cents),
      paidCents: Number(row.paid_cents),
    });
  }
  return costs;
}

/** Supplier invoices (bills) of a brand issued between from and to inclusive (ISO dates), void ones left out, oldest first. */
export interface TSupplierBill {
  id: number;
  brandId: number;
  supplierId: number;
  supplierName: string;
  supplierCode: string;
  supplierEmail: string;
  supplierReference: string;
  issuedOn: string;
  dueOn: string;
  totalCents: number;
  gstCents: number;
  zeroRatedCents: number;
  status: 'entered' | 'approved' | 'paid';
  lines: {
    position: number;
    description: string;
    fileReference: string;
    amountCents: number;
    taxCode: 'standard' | 'zero_rated';
  }[];
}

export async function supplierBillsIssuedBetween(
  executor: TExecutor,
  { brandId, from, to }: TBrandPeriod,
): Promise<TSupplierBill[]> {
  const heads = await selectRows<{
    id: number;
    brand_id: number;
    supplier_id: number;
    supplier_name: string;
    supplier_code: string;
    supplier_email: string;
    supplier_reference: string;
    issued_on: string;
    due_on: string;
    total_cents: number;
    gst_cents: number;
    zero_rated_cents: number;
    status: TSupplierBill['status'];
  }>(
    executor,
    sql`select si.id, si.brand_id, si.supplier_id, s.name as supplier_name,
        s.code as supplier_code, s.email as supplier_email, si.supplier_reference,
        si.issued_on::text as issued_on, si.due_on::text as due_on, si.total_cents,
        si.gst_cents, si.zero_rated_cents, si.status::text as status
      from supplier_invoices si
      join suppliers s on s.id = si.supplier_id
      where si.brand_id = ${brandId} and si.status <> 'void'
        and si.issued_on between ${from} and ${to}
      order by si.issued_on, si.id`,
  );
  if (heads.length === 0) return [];
  const lines = await selectRows<{
    supplier_invoice_id: number;
    position: number;
    description: string;
    file_reference: string;
    amount_cents: number;
    tax_code: 'standard' | 'zero_rated';
  }>(
    executor,
    // A matched line names our file as we spell it; an unmatched one, as the supplier wrote it.
    sql`select l.supplier_invoice_id, l.position, l.description,
        coalesce(f.reference, l.file_reference) as file_reference, l.amount_cents,
        l.tax_code::text as tax_code
      from supplier_invoice_lines l
      left join files f on f.id = l.file_id
      where l.supplier_invoice_id in (${sql.join(
        heads.map((head) => sql`${head.id}`),
        sql`, `,
      )})
      order by l.supplier_invoice_id, l.position`,
  );
  const linesOf = new Map<number, TSupplierBill['lines']>();
  for (const line of lines) {
    const list = linesOf.get(line.supplier_invoice_id) ?? [];
    list.push({
      position: line.position,
      description: line.description,
      fileReference: line.file_reference,
      amountCents: line.amount_cents,
      taxCode: line.tax_code,
    });
    linesOf.set(line.supplier_invoice_id, list);
  }
  return heads.map((head) => ({
    id: head.id,
    brandId: head.brand_id,
    supplierId: head.supplier_id,
    supplierName: head.supplier_name,
    supplierCode: head.supplier_code,
    supplierEmail: head.supplier_email,
    supplierReference: head.supplier_reference,
    issuedOn: head.issued_on,
    dueOn: head.due_on,
    totalCents: head.total_cents,
    gstCents: head.gst_cents,
    zeroRatedCents: head.zero_rated_cents,
    status: head.status,
    lines: linesOf.get(head.id) ?? [],
  }));
}

/** What payment runs of a brand paid each supplier, run paid between from and to inclusive, oldest first: one row per remittance. */
export interface TSupplierRemittancePaid {
  remittanceId: number;
  paymentRunId: number;
  runNumber: string;
  paidOn: string;
  supplierId: number;
  supplierName: string;
  /** Beyond the agreed interface: the accounting export names suppliers by code too. */
  supplierCode: string;
  totalCents: number;
  supplierInvoices: { id: number; supplierReference: string; totalCents: number }[];
}

export async function supplierRemittancesPaidBetween(
  executor: TExecutor,
  { brandId, from, to }: TBrandPeriod,
): Promise<TSupplierRemittancePaid[]> {
  const remittances = await selectRows<{
    remittance_id: number;
    payment_run_id: number;
    run_number: string;
    paid_on: string;
    supplier_id: number;
    supplier_name: string;
    supplier_code: string;
    total_cents: number;
  }>(
    executor,
    sql`select r.id as remittance_id, pr.id as payment_run_id, pr.number as run_number,
        pr.paid_on::text as paid_on, r.supplier_id, s.name as supplier_name, s.code as supplier_code,
        r.total_cents
      from supplier_remittances r
      join supplier_payment_runs pr on pr.id = r.payment_run_id
      join suppliers s on s.id = r.supplier_id
      where pr.brand_id = ${brandId} and pr.paid_on between ${from} and ${to}
      order by pr.paid_on, pr.id, r.id`,
  );
  if (remittances.length === 0) return [];
  const invoices = await selectRows<{
    id: number;
    payment_run_id: number;
    supplier_id: number;
    supplier_reference: string;
    total_cents: number;
  }>(
    executor,
    sql`select si.id, si.payment_run_id, si.supplier_id, si.supplier_reference, si.total_cents
      from supplier_invoices si
      where si.payment_run_id in (${sql.join(
        [...new Set(remittances.map((row) => row.payment_run_id))].map((id) => sql`${id}`),
        sql`, `,
      )})
      order by si.issued_on, si.id`,
  );
  return remittances.map((row) => ({
    remittanceId: row.remittance_id,
    paymentRunId: row.payment_run_id,
    runNumber: row.run_number,
    paidOn: row.paid_on,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    supplierCode: row.supplier_code,
    totalCents: row.total_cents,
    supplierInvoices: invoices
      .filter(
        (invoice) =>
          invoice.payment_run_id === row.payment_run_id && invoice.supplier_id === row.supplier_id,
      )
      .map((invoice) => ({
        id: invoice.id,
        supplierReference: invoice.supplier_reference,
        totalCents: invoice.total_cents,
      })),
  }));
}
