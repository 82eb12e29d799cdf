import type { TFileLabels, TLabel } from '@portal/shared/contracts/labels';
import type { TLabelRow, TLabelWithCount } from './labels.repository';

export function presentLabel(row: TLabelWithCount): TLabel {
  return {
    id: row.id,
    name: row.name,
    colour: row.colour,
    description: row.description,
    fileCount: row.fileCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentFileLabels(reference: string, rows: readonly TLabelRow[]): TFileLabels {
  return {
    reference,
    labels: rows.map((row) => ({
      id: row.id,
      name: row.name,
      colour: row.colour,
      description: row.description,
    })),
  };
}
