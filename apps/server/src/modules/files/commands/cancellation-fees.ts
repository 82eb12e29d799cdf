import type { TCancellationQuote } from '@portal/shared/contracts/cancellation';
import { cancellationCharge, type TCancellationCharge } from '@portal/shared/domain/cancellation';
import type { TServiceLineStatus } from '@portal/shared/domain/file-states';
import type { TExecutor, TTransaction } from '../../../db/database';
import { findCancellationPolicies } from '../../catalogue/cancellation-policies.repository';
import type { TCaller } from '../../../lib/request-user';
import { brandTodayWithin } from '../../settings/settings.service';
import { scopeOf } from '../files.policy';
import { updateLine, type TFileRow, type TLineRow } from '../files.repository';
import { withLockedFile, type TFileCommandDeps } from './file-command';

/**
 * Cancellation fees (docs/pricing.md, "Cancellation fees"): what a booking's services cost when
 * it is cancelled, from each product's cancellation policy on the brand's date of the
 * cancellation. The agency's fee is charged on the line's net (what it pays), the supplier's
 * charge on the line's cost, by the same policy.
 */

/**
 * Only a confirmed service costs anything to cancel: a supplier that has not confirmed holds
 * nothing for the travellers, so it charges nothing to let go.
 */
const CHARGEABLE_STATUSES: readonly TServiceLineStatus[] = ['Confirmed'];

interface TLineCharge {
  line: TLineRow;
  fee: TCancellationCharge;
  supplierChargeCents: number;
}

/** Each service of the booking still live with its fee and its supplier's charge on `today`. */
async function cancellationChargesOf(
  executor: TExecutor,
  lines: readonly TLineRow[],
  today: string,
): Promise<TLineCharge[]> {
  const live = lines.filter((line) => line.status !== 'Cancelled');
  const policies = await findCancellationPolicies(
    executor,
    live.flatMap((line) => (line.productId === null ? [] : [line.productId])),
  );
  return live.map((line) => {
    const policy =
      CHARGEABLE_STATUSES.includes(line.status) && line.productId !== null
        ? (policies.get(line.productId) ?? null)
        : null;
    const service = { date: line.date, span: line.span };
    const fee = cancellationCharge(policy, { ...service, amountCents: line.netCents }, today);
    const supplier = cancellationCharge(policy, { ...service, amountCents: line.costCents }, today);
    return { line, fee, supplierChargeCents: supplier.feeCents };
  });
}

/** What cancelling the booking on `today` would cost the agency, service by service. */
function presentCancellationQuote(
  file: Pick<TFileRow, 'reference'>,
  charges: readonly TLineCharge[],
  today: string,
): TCancellationQuote {
  const lines = charges.map(({ line, fee }) => ({
    lineId: line.id,
    name: line.name,
    date: line.date,
    daysBefore: fee.daysBefore,
    netCents: line.netCents,
    feeCents: fee.feeCents,
    band: fee.band,
    whole: fee.whole,
  }));
  const feeCents = lines.reduce((sum, line) => sum + line.feeCents, 0);
  const netCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  return {
    reference: file.reference,
    on: today,
    lines,
    feeCents,
    refundCents: Math.max(0, netCents - feeCents),
  };
}

/**
 * Records each service's fee and supplier charge on its line, when the booking's cancellation is
 * asked for: the fee is the one of that day, whenever the suppliers release. Billing keeps the
 * fees invoiced when the lines are cancelled (invoices.billing.ts). Answers the totals charged.
 */
export async function chargeCancellation(
  tx: TTransaction,
  lines: readonly TLineRow[],
  today: string,
  at: Date,
): Promise<{ cancellationFeeCents: number; supplierChargeCents: number }> {
  const charges = await cancellationChargesOf(tx, lines, today);
  let cancellationFeeCents = 0;
  let supplierChargeCents = 0;
  for (const { line, fee, supplierChargeCents: supplierCharge } of charges) {
    if (fee.feeCents === 0 && supplierCharge === 0) continue;
    await updateLine(
      tx,
      line.id,
      { cancellationFeeCents: fee.feeCents, supplierChargeCents: supplierCharge },
      at,
    );
    cancellationFeeCents += fee.feeCents;
    supplierChargeCents += supplierCharge;
  }
  return { cancellationFeeCents, supplierChargeCents };
}

/**
 * What cancelling the booking today would cost, for the agent's or the back office's confirm
 * dialog. Read under the file's lock and rolled back, like every preview, so it is the very
 * figure the cancellation would charge now.
 */
export function previewCancellation(
  deps: TFileCommandDeps,
  caller: TCaller,
  reference: string,
): Promise<TCancellationQuote> {
  return withLockedFile(
    deps,
    caller,
    { reference, scope: scopeOf(caller.user) },
    async ({ tx, file, lines }) => {
      const today = await brandTodayWithin(tx, deps.ctx.clock, file.brandId);
      const chargeable = file.status === 'Quote' ? [] : lines;
      return presentCancellationQuote(
        file,
        await cancellationChargesOf(tx, chargeable, today),
        today,
      );
    },
    { dryRun: true },
  );
}
