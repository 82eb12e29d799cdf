import { createHash } from 'node:crypto';
import type {
  TAccountingBrand,
  TAccountingExportListQuery,
  TAccountingSettings,
  TCreateAccountingExportRequest,
  TGstReturn,
} from '@portal/shared/contracts/accounting';
import type {
  TAccountingDocumentType,
  TAccountingExportKind,
} from '@portal/shared/domain/accounting-export';
import { BRANDS, type TBrand } from '@portal/shared/domain/brands';
import type { TAppContext } from '../../app-context';
import type { TExecutor, TTransaction } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import type { TBrandPeriod } from '../../lib/finance-period';
import type { TAuditActor } from '../../lib/request-user';
import { recordAudit } from '../audit/audit.service';
import {
  supplierBillsIssuedBetween,
  supplierRemittancesPaidBetween,
} from '../payables/payables.queries';
import { readSettingsSection } from '../settings/settings.sections';
import { gstReturnOf } from './accounting.gst-return';
import {
  findAccountingExport,
  findAccountingExportsPage,
  findCreditNotesIssuedBetween,
  findExportByIdempotencyKey,
  findExportedDocumentIds,
  findInvoicesIssuedBetween,
  findPaymentsReceivedBetween,
  findRefundsPaidBetween,
  insertAccountingExport,
  lockAccountingExports,
  type TAccountingExportRow,
} from './accounting.repository';
import {
  agencyContactCode,
  documentLinesOf,
  xeroBankStatementCsv,
  xeroBillsCsv,
  xeroContactName,
  xeroSalesCsv,
  type TXeroBankLine,
  type TXeroBill,
  type TXeroSalesDocument,
} from './accounting.xero';

export type { TAccountingExportRow };

export function brandOfCode(code: TAccountingBrand): TBrand {
  return code === 'AU' ? BRANDS[2] : BRANDS[1];
}

const KIND_NAMES: Record<TAccountingExportKind, string> = {
  sales: 'sales invoices and credit notes',
  bills: 'supplier invoices',
  receipts: 'payments received or refunds paid',
  'supplier-payments': 'supplier payments',
};

/** A document an export may carry, with its amount in the file (signed as the file has it). */
interface TCandidate<TDocument> {
  documentType: TAccountingDocumentType;
  documentId: number;
  amountCents: number;
  document: TDocument;
}

interface TExportFile {
  /** Documents of the kind in the period, exported before or not. */
  candidateCount: number;
  csv: string;
  documents: { documentType: TAccountingDocumentType; documentId: number }[];
  totalCents: number;
}

/**
 * The file of the kind: the period's candidates, less those an earlier export carried unless this
 * is a re-export, written by `write`.
 */
async function exportFileOf<TDocument>(
  executor: TExecutor,
  candidates: TCandidate<TDocument>[],
  reexport: boolean,
  write: (documents: TDocument[]) => string,
): Promise<TExportFile> {
  const carried = reexport ? candidates : await withoutExported(executor, candidates);
  return {
    candidateCount: candidates.length,
    csv: write(carried.map((candidate) => candidate.document)),
    documents: carried.map(({ documentType, documentId }) => ({ documentType, documentId })),
    totalCents: carried.reduce((sum, candidate) => sum + candidate.amountCents, 0),
  };
}

/** Leaves out what an earlier export already carried, unless re-exporting on purpose. */
async function withoutExported<TDocument>(
  executor: TExecutor,
  candidates: TCandidate<TDocument>[],
): Promise<TCandidate<TDocument>[]> {
  const types = [...new Set(candidates.map((candidate) => candidate.documentType))];
  const exported = new Map<TAccountingDocumentType, Set<number>>();
  for (const type of types) {
    const ids = candidates.filter((c) => c.documentType === type).map((c) => c.documentId);
    exported.set(type, await findExportedDocumentIds(executor, type, ids));
  }
  return candidates.filter(
    (candidate) => !exported.get(candidate.documentType)?.has(candidate.documentId),
  );
}

/** A service line says its date; a line for a price change (day 0) is its own description. */
function invoiceLineDescription(line: { name: string; date: string; dayNumber: number }): string {
  return line.dayNumber > 0 && line.date ? `${line.name} (${line.date})` : line.name;
}

