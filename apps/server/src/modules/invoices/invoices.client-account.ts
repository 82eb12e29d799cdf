import { getBrand } from '@portal/shared/domain/brands';
import { clientTotalsOf } from '@portal/shared/domain/client-price';
import type { TClientAccount } from '@portal/shared/domain/invoice-owing';
import type { TExecutor } from '../../db/database';
import { findFileLines, type TFileRow, type TLineRow } from '../files/files.repository';
import { sumReceivedOnFile } from './invoices.repository';

/**
 * A booking's account with its traveller (docs/pricing.md, "Two prices"): the client price of its
 * live services and what has been received on it. The travel app's amount due and the traveller's
 * payment sessions are worked out from it, never from the agency's invoice.
 */
export async function clientAccountOf(
  executor: TExecutor,
  file: Pick<TFileRow, 'id' | 'brandId' | 'clientMarkupBasisPoints'>,
  /** The file's lines when the caller has read them already. */
  fileLines?: readonly TLineRow[],
): Promise<TClientAccount> {
  const lines = (fileLines ?? (await findFileLines(executor, file.id))).filter(
    (line) => line.status !== 'Cancelled',
  );
  const { clientCents } = clientTotalsOf(
    lines,
    file.clientMarkupBasisPoints,
    getBrand(file.brandId).gstPercent,
  );
  return {
    clientTotalCents: clientCents,
    receivedCents: await sumReceivedOnFile(executor, file.id),
  };
}
