import { fileTooLargeMessage } from '../catalogue/attachments.service';
import { ZCreateRateRequest, type TCreateRateRequest } from '@portal/shared/contracts/catalogue';
import {
  MAX_RATE_IMPORT_ROWS,
  RATE_CSV_COLUMNS,
  type TRateImportError,
  type TRatesExportQuery,
  type TRatesImportResponse,
} from '@portal/shared/contracts/catalogue-api';
import { getBrand } from '@portal/shared/domain/brands';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import { findProductsByCodes } from '../catalogue/products.repository';
import {
  CsvSyntaxError,
  formatCents,
  formatCsv,
  formatWeekdays,
  parseCsv,
  parseDollars,
  parseWeekdays,
  type TRateCsvColumn,
} from './rates-csv';
import {
  findRatesByIds,
  findRatesForExport,
  insertRates,
  updateRates,
  type TRateFields,
} from './rates.repository';
import { importFailure, rateProductErrors } from './rates.service';

const REQUIRED_COLUMNS: readonly TRateCsvColumn[] = [
  'product_code',
  'brand_id',
  'basis',
  'valid_from',
  'valid_to',
  'cost',
  'sell',
];

/** The CSV column a contract field is read from, for messages that name what the user sees. */
const COLUMN_OF_FIELD: Record<string, TRateCsvColumn> = {
  productId: 'product_code',
  brandId: 'brand_id',
  roomType: 'room_type',
  basis: 'basis',
  validFrom: 'valid_from',
  validTo: 'valid_to',
  weekdayMask: 'weekdays',
  minStay: 'min_stay',
  costCents: 'cost',
  sellCents: 'sell',
  childCostCents: 'child_cost',
  childSellCents: 'child_sell',
};

/** Writes the rates of a supplier or product (optionally one market) as CSV. */
export async function exportRatesCsv(ctx: TAppContext, query: TRatesExportQuery): Promise<string> {
  const rows = await findRatesForExport(ctx.db, query);
  return formatCsv([
    [...RATE_CSV_COLUMNS],
    ...rows.map((rate) => [
      String(rate.id),
      rate.productCode,
      String(rate.brandId),
      getBrand(rate.brandId).currency,
      rate.roomType ?? '',
      rate.basis,
      rate.validFrom,
      rate.validTo,
      formatWeekdays(rate.weekdayMask),
      String(rate.minStay),
      formatCents(rate.costCents),
      formatCents(rate.sellCents),
      rate.childCostCents === null ? '' : formatCents(rate.childCostCents),
      rate.childSellCents === null ? '' : formatCents(rate.childSellCents),
    ]),
  ]);
}

interface TParsedRow {
  line: number;
  id: number | null;
  productCode: string;
  currency: string;
  candidate: Record<string, unknown>;
  problems: string[];
}

