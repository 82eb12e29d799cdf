import type {
  TLinePriceSnapshot,
  TPricedQuote,
  TQuoteDiff,
  TQuoteLineDiff,
} from '../../contracts/pricing';

type TDiffableLine = Pick<
  TPricedQuote['days'][number]['lines'][number],
  | 'key'
  | 'dayNumber'
  | 'productId'
  | 'productName'
  | 'sellCents'
  | 'netCents'
  | 'commissionCents'
  | 'status'
  | 'missingRate'
>;

/** Works on an admin or an agent pricing: only what both carry is compared. */
export interface TDiffableQuote {
  days: { lines: TDiffableLine[] }[];
  totals: Pick<TPricedQuote['totals'], 'sellCents' | 'netCents' | 'commissionCents' | 'gstCents'>;
}

function snapshot(line: TDiffableLine): TLinePriceSnapshot {
  return {
    sellCents: line.sellCents,
    netCents: line.netCents,
    commissionCents: line.commissionCents,
    status: line.status,
    missingRate: line.missingRate,
  };
}

function isSameSnapshot(a: TLinePriceSnapshot, b: TLinePriceSnapshot): boolean {
  return (
    a.sellCents === b.sellCents &&
    a.netCents === b.netCents &&
    a.commissionCents === b.commissionCents &&
    a.status === b.status &&
    a.missingRate === b.missingRate
  );
}

/** What a line adds to the totals: nothing when it has no rate. */
function counted(line: TDiffableLine | undefined): { sell: number; net: number } {
  if (!line || line.missingRate) return { sell: 0, net: 0 };
  return { sell: line.sellCents, net: line.netCents };
}

function lineDiff(
  before: TDiffableLine | undefined,
  after: TDiffableLine | undefined,
): TQuoteLineDiff {
  const reference = (after ?? before) as TDiffableLine;
  return {
    key: reference.key,
    dayNumber: reference.dayNumber,
    productId: reference.productId,
    productName: reference.productName,
    before: before ? snapshot(before) : null,
    after: after ? snapshot(after) : null,
    sellDeltaCents: counted(after).sell - counted(before).sell,
    netDeltaCents: counted(after).net - counted(before).net,
  };
}

function linesByKey(quote: TDiffableQuote): Map<string, TDiffableLine> {
  return new Map(quote.days.flatMap((day) => day.lines).map((line) => [line.key, line]));
}

/**
 * Explicit repricing: lines are matched by key. A line only in `after` is added, only in `before`
 * removed, in both with a different price, status or rate presence changed.
 */
export function diffPricedQuotes(before: TDiffableQuote, after: TDiffableQuote): TQuoteDiff {
  const beforeLines = linesByKey(before);
  const afterLines = linesByKey(after);
  const added: TQuoteLineDiff[] = [];
  const changed: TQuoteLineDiff[] = [];
  const removed: TQuoteLineDiff[] = [];
  let unchangedCount = 0;

  for (const [key, line] of afterLines) {
    const previous = beforeLines.get(key);
    if (!previous) added.push(lineDiff(undefined, line));
    else if (!isSameSnapshot(snapshot(previous), snapshot(line)))
      changed.push(lineDiff(previous, line));
    else unchangedCount += 1;
  }
  for (const [key, line] of beforeLines) {
    if (!afterLines.has(key)) removed.push(lineDiff(line, undefined));
  }

  const totalDelta = {
    sellCents: after.totals.sellCents - before.totals.sellCents,
    netCents: after.totals.netCents - before.totals.netCents,
    commissionCents: after.totals.commissionCents - before.totals.commissionCents,
    gstCents: after.totals.gstCents - before.totals.gstCents,
  };
  return {
    added,
    removed,
    changed,
    unchangedCount,
    totalDelta,
    hasChanges: added.length + removed.length + changed.length > 0,
  };
}
