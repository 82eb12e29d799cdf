import type { TRateProposal } from '@portal/shared/contracts/rate-proposals';
import { csvAmount, csvText, toCsv } from '../../lib/csv';

/** The dates a proposal covers and what it asks for, in a few words a spreadsheet can show. */
function proposalOf(row: TRateProposal): { from: string; to: string; detail: string } {
  const { proposed } = row;
  switch (proposed.kind) {
    case 'rate-upsert': {
      const rate = proposed.rate;
      const room = rate.roomType ? ` ${rate.roomType}` : '';
      return {
        from: rate.validFrom,
        to: rate.validTo,
        detail: `${rate.basis}${room}: cost ${csvAmount(rate.costCents)}, sell ${csvAmount(rate.sellCents)}, min stay ${rate.minStay}`,
      };
    }
    case 'rate-delete': {
      const rate = row.captured.type === 'rate' ? row.captured.rate : null;
      return { from: rate?.validFrom ?? '', to: rate?.validTo ?? '', detail: 'delete the season' };
    }
    case 'allotment':
    case 'stop-sell': {
      const change = proposed.availability;
      const allotment =
        change.allotment === null
          ? ''
          : ` ${change.allotment} units, release ${change.releaseDays ?? 0} days`;
      return { from: change.dateFrom, to: change.dateTo, detail: `${change.kind}${allotment}` };
    }
  }
}

/** The rate proposals as a spreadsheet opens them. */
export function toRateProposalsCsv(rows: readonly TRateProposal[]): string {
  return toCsv(
    [
      'Id',
      'Proposed',
      'Supplier',
      'Product code',
      'Product',
      'Kind',
      'Status',
      'From',
      'To',
      'Change',
      'Note',
      'Proposed by',
      'Reviewed',
      'Reviewed by',
      'Review reason',
    ],
    rows.map((row) => {
      const proposal = proposalOf(row);
      return [
        String(row.id),
        row.createdAt,
        csvText(row.supplierName),
        csvText(row.productCode),
        csvText(row.productName),
        row.kind,
        row.status,
        proposal.from,
        proposal.to,
        csvText(proposal.detail),
        csvText(row.note),
        csvText(row.createdBy),
        row.reviewedAt ?? '',
        csvText(row.reviewedBy),
        csvText(row.reviewReason),
      ];
    }),
  );
}
