import {
  MAX_SUPPLIER_INVOICE_IMPORT_ROWS,
  MAX_SUPPLIER_INVOICE_LINES,
  SUPPLIER_INVOICE_CSV_COLUMNS,
  ZCreateSupplierInvoiceRequest,
  type TSupplierInvoiceCsvColumn,
  type TSupplierInvoiceImportError,
  type TSupplierInvoicesImportRequest,
  type TSupplierInvoicesImportResponse,
} from '@portal/shared/contracts/payables';
import { getBrand } from '@portal/shared/domain/brands';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { CsvSyntaxError, parseCsv, parseDollars } from '../rates/rates-csv';
import { findSupplierInvoiceByReference, findSuppliersByCodes } from './payables.repository';
import {
  duplicateReferenceMessage,
  enterSupplierInvoiceWithin,
  SUPPLIER_INVOICE_ENTITY,
  translateWriteError,
  type TSupplierInvoiceEntry,
} from './payables.service';
import { announcePayablesChange } from './payables.live';

/**
 * Supplier invoices imported from a CSV (docs/finance.md, "Importing supplier invoices"): one row
 * per line, rows of one invoice grouped by supplier code and invoice number. All or nothing like
 * the rates import: every row is checked first and any bad row means nothing is entered; the
 * answer lists every bad row with its line number in the file.
 */

/** due_date, file_reference and description may be left empty. */
const REQUIRED_COLUMNS: readonly TSupplierInvoiceCsvColumn[] = [
  'supplier_code',
  'invoice_number',
  'invoice_date',
  'amount',
];

/** Contract fields as the CSV names them, so a message points at the column the user sees. */
const COLUMN_OF_FIELD: Record<string, TSupplierInvoiceCsvColumn> = {
  supplierReference: 'invoice_number',
  issuedOn: 'invoice_date',
  dueOn: 'due_date',
  fileReference: 'file_reference',
  description: 'description',
  amountCents: 'amount',
};

function failure(errors: TSupplierInvoiceImportError[]): TSupplierInvoicesImportResponse {
  return { imported: 0, lines: 0, matched: 0, supplierInvoiceIds: [], errors };
}

interface TRow {
  line: number;
  supplierCode: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  fileReference: string;
  description: string;
  amountCents: number | null;
  problems: string[];
}

interface TGroup {
  key: string;
  rows: TRow[];
}

function readRows(
  csv: string,
): { rows: TRow[]; errors: null } | { rows: null; errors: TSupplierInvoiceImportError[] } {
  let records: { fields: string[]; line: number }[];
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      return { rows: null, errors: [{ row: error.line, message: error.message }] };
    }
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return { rows: null, errors: [{ row: 1, message: 'The file is empty' }] };
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(SUPPLIER_INVOICE_CSV_COLUMNS);
  const headerProblems = [
    ...columns.filter((name) => !known.has(name)).map((name) => `Unknown column "${name}"`),
    ...REQUIRED_COLUMNS.filter((name) => !columns.includes(name)).map(
      (name) => `Missing column "${name}"`,
    ),
    ...columns
      .filter((name, index) => columns.indexOf(name) !== index)
      .map((name) => `Column "${name}" appears twice`),
  ];
  if (headerProblems.length > 0) {
    return { rows: null, errors: [{ row: header.line, message: headerProblems.join('; ') }] };
  }
  if (body.length === 0) {
    return { rows: null, errors: [{ row: header.line, message: 'The file has no invoice lines' }] };
  }
  if (body.length > MAX_SUPPLIER_INVOICE_IMPORT_ROWS) {
    const message = `At most ${MAX_SUPPLIER_INVOICE_IMPORT_ROWS} lines per file`;
    return { rows: null, errors: [{ row: header.line, message }] };
  }
  const rows = body.map((record): TRow => {
    const cells = new Map(columns.map((name, index) => [name, record.fields[index] ?? '']));
    const cell = (column: TSupplierInvoiceCsvColumn) => (cells.get(column) ?? '').trim();
    const problems: string[] = [];
    if (record.fields.length !== columns.length) {
      problems.push(`Expected ${columns.length} fields, found ${record.fields.length}`);
    }
    const amountText = cell('amount');
    const amountCents = amountText === '' ? null : parseDollars(amountText);
    if (amountText === '') problems.push('amount: This field is required');
    else if (amountCents === null) problems.push('amount: must be an amount such as 189.00');
    for (const column of ['supplier_code', 'invoice_number', 'invoice_date'] as const) {
      if (cell(column) === '') problems.push(`${column}: This field is required`);
    }
    return {
      line: record.line,
      supplierCode: cell('supplier_code').toUpperCase(),
      invoiceNumber: cell('invoice_number'),
      invoiceDate: cell('invoice_date'),
      dueDate: cell('due_date'),
      fileReference: cell('file_reference'),
      description: cell('description'),
      amountCents,
      problems,
    };
  });
  return { rows, errors: null };
}