export function createAccountingService(ctx: TAppContext) {
  const { db } = ctx;

  async function salesCandidates(
    executor: TExecutor,
    brand: TBrand,
    settings: TAccountingSettings,
    period: TBrandPeriod,
  ): Promise<TCandidate<TXeroSalesDocument>[]> {
    const [invoices, notes] = await Promise.all([
      findInvoicesIssuedBetween(executor, period),
      findCreditNotesIssuedBetween(executor, period),
    ]);
    const contact = (name: string, agencyId: number) =>
      xeroContactName(settings.contactNames, name, agencyContactCode(agencyId));
    const fromInvoices = invoices.map((row): TCandidate<TXeroSalesDocument> => ({
      documentType: 'invoice',
      documentId: row.invoice.id,
      amountCents: row.invoice.totalCents,
      document: {
        contactName: contact(row.agencyName, row.invoice.agencyId),
        email: row.agencyEmail ?? '',
        number: row.invoice.number,
        reference: row.fileReference,
        issuedOn: row.invoice.issuedOn,
        dueOn: row.invoice.balanceDueOn,
        currency: brand.currency,
        lines: documentLinesOf(
          row.invoice,
          row.invoice.lines.map((line) => ({
            description: invoiceLineDescription(line),
            amountCents: line.amountCents,
            taxCode: line.taxCode ?? 'standard',
          })),
          {
            taxable: `Services, ${row.fileReference}`,
            zeroRated: `Services abroad, ${row.fileReference}`,
          },
        ),
      },
    }));
    const fromNotes = notes.map((row): TCandidate<TXeroSalesDocument> => ({
      documentType: 'credit_note',
      documentId: row.creditNote.id,
      amountCents: -row.creditNote.totalCents,
      document: {
        contactName: contact(row.agencyName, row.creditNote.agencyId),
        email: row.agencyEmail ?? '',
        number: row.creditNote.number,
        reference: row.fileReference,
        issuedOn: row.creditNote.issuedOn,
        dueOn: row.creditNote.issuedOn,
        currency: brand.currency,
        // A credit note has no lines of its own: one line per part it credits, negative.
        lines: documentLinesOf(
          {
            totalCents: -row.creditNote.totalCents,
            zeroRatedCents: -row.creditNote.zeroRatedCents,
          },
          [],
          {
            taxable: `${row.creditNote.reason} (credits ${row.invoiceNumber})`,
            zeroRated: `${row.creditNote.reason} (credits ${row.invoiceNumber}), services abroad`,
          },
        ),
      },
    }));
    return [...fromInvoices, ...fromNotes].sort((a, b) =>
      a.document.issuedOn === b.document.issuedOn
        ? a.document.number.localeCompare(b.document.number)
        : a.document.issuedOn < b.document.issuedOn
          ? -1
          : 1,
    );
  }

  async function billCandidates(
    executor: TExecutor,
    brand: TBrand,
    settings: TAccountingSettings,
    period: TBrandPeriod,
  ): Promise<TCandidate<TXeroBill>[]> {
    const bills = await supplierBillsIssuedBetween(executor, period);
    return bills.map((bill) => ({
      documentType: 'supplier_invoice',
      documentId: bill.id,
      amountCents: bill.totalCents,
      document: {
        contactName: xeroContactName(settings.contactNames, bill.supplierName, bill.supplierCode),
        email: bill.supplierEmail,
        number: bill.supplierReference,
        issuedOn: bill.issuedOn,
        dueOn: bill.dueOn,
        currency: brand.currency,
        lines: documentLinesOf(
          bill,
          bill.lines.map((line) => ({
            description: [line.fileReference, line.description].filter(Boolean).join(' ') || '-',
            amountCents: line.amountCents,
            taxCode: line.taxCode,
          })),
          { taxable: 'Services', zeroRated: 'Services abroad' },
        ),
      },
    }));
  }

  async function receiptCandidates(
    executor: TExecutor,
    brand: TBrand,
    settings: TAccountingSettings,
    period: TBrandPeriod,
  ): Promise<TCandidate<TXeroBankLine>[]> {
    const [payments, refunds] = await Promise.all([
      findPaymentsReceivedBetween(executor, period),
      findRefundsPaidBetween(executor, period),
    ]);
    const payee = (name: string, agencyId: number) =>
      xeroContactName(settings.contactNames, name, agencyContactCode(agencyId));
    const lines: TCandidate<TXeroBankLine>[] = [
      ...payments.map((payment): TCandidate<TXeroBankLine> => ({
        documentType: 'payment',
        documentId: payment.id,
        amountCents: payment.amountCents,
        document: {
          date: payment.receivedOn,
          amountCents: payment.amountCents,
          payee: payee(payment.agencyName, payment.agencyId),
          description: [`Payment for ${payment.fileReference}`, payment.reference]
            .filter(Boolean)
            .join(', '),
          reference: payment.fileReference,
        },
      })),
      ...refunds.map((refund): TCandidate<TXeroBankLine> => ({
        documentType: 'refund',
        documentId: refund.id,
        amountCents: -refund.amountCents,
        document: {
          date: refund.refundedOn,
          amountCents: -refund.amountCents,
          payee: payee(refund.agencyName, refund.agencyId),
          description: [`Refund on ${refund.fileReference}`, refund.reference]
            .filter(Boolean)
            .join(', '),
          reference: refund.fileReference,
        },
      })),
    ];
    return lines.sort((a, b) =>
      a.document.date === b.document.date
        ? a.documentId - b.documentId
        : a.document.date < b.document.date
          ? -1
          : 1,
    );
  }

  async function supplierPaymentCandidates(
    executor: TExecutor,
    brand: TBrand,
    settings: TAccountingSettings,
    period: TBrandPeriod,
  ): Promise<TCandidate<TXeroBankLine>[]> {
    const remittances = await supplierRemittancesPaidBetween(executor, period);
    return remittances.map((remittance) => ({
      documentType: 'supplier_remittance',
      documentId: remittance.remittanceId,
      amountCents: -remittance.totalCents,
      document: {
        date: remittance.paidOn,
        amountCents: -remittance.totalCents,
        payee: xeroContactName(
          settings.contactNames,
          remittance.supplierName,
          remittance.supplierCode,
        ),
        description: `Payment run ${remittance.runNumber}: ${remittance.supplierInvoices
          .map((invoice) => invoice.supplierReference)
          .join(', ')}`,
        reference: remittance.runNumber,
      },
    }));
  }

  /** The file of one kind for the period: the documents not exported yet, or all of them. */
  async function buildExportFile(
    tx: TTransaction,
    request: TCreateAccountingExportRequest,
  ): Promise<TExportFile> {
    const brand = brandOfCode(request.brand);
    const settings = await readSettingsSection(tx, 'accounting');
    const brandSettings = settings[brand.code];
    const period = { brandId: brand.id, from: request.from, to: request.to };
    const fileOf = <TDocument>(
      candidates: TCandidate<TDocument>[],
      write: (documents: TDocument[]) => string,
    ) => exportFileOf(tx, candidates, request.reexport, write);
    switch (request.kind) {
      case 'sales':
        return fileOf(await salesCandidates(tx, brand, settings, period), (documents) =>
          xeroSalesCsv(documents, brandSettings),
        );
      case 'bills':
        return fileOf(await billCandidates(tx, brand, settings, period), (bills) =>
          xeroBillsCsv(bills, brandSettings),
        );
      case 'receipts':
        return fileOf(await receiptCandidates(tx, brand, settings, period), (lines) =>
          xeroBankStatementCsv(lines, brandSettings),
        );
      case 'supplier-payments':
        return fileOf(await supplierPaymentCandidates(tx, brand, settings, period), (lines) =>
          xeroBankStatementCsv(lines, brandSettings),
        );
    }
  }

  return {
    async getGstReturn(query: { brand: TAccountingBrand; from: string; to: string }) {
      const brand = brandOfCode(query.brand);
      const period = { brandId: brand.id, from: query.from, to: query.to };
      const [invoices, notes, bills] = await Promise.all([
        findInvoicesIssuedBetween(db, period),
        findCreditNotesIssuedBetween(db, period),
        supplierBillsIssuedBetween(db, period),
      ]);
      return gstReturnOf({
        brand: query.brand,
        currency: brand.currency,
        gstPercent: brand.gstPercent,
        from: query.from,
        to: query.to,
        invoices: invoices.map((row) => ({
          id: row.invoice.id,
          number: row.invoice.number,
          issuedOn: row.invoice.issuedOn,
          party: row.agencyName,
          fileReference: row.fileReference,
          totalCents: row.invoice.totalCents,
          zeroRatedCents: row.invoice.zeroRatedCents,
          gstCents: row.invoice.gstCents,
        })),
        creditNotes: notes.map((row) => ({
          id: row.creditNote.id,
          number: row.creditNote.number,
          issuedOn: row.creditNote.issuedOn,
          party: row.agencyName,
          fileReference: row.fileReference,
          totalCents: row.creditNote.totalCents,
          zeroRatedCents: row.creditNote.zeroRatedCents,
          gstCents: row.creditNote.gstCents,
        })),
        bills: bills.map((bill) => ({
          id: bill.id,
          number: bill.supplierReference,
          issuedOn: bill.issuedOn,
          party: bill.supplierName,
          fileReference: '',
          totalCents: bill.totalCents,
          zeroRatedCents: bill.zeroRatedCents,
          gstCents: bill.gstCents,
        })),
      }) satisfies TGstReturn;
    },

    /**
     * Writes the period's documents of one kind as Xero's CSV, logs it with the documents it
     * carried and audits it, in one transaction. Documents an earlier export carried are left out
     * unless re-exporting; nothing to export is a 422 and leaves no log row. A retry under the
     * same Idempotency-Key answers the export that key made; the key with another request is 409.
     */
    async createExport(
      actor: TAuditActor,
      request: TCreateAccountingExportRequest,
      idempotencyKey: string | undefined,
    ): Promise<TAccountingExportRow> {
      const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
      const at = ctx.clock.now();
      const exportId = await db.transaction(async (tx) => {
        await lockAccountingExports(tx);
        if (idempotencyKey) {
          const used = await findExportByIdempotencyKey(tx, idempotencyKey);
          if (used && used.requestHash === requestHash) return used.exportId;
          if (used) {
            throw new AppError(
              'CONFLICT',
              'This Idempotency-Key was already used for another export. Reload the export log to see what was exported.',
            );
          }
        }
        const file = await buildExportFile(tx, request);
        const brand = brandOfCode(request.brand);
        const period = `of the ${brand.code} brand from ${request.from} to ${request.to}`;
        if (file.candidateCount === 0) {
          throw new AppError('VALIDATION', `There are no ${KIND_NAMES[request.kind]} ${period}.`);
        }
        if (file.documents.length === 0) {
          throw new AppError(
            'VALIDATION',
            `Nothing new to export: all ${KIND_NAMES[request.kind]} ${period} (${file.candidateCount}) were exported before. Choose "Include documents already exported" to export them again.`,
          );
        }
        const fileName = `xero-${request.kind}-${brand.code}-${request.from}-${request.to}.csv`;
        const inserted = await insertAccountingExport(
          tx,
          {
            brandId: brand.id,
            kind: request.kind,
            fromDate: request.from,
            toDate: request.to,
            reexport: request.reexport,
            documentCount: file.documents.length,
            totalCents: file.totalCents,
            fileName,
            csv: file.csv,
            idempotencyKey: idempotencyKey ?? null,
            requestHash,
            createdByUserId: actor.userId,
            createdAt: at,
          },
          file.documents,
        );
        await recordAudit(tx, actor, {
          action: 'accounting-export.created',
          entityType: 'accounting_export',
          entityId: inserted.id,
          detail: {
            brand: brand.code,
            kind: request.kind,
            from: request.from,
            to: request.to,
            reexport: request.reexport,
            documentCount: file.documents.length,
            totalCents: file.totalCents,
            fileName,
          },
          at,
        });
        return inserted.id;
      });
      const row = await findAccountingExport(db, exportId);
      if (!row) throw notFound('Export');
      return row;
    },

    listExports(query: TAccountingExportListQuery) {
      return findAccountingExportsPage(db, {
        ...(query.brand ? { brandId: brandOfCode(query.brand).id } : {}),
        ...(query.kind ? { kind: query.kind } : {}),
        page: query.page,
        perPage: query.per_page,
      });
    },

    async getExportFile(id: number): Promise<{ fileName: string; csv: string }> {
      const row = await findAccountingExport(db, id);
      if (!row) throw notFound('Export');
      return { fileName: row.export.fileName, csv: row.export.csv };
    },
  };
}

export type TAccountingService = ReturnType<typeof createAccountingService>;
