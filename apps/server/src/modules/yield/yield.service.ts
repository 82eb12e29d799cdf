import type {
  TFileYield,
  TYieldFigures,
  TYieldLine,
  TYieldLineChange,
  TYieldSheet,
} from '@portal/shared/contracts/yield';
import { getBrand } from '@portal/shared/domain/brands';
import { gstOfInclusive } from '@portal/shared/domain/invoicing';
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
  costCents: number;
  sellCents: number;
  commissionCents: number;
  netCents: number;
}

function percentOf(marginCents: number, netCents: number): number | null {
  if (netCents === 0) return null;
  return Math.round((marginCents * 1000) / netCents) / 10;
}

/** Margin (net − cost), its percentage of net and the GST inside the net; also used by insights. */
export function yieldFiguresOf(
  amounts: Pick<TYieldFigures, 'costCents' | 'sellCents' | 'commissionCents' | 'netCents'>,
  gstPercent: number,
): TYieldFigures {
  const marginCents = amounts.netCents - amounts.costCents;
  return {
    ...amounts,
    gstCents: gstOfInclusive(amounts.netCents, gstPercent),
    marginCents,
    marginPercent: percentOf(marginCents, amounts.netCents),
  };
}

/** Per-line and total yield; cancelled services are listed but not counted. */
export function yieldSheetOf(sources: readonly TYieldSource[], gstPercent: number): TYieldSheet {
  const lines: TYieldLine[] = sources.map((source) => ({
    key: source.key,
    dayNumber: source.dayNumber,
    date: source.date,
    name: source.name,
    serviceTypeCode: source.serviceTypeCode,
    status: source.status,
    quantity: source.quantity,
    ...yieldFiguresOf(source, gstPercent),
  }));
  const counted = sources.filter((source) => source.status !== 'Cancelled');
  const sum = (pick: (source: TYieldSource) => number) =>
    counted.reduce((total, source) => total + pick(source), 0);
  const totals = yieldFiguresOf(
    {
      costCents: sum((source) => source.costCents),
      sellCents: sum((source) => source.sellCents),
      commissionCents: sum((source) => source.commissionCents),
      netCents: sum((source) => source.netCents),
    },
    gstPercent,
  );
  return { lines, totals };
}

/** Lines added, removed, or whose margin moved between two sheets (by line key). */
export function yieldChanges(before: TYieldSheet, after: TYieldSheet): TYieldLineChange[] {
  const counted = (line: TYieldLine) => (line.status === 'Cancelled' ? 0 : line.marginCents);
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
        marginBeforeCents: 0,
        marginAfterCents: counted(line),
      });
    } else if (counted(old) !== counted(line)) {
      changes.push({
        key: line.key,
        name: line.name,
        change: 'changed',
        marginBeforeCents: counted(old),
        marginAfterCents: counted(line),
      });
    }
  }
  for (const old of before.lines) {
    if (afterKeys.has(old.key)) continue;
    changes.push({
      key: old.key,
      name: old.name,
      change: 'removed',
      marginBeforeCents: counted(old),
      marginAfterCents: 0,
    });
  }
  return changes;
}

/** Cost, sell, commission, net, GST and margin of a file, now and against an earlier version. */
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
          marginChangeCents: current.totals.marginCents - before.totals.marginCents,
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
