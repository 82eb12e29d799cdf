import type {
  TSupplierRequestKind,
  TSupplierRequestStatus,
} from '@portal/shared/contracts/supplier-requests';
import type { TServiceLineStatus } from '@portal/shared/domain/file-states';
import type { TAppContext } from '../../app-context';
import type { TExecutor, TTransaction } from '../../db/database';
import type { TClock } from '../../lib/clock';
import { isFileCreditHeld, type TEventRow, type TFileRow } from './files.repository';

/**
 * What other modules do when a file changes, inside the file's own transaction: supplier requests
 * are sent or withdrawn, invoices follow the price and the status, a cancelled booking's payment
 * pages close, its tour seats go back and webhooks are queued for what partners listen to. Each
 * owning module hands its part to
 * `registerFileLifecycle` when the app is built (src/file-lifecycle-hooks.ts), so the files
 * module calls them without importing those modules, and they import files, never the reverse.
 */

/** A supplier request as a file's live pushes name it. */
export interface TSupplierRequestRef {
  id: number;
  supplierId: number;
  status: TSupplierRequestStatus;
}

/** An entry of a file's history as it was recorded (file-events.ts). */
export type TRecordedFileEvent = Pick<TEventRow, 'fileId' | 'action' | 'detail' | 'createdAt'>;

/** A supplier request as the file reads it to decide whether a release must be asked for. */
export interface TFileSupplierRequest extends TSupplierRequestRef {
  serviceLineId: number;
  kind: TSupplierRequestKind;
}

export interface TFileLifecycle {
  supplierRequests: {
    /** Sends the file's pending requests and withdraws those they overtake. */
    dispatch(
      tx: TTransaction,
      ctx: Pick<TAppContext, 'config'>,
      fileId: number,
      at: Date,
    ): Promise<{ sent: TSupplierRequestRef[]; withdrawn: TSupplierRequestRef[] }>;
    /** Withdraws every open request of the file (the booking is cancelled). */
    withdrawAll(tx: TTransaction, fileId: number, at: Date): Promise<TSupplierRequestRef[]>;
    /** The back office set a line's status: the supplier's open request takes it as its answer. */
    recordStaffAnswer(
      tx: TTransaction,
      where: { fileId: number; lineId: number },
      lineStatus: TServiceLineStatus,
      staff: { userId: number | null; name: string | null; confirmation: string | null },
      at: Date,
    ): Promise<TSupplierRequestRef[]>;
    ofFile(tx: TTransaction, fileId: number): Promise<TFileSupplierRequest[]>;
  };
  invoices: {
    /** Invoices follow the booking (issue 6): an increase is invoiced, a decrease credited. */
    reconcile(
      tx: TTransaction,
      file: TFileRow,
      clock: TClock,
      options?: {
        creditReason?: string;
        /** What an increase is called on its invoice, when the caller knows ("Amendment of …"). */
        increaseLabel?: string;
        /** Invoice now even where the brand waits for confirmation (a credit hold's deposit). */
        issueNow?: boolean;
      },
    ): Promise<void>;
    /**
     * What the agency still owes on its invoices of the brand that are not void (total less
     * credited less paid): the credit it uses (docs/pricing.md, "Credit limits").
     */
    agencyOwing(
      executor: TExecutor,
      agency: { agencyId: number; brandId: number },
    ): Promise<number>;
    /**
     * The deposit of the file's first invoice and what the file's invoices show paid; null
     * before the file is invoiced.
     */
    depositOf(
      executor: TExecutor,
      fileId: number,
    ): Promise<{ depositCents: number; paidCents: number } | null>;
  };
  payments: {
    /** A cancelled booking takes no more money: its open payment pages close with it. */
    closeSessionsOfCancelledFile(tx: TTransaction, fileId: number, at: Date): Promise<void>;
  };
  tours: {
    /** Seats of scheduled departures held by these lines go back to their departures. */
    releaseSeats(tx: TTransaction, serviceLineIds: readonly number[], at: Date): Promise<unknown>;
    /** Which of these lines hold seats on a departure (an amendment cannot move them). */
    seatHoldingLines(executor: TExecutor, serviceLineIds: readonly number[]): Promise<number[]>;
  };
  webhooks: {
    /** Entries were added to files' histories: the endpoints listening hear of them. */
    fileEventsRecorded(tx: TTransaction, events: readonly TRecordedFileEvent[]): Promise<void>;
  };
}

const registered: Partial<TFileLifecycle> = {};

/** Each owning module's part; registering a part again replaces it. */
export function registerFileLifecycle(part: Partial<TFileLifecycle>): void {
  Object.assign(registered, part);
}

const NOTHING_DISPATCHED = { sent: [], withdrawn: [] };

export function fileLifecycle(): TFileLifecycle {
  const { supplierRequests, invoices, payments, tours, webhooks } = registered;
  // Reached only when the app was built without src/file-lifecycle-hooks.ts: a wiring bug.
  if (!supplierRequests || !invoices || !payments || !tours || !webhooks) {
    throw new Error('The file lifecycle hooks are not registered (src/file-lifecycle-hooks.ts)');
  }
  return {
    supplierRequests: {
      ...supplierRequests,
      // A booking on credit hold keeps its requests pending, whoever asks to send them (a
      // service added by the back office, a tour added to it): its suppliers hear nothing
      // until the hold lifts (commands/credit-hold.ts sends them then).
      dispatch: async (tx, ctx, fileId, at) =>
        (await isFileCreditHeld(tx, fileId))
          ? NOTHING_DISPATCHED
          : supplierRequests.dispatch(tx, ctx, fileId, at),
    },
    invoices,
    payments,
    tours,
    webhooks,
  };
}