/** Rows of one invoice, in file order: same supplier code and invoice number (any case). */
function groupRows(rows: readonly TRow[]): TGroup[] {
  const groups = new Map<string, TGroup>();
  for (const row of rows) {
    const key = `${row.supplierCode}\u0000${row.invoiceNumber.toUpperCase()}`;
    const group = groups.get(key) ?? { key, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Imports supplier invoices from CSV for a brand, all or nothing. Each invoice is entered as if
 * typed in (auto-matched, GST from its standard-rated part, due date by default from its matches
 * or the supplier's terms), in one transaction with an audit entry per invoice and one for the
 * import.
 */
export async function importSupplierInvoicesCsv(
  ctx: TAppContext,
  actor: TAuditActor,
  request: TSupplierInvoicesImportRequest,
): Promise<TSupplierInvoicesImportResponse> {
  const read = readRows(request.csv);
  if (read.errors) return failure(read.errors);
  const groups = groupRows(read.rows);
  const suppliers = new Map(
    (
      await findSuppliersByCodes(ctx.db, [...new Set(read.rows.map((row) => row.supplierCode))])
    ).map((supplier) => [supplier.code.toUpperCase(), supplier]),
  );

  const errors = new Map<number, string[]>();
  const problem = (line: number, message: string) =>
    errors.set(line, [...(errors.get(line) ?? []), message]);
  const entries: TSupplierInvoiceEntry[] = [];
  for (const group of groups) {
    const [first] = group.rows;
    if (!first) continue;
    for (const row of group.rows) for (const message of row.problems) problem(row.line, message);
    const supplier = suppliers.get(first.supplierCode);
    if (first.supplierCode !== '' && !supplier) {
      for (const row of group.rows) {
        problem(row.line, `supplier_code: no supplier ${row.supplierCode}`);
      }
    }
    // The invoice's own fields are read from its first row; later rows must agree.
    for (const row of group.rows.slice(1)) {
      if (row.invoiceDate !== first.invoiceDate) {
        problem(row.line, `invoice_date: differs from row ${first.line} of the same invoice`);
      }
      if (row.dueDate !== first.dueDate) {
        problem(row.line, `due_date: differs from row ${first.line} of the same invoice`);
      }
    }
    if (group.rows.length > MAX_SUPPLIER_INVOICE_LINES) {
      problem(
        first.line,
        `invoice_number: at most ${MAX_SUPPLIER_INVOICE_LINES} lines per invoice`,
      );
    }
    const parsed = ZCreateSupplierInvoiceRequest.safeParse({
      brandId: request.brandId,
      supplierId: supplier?.id ?? 1,
      supplierReference: first.invoiceNumber,
      issuedOn: first.invoiceDate,
      ...(first.dueDate === '' ? {} : { dueOn: first.dueDate }),
      notes: '',
      lines: group.rows.map((row) => ({
        fileReference: row.fileReference,
        description: row.description,
        amountCents: row.amountCents ?? 1,
      })),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, index, lineField] = issue.path;
        const isLineIssue = field === 'lines' && typeof index === 'number';
        const row = isLineIssue ? (group.rows[index] ?? first) : first;
        const column = COLUMN_OF_FIELD[String(isLineIssue ? lineField : field)] ?? String(field);
        // A cell that could not be read already has its own message.
        if (!(errors.get(row.line) ?? []).some((message) => message.startsWith(`${column}:`))) {
          problem(row.line, `${column}: ${issue.message}`);
        }
      }
    }
    if (supplier && first.invoiceNumber !== '') {
      const twin = await findSupplierInvoiceByReference(ctx.db, supplier.id, first.invoiceNumber);
      if (twin)
        problem(first.line, `invoice_number: ${duplicateReferenceMessage(supplier.name, twin)}`);
    }
    if (parsed.success && supplier) {
      entries.push({ ...parsed.data, supplierId: supplier.id });
    }
  }
  if (errors.size > 0) {
    return failure(
      [...errors.entries()]
        .sort(([a], [b]) => a - b)
        .map(([row, messages]) => ({ row, message: messages.join('; ') })),
    );
  }

  let result: { ids: number[]; lines: number; matched: number };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const taken = new Set<string>();
      const ids: number[] = [];
      let lines = 0;
      let matched = 0;
      for (const entry of entries) {
        const entered = await enterSupplierInvoiceWithin(
          tx,
          ctx,
          actor,
          entry,
          { source: 'import' },
          taken,
        );
        ids.push(entered.id);
        lines += entry.lines.length;
        matched += entered.matched;
      }
      await recordAudit(tx, actor, {
        action: 'supplier-invoices.imported',
        entityType: SUPPLIER_INVOICE_ENTITY,
        detail: {
          brand: getBrand(request.brandId).code,
          invoices: ids.length,
          lines,
          autoMatched: matched,
          supplierInvoiceIds: ids,
        },
        at: ctx.clock.now(),
      });
      return { ids, lines, matched };
    });
  } catch (error) {
    const translated = translateWriteError(error);
    if (translated instanceof AppError) throw translated;
    throw error;
  }
  announcePayablesChange(ctx, { action: 'imported', supplierInvoiceId: null, paymentRunId: null });
  return {
    imported: result.ids.length,
    lines: result.lines,
    matched: result.matched,
    supplierInvoiceIds: result.ids,
    errors: [],
  };
}
