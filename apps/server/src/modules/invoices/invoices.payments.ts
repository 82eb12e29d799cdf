import type { TPaymentMethod } from '@portal/shared/contracts/invoices';
import type { TTransaction } from '../../db/database';
import { invoiceStatusOf } from './invoices.billing';
import {
  findOpenInvoices,
  insertLedgerTransactions,
  insertPayment,
  updateInvoice,
  type TPaymentRow,
} from './invoices.repository';

export interface TApplyPaymentInput {
  file: { id: number; agencyId: number };
  amountCents: number;
  method: TPaymentMethod;
  reference: string;
  notes?: string;
  receivedOn: string;
  recordedByUserId: number | null;
  at: Date;
  /** Allocate to this invoice first (an online payment of one invoice), then the rest oldest first. */
  preferInvoiceId?: number;
  /** The back office's Idempotency-Key for a payment recorded by hand. */
  idempotencyKey?: string;
  /**
   * The money is a traveller's payment of the client price, collected by the operator for the
   * agency: what the file's invoices do not take is the agency's commission, credited to its
   * ledger as such (docs/pricing.md, "Two prices"). Otherwise money beyond the invoices stays a
   * payment on account.
   */
  isClientPayment?: boolean;
}

/**
 * Records money received for a file inside the caller's transaction (the caller holds the file's
 * lock): the payment, one ledger transaction, and the amount allocated to the file's open
 * invoices so each shows paid or part-paid.
 */
export async function applyPayment(
  tx: TTransaction,
  input: TApplyPaymentInput,
): Promise<TPaymentRow> {
  const { file, amountCents } = input;
  const payment = await insertPayment(tx, {
    fileId: file.id,
    agencyId: file.agencyId,
    amountCents,
    method: input.method,
    reference: input.reference,
    notes: input.notes ?? '',
    receivedOn: input.receivedOn,
    recordedByUserId: input.recordedByUserId,
    idempotencyKey: input.idempotencyKey ?? null,
  });
  const open = await findOpenInvoices(tx, file.id);
  const ordered =
    input.preferInvoiceId === undefined
      ? open
      : [
          ...open.filter((invoice) => invoice.id === input.preferInvoiceId),
          ...open.filter((invoice) => invoice.id !== input.preferInvoiceId),
        ];
  let left = amountCents;
  for (const invoice of ordered) {
    if (left === 0) break;
    const owing = invoice.totalCents - invoice.creditedCents - invoice.paidCents;
    if (owing <= 0) continue;
    const paidCents = invoice.paidCents + Math.min(owing, left);
    left -= paidCents - invoice.paidCents;
    await updateInvoice(tx, invoice.id, {
      paidCents,
      status: invoiceStatusOf({ ...invoice, paidCents }),
      updatedAt: input.at,
    });
  }
  const reference = input.reference || `Payment ${payment.id}`;
  const row = {
    agencyId: file.agencyId,
    fileId: file.id,
    occurredOn: input.receivedOn,
    paymentId: payment.id,
  };
  const commissionCents = input.isClientPayment ? left : 0;
  await insertLedgerTransactions(tx, [
    ...(amountCents > commissionCents
      ? [
          {
            ...row,
            type: 'payment' as const,
            valueCents: -(amountCents - commissionCents),
            reference,
          },
        ]
      : []),
    ...(commissionCents > 0
      ? [
          {
            ...row,
            type: 'commission' as const,
            valueCents: -commissionCents,
            reference: `Commission on ${reference}`,
          },
        ]
      : []),
  ]);
  return payment;
}