function readInteger(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

function readRow(line: number, cells: Map<TRateCsvColumn, string>): TParsedRow {
  const problems: string[] = [];
  const cell = (column: TRateCsvColumn) => (cells.get(column) ?? '').trim();

  const idText = cell('id');
  let id: number | null = null;
  if (idText !== '') {
    id = readInteger(idText);
    if (id === null || id < 1) problems.push('id: must be a rate id or empty');
  }
  const money = (column: TRateCsvColumn, optional: boolean): number | null | undefined => {
    const text = cell(column);
    if (text === '') {
      if (!optional) problems.push(`${column}: This field is required`);
      return optional ? null : undefined;
    }
    const cents = parseDollars(text);
    if (cents === null) problems.push(`${column}: must be an amount such as 189.00`);
    return cents ?? undefined;
  };
  const integer = (column: TRateCsvColumn, fallback: number): number | undefined => {
    const text = cell(column);
    if (text === '') return fallback;
    const value = readInteger(text);
    if (value === null) problems.push(`${column}: must be a whole number`);
    return value ?? undefined;
  };
  const weekdaysText = cell('weekdays');
  const weekdayMask = weekdaysText === '' ? 127 : parseWeekdays(weekdaysText);
  if (weekdayMask === null) {
    problems.push('weekdays: must be seven days Monday to Sunday such as MTWTFSS or ----FS-');
  }

  return {
    line,
    id,
    productCode: cell('product_code').toUpperCase(),
    currency: cell('currency').toUpperCase(),
    problems,
    candidate: {
      brandId: integer('brand_id', 0),
      roomType: cell('room_type') === '' ? null : cell('room_type').toUpperCase(),
      basis: cell('basis').toLowerCase(),
      validFrom: cell('valid_from'),
      validTo: cell('valid_to'),
      weekdayMask: weekdayMask ?? undefined,
      minStay: integer('min_stay', 1),
      costCents: money('cost', false),
      sellCents: money('sell', false),
      childCostCents: money('child_cost', true),
      childSellCents: money('child_sell', true),
    },
  };
}

type TValidRow = { line: number; id: number | null; rate: TCreateRateRequest };

/**
 * Imports a rates CSV all or nothing: every row is checked (format, the rate rules, the product
 * and, for a row with an id, the rate it updates) and any bad row means nothing is written; the
 * answer lists each bad row with its line number. Rows with an id update that rate, rows without
 * one create a rate, so an exported file imports unchanged.
 */
export async function importRatesCsv(
  ctx: TAppContext,
  actor: TAuditActor,
  csv: string,
): Promise<TRatesImportResponse> {
  const limit = ctx.config.uploads.ratesImportMaxBytes;
  if (Buffer.byteLength(csv, 'utf8') > limit) {
    throw new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(limit));
  }
  let records: { fields: string[]; line: number }[];
  try {
    records = parseCsv(csv);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      return importFailure([{ row: error.line, message: error.message }]);
    }
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return importFailure([{ row: 1, message: 'The file is empty' }]);

  const columns = header.fields.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(RATE_CSV_COLUMNS);
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
    return importFailure([{ row: header.line, message: headerProblems.join('; ') }]);
  }
  if (body.length === 0)
    return importFailure([{ row: header.line, message: 'The file has no rates' }]);
  if (body.length > MAX_RATE_IMPORT_ROWS) {
    return importFailure([
      { row: header.line, message: `At most ${MAX_RATE_IMPORT_ROWS} rates per file` },
    ]);
  }

  const parsed: TParsedRow[] = body.map((record) => {
    if (record.fields.length !== columns.length) {
      return {
        line: record.line,
        id: null,
        productCode: '',
        currency: '',
        candidate: {},
        problems: [`Expected ${columns.length} fields, found ${record.fields.length}`],
      };
    }
    const cells = new Map(
      columns.map((name, index) => [name as TRateCsvColumn, record.fields[index] ?? '']),
    );
    return readRow(record.line, cells);
  });

  const codes = [...new Set(parsed.map((row) => row.productCode).filter((code) => code !== ''))];
  const productsByCode = new Map(
    (await findProductsByCodes(ctx.db, codes)).map((product) => [product.code, product]),
  );
  const ids = parsed.map((row) => row.id).filter((id): id is number => id !== null);
  const existing = new Map((await findRatesByIds(ctx.db, ids)).map((rate) => [rate.id, rate]));
  const seenIds = new Map<number, number>();

  const errors: TRateImportError[] = [];
  const valid: TValidRow[] = [];
  for (const row of parsed) {
    const problems = [...row.problems];
    if (Object.keys(row.candidate).length === 0) {
      // The row could not be split into the header's columns: nothing else can be read from it.
      errors.push({ row: row.line, message: problems.join('; ') });
      continue;
    }
    const product = productsByCode.get(row.productCode);
    if (row.productCode === '') problems.push('product_code: This field is required');
    else if (!product) problems.push(`product_code: no product ${row.productCode}`);

    // Checked with a stand-in product id when the code is unknown, to report every problem at once.
    const result = ZCreateRateRequest.safeParse({ ...row.candidate, productId: product?.id ?? 1 });
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        const column = COLUMN_OF_FIELD[field] ?? field;
        // A cell that could not be read already has its own message.
        if (!problems.some((problem) => problem.startsWith(`${column}:`))) {
          problems.push(`${column}: ${issue.message}`);
        }
      }
    }
    const rate = result.success ? result.data : null;
    if (rate && product) {
      for (const [field, message] of Object.entries(rateProductErrors(rate, product))) {
        problems.push(`${COLUMN_OF_FIELD[field] ?? field}: ${message}`);
      }
      const currency = getBrand(rate.brandId).currency;
      if (row.currency !== '' && row.currency !== currency) {
        problems.push(`currency: brand ${rate.brandId} prices in ${currency}`);
      }
    }
    if (row.id !== null) {
      const stored = existing.get(row.id);
      const firstLine = seenIds.get(row.id);
      if (!stored) problems.push(`id: no rate ${row.id}`);
      else if (product && stored.productId !== product.id) {
        problems.push(`id: rate ${row.id} belongs to another product`);
      }
      if (firstLine !== undefined) problems.push(`id: rate ${row.id} is also on row ${firstLine}`);
      else seenIds.set(row.id, row.line);
    }

    if (problems.length > 0) errors.push({ row: row.line, message: problems.join('; ') });
    else if (rate) valid.push({ line: row.line, id: row.id, rate });
  }
  if (errors.length > 0) return importFailure(errors);

  const toCreate: TRateFields[] = valid.filter((row) => row.id === null).map((row) => row.rate);
  const toUpdate = valid
    .filter((row): row is TValidRow & { id: number } => row.id !== null)
    .map((row) => ({ ...row.rate, id: row.id }));
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await insertRates(tx, toCreate, now);
    const updated = await updateRates(tx, toUpdate, now);
    if (updated !== toUpdate.length) {
      throw new AppError('CONFLICT', 'Some rates were deleted meanwhile; export again and retry.');
    }
    await recordAudit(tx, actor, {
      action: 'rates.imported',
      entityType: 'rate',
      detail: { created: toCreate.length, updated: toUpdate.length },
      at: now,
    });
  });
  return {
    imported: toCreate.length + toUpdate.length,
    created: toCreate.length,
    updated: toUpdate.length,
    errors: [],
  };
}
