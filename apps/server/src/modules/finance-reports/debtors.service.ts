import type {
  TDebtorRow,
  TDebtorsQuery,
  TDebtorsReport,
  TEmailStatementRequest,
  TStatementEmailed,
} from '@portal/shared/contracts/finance-reports';
import { BRANDS, getBrand } from '@portal/shared/domain/brands';
import { agedOwingOf, sumAged, type TAgedCents } from '@portal/shared/domain/debtor-ageing';
import { outstandingOf } from '@portal/shared/domain/invoice-owing';
import type { TAppContext } from '../../app-context';
import type { TExecutor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { TAuditActor } from '../../lib/request-user';
import { sha256Hex } from '../../lib/tokens';
import { recordAudit } from '../audit/audit.service';
import { getAgencyOwing } from '../invoices/invoices.overview.service';
import { readLetterhead } from '../invoices/invoices.letterhead';
import { formatDocumentMoney, documentDate } from '../invoices/invoices.pdf';
import { queueMail } from '../mail/mail.service';
import { brandToday } from '../settings/brand-calendar';
import {
  findAgency,
  findBrandAgencies,
  findOpenInvoices,
  findStatementEmailByKey,
  lockAgency,
  sumAgencyAccounts,
  type TAgencyAccountRow,
  type TDebtorAgencyRow,
  type TOpenInvoiceRow,
} from './finance-reports.repository';
import { renderStatementPdf, type TStatementPdf } from './statement.pdf';

/** The audit action of a statement emailed; its entry also holds the Idempotency-Key. */
export const STATEMENT_EMAILED = 'finance.statement-emailed';

const NO_ACCOUNT: Omit<TAgencyAccountRow, 'agencyId'> = {
  ledgerBalanceCents: 0,
  paymentsCents: 0,
  refundsCents: 0,
  commissionCents: 0,
  invoicesPaidCents: 0,
  overSettledCents: 0,
};

/**
 * The agency's money the operator holds against no open invoice: what the ledger shows paid less
 * refunded beyond what its invoices show paid (a payment on account), plus what its invoices were
 * paid or credited beyond their total. With the commission credited to it, it is exactly what
 * separates the aged total from the ledger balance (docs/finance.md, "Debtors").
 */
function unallocatedOf(account: Omit<TAgencyAccountRow, 'agencyId'>): number {
  return (
    account.paymentsCents -
    account.refundsCents -
    account.invoicesPaidCents +
    account.overSettledCents
  );
}

function agedOf(invoices: readonly TOpenInvoiceRow[], asOf: string): TAgedCents {
  return sumAged(invoices.map((invoice) => agedOwingOf(invoice, asOf)));
}

interface TStatement {
  agency: TDebtorAgencyRow;
  asOf: string;
  pdf: TStatementPdf;
}

/**
 * Aged debtors and the agencies' statements (docs/finance.md, "Debtors"). Read only, but for the
 * statement email, which queues a message with the PDF attached and audits it.
 */
export function createDebtorsService(ctx: TAppContext) {
  /**
   * The date ageing is measured on: the brand's today unless given. Not before it: what each
   * invoice still owes is known as it is now (payments are allocated to invoices as they come, and
   * that allocation keeps no history), so an earlier date would age today's amounts as if they
   * were owed then. A later date shows what falls overdue by then if nothing more is paid.
   */
  async function asOfFor(brandId: number, asOf: string | undefined): Promise<string> {
    const today = await brandToday(ctx, brandId);
    if (asOf === undefined) return today;
    if (asOf < today) {
      throw AppError.invalidField(
        'asOf',
        `The ageing is of what is owed now: choose ${today} (the brand's today) or a later date.`,
      );
    }
    return asOf;
  }

  async function agencyOrThrow(agencyId: number): Promise<TDebtorAgencyRow> {
    const agency = await findAgency(ctx.db, agencyId);
    if (!agency) throw new AppError('NOT_FOUND', 'Agency not found.');
    return agency;
  }

  async function statementOf(agencyId: number, asOfQuery: string | undefined): Promise<TStatement> {
    const agency = await agencyOrThrow(agencyId);
    const { brandId } = agency;
    const asOf = await asOfFor(brandId, asOfQuery);
    const [invoices, accounts, head] = await Promise.all([
      findOpenInvoices(ctx.db, { brandId, agencyId }),
      sumAgencyAccounts(ctx.db, { brandId, agencyId }),
      readLetterhead(ctx, brandId),
    ]);
    const account = accounts.get(agencyId) ?? NO_ACCOUNT;
    return {
      agency,
      asOf,
      pdf: {
        head,
        agencyName: agency.name,
        agencyEmail: agency.email,
        asOf,
        currency: getBrand(brandId).currency,
        agedCents: agedOf(invoices, asOf),
        invoices: invoices.map((invoice) => ({
          ...invoice,
          outstandingCents: outstandingOf(invoice),
        })),
        unallocatedCents: unallocatedOf(account),
        commissionCreditCents: account.commissionCents,
        balanceCents: account.ledgerBalanceCents,
      },
    };
  }

  function statementFileName(statement: TStatement): string {
    return `statement-${getBrand(statement.agency.brandId).code}-${statement.agency.id}-${statement.asOf}.pdf`;
  }

  function keyConflict(): AppError {
    return new AppError(
      'CONFLICT',
      'This Idempotency-Key was already used for another statement email. Send a new key for a new email.',
    );
  }

  /** The email an earlier request with this key queued, or null; 409 for another request. */
  async function repeatOf(
    executor: TExecutor,
    key: string,
    agencyId: number,
    requestHash: string,
  ): Promise<TStatementEmailed | null> {
    const recorded = await findStatementEmailByKey(executor, STATEMENT_EMAILED, key);
    if (!recorded) return null;
    const detail = (recorded.detail ?? {}) as Partial<TStatementEmailed> & { requestHash?: string };
    if (recorded.entityId !== String(agencyId) || detail.requestHash !== requestHash) {
      throw keyConflict();
    }
    return {
      mailId: Number(detail.mailId),
      to: String(detail.to),
      asOf: String(detail.asOf),
      outstandingCents: Number(detail.outstandingCents),
    };
  }

  return {
    async getDebtors(query: TDebtorsQuery): Promise<TDebtorsReport> {
      const brand = BRANDS[query.brand === 'AU' ? 2 : 1];
      const asOf = await asOfFor(brand.id, query.asOf);
      const [agencies, accounts, invoices] = await Promise.all([
        findBrandAgencies(ctx.db, brand.id),
        sumAgencyAccounts(ctx.db, { brandId: brand.id }),
        findOpenInvoices(ctx.db, { brandId: brand.id }),
      ]);
      const byAgency = new Map<number, TOpenInvoiceRow[]>();
      for (const invoice of invoices) {
        byAgency.set(invoice.agencyId, [...(byAgency.get(invoice.agencyId) ?? []), invoice]);
      }
      const rows: TDebtorRow[] = [];
      for (const agency of agencies) {
        const aged = agedOf(byAgency.get(agency.id) ?? [], asOf);
        const account = accounts.get(agency.id) ?? NO_ACCOUNT;
        // Every agency that owes, has a limit to watch, or whose account is not square (money
        // held for it), so the rows' ledger balances add up to the brand's whole debtors ledger.
        if (
          aged.total === 0 &&
          agency.creditLimitCents === null &&
          account.ledgerBalanceCents === 0
        ) {
          continue;
        }
        const creditUsedCents = await getAgencyOwing(ctx.db, {
          agencyId: agency.id,
          brandId: brand.id,
        });
        rows.push({
          agencyId: agency.id,
          agencyName: agency.name,
          agencyEmail: agency.email,
          agedCents: aged,
          creditLimitCents: agency.creditLimitCents,
          creditUsedCents,
          creditAvailableCents:
            agency.creditLimitCents === null ? null : agency.creditLimitCents - creditUsedCents,
          ledgerBalanceCents: account.ledgerBalanceCents,
          unallocatedCents: unallocatedOf(account),
          commissionCreditCents: account.commissionCents,
        });
      }
      const sum = (pick: (row: TDebtorRow) => number) =>
        rows.reduce((total, row) => total + pick(row), 0);
      return {
        brand: brand.code,
        currency: brand.currency,
        asOf,
        rows,
        totals: {
          agedCents: sumAged(rows.map((row) => row.agedCents)),
          creditUsedCents: sum((row) => row.creditUsedCents),
          ledgerBalanceCents: sum((row) => row.ledgerBalanceCents),
          unallocatedCents: sum((row) => row.unallocatedCents),
          commissionCreditCents: sum((row) => row.commissionCreditCents),
        },
      };
    },

    async statementPdf(
      agencyId: number,
      asOf: string | undefined,
    ): Promise<{ filename: string; pdf: Buffer }> {
      const statement = await statementOf(agencyId, asOf);
      return {
        filename: statementFileName(statement),
        pdf: await renderStatementPdf(statement.pdf),
      };
    },

    /**
     * Emails the statement to the agency's address through the outbox, audited. With an
     * Idempotency-Key a retry (or a second copy sent at once: the agency's row is locked while the
     * first is queued) answers the email already queued instead of sending another; the key with
     * another request is a 409.
     */
    async emailStatement(
      actor: TAuditActor,
      agencyId: number,
      request: TEmailStatementRequest,
      idempotencyKey?: string,
    ): Promise<TStatementEmailed> {
      const requestHash = sha256Hex(JSON.stringify({ agencyId, asOf: request.asOf ?? null }));
      if (idempotencyKey) {
        const repeat = await repeatOf(ctx.db, idempotencyKey, agencyId, requestHash);
        if (repeat) return repeat;
      }
      const statement = await statementOf(agencyId, request.asOf);
      const { agency, asOf } = statement;
      const to = agency.email?.trim();
      if (!to) {
        throw new AppError(
          'VALIDATION',
          `${agency.name} has no email address: add one to the agency before emailing its statement.`,
        );
      }
      // Rendered before the transaction: nothing slow runs inside one.
      const pdf = await renderStatementPdf(statement.pdf);
      const outstandingCents = statement.pdf.agedCents.total;
      const money = formatDocumentMoney(outstandingCents, statement.pdf.currency);
      const at = ctx.clock.now();
      const result = await ctx.db.transaction(async (tx) => {
        await lockAgency(tx, agency.id);
        if (idempotencyKey) {
          const repeat = await repeatOf(tx, idempotencyKey, agency.id, requestHash);
          if (repeat) return { emailed: repeat, isNew: false };
        }
        const from = statement.pdf.head.brandName || statement.pdf.head.companyName;
        const mailId = await queueMail(
          tx,
          {
            to,
            subject: `Statement of account as at ${documentDate(asOf)} - ${agency.name}`,
            text: [
              `Dear ${agency.name},`,
              '',
              `Please find attached your statement of account as at ${documentDate(asOf)}.`,
              `Outstanding on open invoices: ${money}.`,
              '',
              'If you have already paid, thank you, and please disregard this message.',
              '',
              from,
            ].join('\n'),
            html: null,
            fileId: null,
            attachments: [
              {
                filename: statementFileName(statement),
                contentType: 'application/pdf',
                contentBase64: pdf.toString('base64'),
              },
            ],
          },
          at,
        );
        const emailed: TStatementEmailed = { mailId, to, asOf, outstandingCents };
        await recordAudit(tx, actor, {
          action: STATEMENT_EMAILED,
          entityType: 'agency',
          entityId: agency.id,
          detail: {
            agency: agency.name,
            ...emailed,
            ...(idempotencyKey ? { idempotencyKey, requestHash } : { requestHash }),
          },
          at,
        });
        return { emailed, isNew: true };
      });
      if (result.isNew) ctx.mail.kick();
      return result.emailed;
    },
  };
}

export type TDebtorsService = ReturnType<typeof createDebtorsService>;
