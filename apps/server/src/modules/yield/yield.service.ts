import type {
  TFileYield,
  TYieldFigures,
  TYieldLine,
  TYieldLineChange,
  TYieldSheet,
} from '@portal/shared/contracts/yield';
import { getBrand } from '@portal/shared/domain/brands';
import { lineGstPercentOf, type TTaxCode } from '@portal/shared/domain/tax';
import {
  gstSplitOf,
  marginExGstPercentOf,
  sumGstSplits,
  type TGstSplit,
} from '@portal/shared/domain/margin';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { fromSnapshot } from '../files/file-state';
import {
  findFileByReference,
  findFileLines,
  findVersions,
  findVersionSnapshots,
} from '../files/files.repository';

/** What a yield line is computed from: a live service line or a line of a version snapshot. */
export interface TYieldSource {
  key: string;
  dayNumber: number;
  date: string;
  name: string;
  serviceTypeCode: string;
  status: string;
  quantity: number;
  taxCode: TTaxCode;
  costCents: number;
  sellCents: number;
  commissionCents: number;
  netCents: number;
}

type TYieldAmounts = Pick<
  TYieldFigures,
  'costCents' | 'sellCents' | 'commissionCents' | 'netCents'
>;

function figuresOf(amounts: TYieldAmounts, split: TGstSplit): TYieldFigures {
  return {
    costCents: amounts.costCents,
    sellCents: amounts.sellCents,
    commissionCents: amounts.commissionCents,
    netCents: amounts.netCents,
    netExGstCents: split.netExGstCents,
    costExGstCents: split.costExGstCents,
    outputGstCents: split.outputGstCents,
    inputGstCents: split.inputGstCents,
    marginExGstCents: split.marginExGstCents,
    marginExGstPercent: marginExGstPercentOf(split),
  };
}

/**
 * One line's figures: its GST-inclusive amounts, the GST in its net and in its cost at the rate
 * they carry (the brand's, or none on a zero-rated line), and the margin without GST (net ex GST − cost ex GST) with its percentage.
 */
export function yieldFiguresOf(amounts: TYieldAmounts, gstPercent: number): TYieldFigures {
  return figuresOf(amounts, gstSplitOf(amounts, gstPercent));
}

/**
 * Per-line and total yield; cancelled services are listed but not counted. Each total is the sum
 * of the counted lines' figures (GST is not taken out of the summed amounts again), so every
 * column adds up to the cent.
 */
/** `gstPercent`: the brand's rate, which standard-rated lines carry. */
export function yieldSheetOf(sources: readonly TYieldSource[], gstPercent: number): TYieldSheet {
  const lines: TYieldLine[] = sources.map((source) => ({
    key: source.key,
    dayNumber: source.dayNumber,
    date: source.date,
    name: source.name,
    serviceTypeCode: source.serviceTypeCode,
    status: source.status,
    quantity: source.quantity,
    taxCode: source.taxCode,
    ...yieldFiguresOf(source, lineGstPercentOf(source.taxCode, gstPercent)),
  }));
  const counted = lines.filter((line) => line.status !== 'Cancelled');
  const sum = (pick: (line: TYieldLine) => number) =>
    counted.reduce((total, line) => total + pick(line), 0);
  const totals = figuresOf(
    {
      costCents: sum((line) => line.costCents),
      sellCents: sum((line) => line.sellCents),
      commissionCents: sum((line) => line.commissionCents),
      netCents: sum((line) => line.netCents),
    },
    sumGstSplits(counted),
  );
  return { lines, totals };
}

/** Lines added, removed, or whose margin ex GST moved between two sheets (by line key). */
export function yieldChanges(before: TYieldSheet, after: TYieldSheet): TYieldLineChange[] {
  const counted = (line: TYieldLine) => (line.status === 'Cancelled' ? 0 : line.marginExGstCents);
  const beforeByKey = new Map(before.lines.map((line) => [line.key, line]));
  const afterKeys = new Set(after.lines.map((line) => line.key));
  const changes: TYieldLineChange[] = [];
  for (const line of after.lines) {
    const old = beforeByKey.get(line.key);
    if (!old) {
      changes.push({
        key: line.key,
        name: line.name,
        change: 'added',
        marginExGstBeforeCents: 0,
        marginExGstAfterCents: counted(line),
      });
    } else if (counted(old) !== counted(line)) {
      changes.push({
        key: line.key,
        name: line.name,
        change: 'changed',
        marginExGstBeforeCents: counted(old),
        marginExGstAfterCents: counted(line),
      });
    }
  }
  for (const old of before.lines) {
    if (afterKeys.has(old.key)) continue;
    changes.push({
      key: old.key,
      name: old.name,
      change: 'removed',
      marginExGstBeforeCents: counted(old),
      marginExGstAfterCents: 0,
    });
  }
  return changes;
}

/**
 * Cost, sell, commission, net, the GST in net and cost and the margin without GST of a file, now
 * and against an earlier version.
 */
export function createYieldService(ctx: TAppContext) {
  return {
    async fileYield(reference: string, compare: number | undefined): Promise<TFileYield> {
      const file = await findFileByReference(ctx.db, reference, { agencyId: null });
      if (!file) throw new AppError('NOT_FOUND', 'File not found.');
      const brand = getBrand(file.brandId);
      const lines = await findFileLines(ctx.db, file.id);
      const current = yieldSheetOf(lines, brand.gstPercent);
      const versions = await findVersions(ctx.db, file.id);
      let comparison: TFileYield['comparison'] = null;
      if (compare !== undefined) {
        const version = versions.find((row) => row.number === compare);
        const snapshot = (await findVersionSnapshots(ctx.db, file.id, [compare])).get(compare);
        if (!version || snapshot === undefined) {
          throw AppError.invalidField('compare', `${file.reference} has no version ${compare}.`);
        }
        const before = yieldSheetOf(fromSnapshot(snapshot).lines, brand.gstPercent);
        comparison = {
          ...before,
          version: compare,
          createdAt: version.createdAt.toISOString(),
          changes: yieldChanges(before, current),
          marginExGstChangeCents: current.totals.marginExGstCents - before.totals.marginExGstCents,
        };
      }
      return {
        ...current,
        fileReference: file.reference,
        bookingName: file.bookingName,
        fileStatus: file.status,
        currency: brand.currency,
        gstPercent: brand.gstPercent,
        version: file.version,
        versions: versions.map((row) => ({
          number: row.number,
          action: row.action,
          createdAt: row.createdAt.toISOString(),
          createdByName: row.createdByName,
          netCents: row.netCents,
        })),
        comparison,
      };
    },
  };
}
