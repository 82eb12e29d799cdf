import type { TFileStatus } from '@portal/shared/domain/file-states';
import { files } from '../src/db/schema/files';
import type { TTestApp } from './build-test-app';

let sequence = 0;

/**
 * A file row straight into the table, for list, filter and isolation cases that are not about
 * pricing: no lines, totals as given. References use a prefix no brand has ("TF-"), so they never
 * collide with the numbers the service hands out.
 */
export async function buildFile(
  t: Pick<TTestApp, 'db'>,
  owner: { agencyId: number; agentId: number; brandId?: number },
  overrides: Partial<{
    reference: string;
    bookingName: string;
    yourReference: string;
    travelDate: string;
    status: TFileStatus;
    sellCents: number;
    createdAt: Date;
  }> = {},
) {
  sequence += 1;
  const travelDate = overrides.travelDate ?? '2030-05-01';
  const [row] = await t.db
    .insert(files)
    .values({
      reference: overrides.reference ?? `TF-${900_000 + sequence}`,
      brandId: owner.brandId ?? 1,
      agencyId: owner.agencyId,
      agentId: owner.agentId,
      bookingName: overrides.bookingName ?? `Test booking ${sequence}`,
      yourReference: overrides.yourReference ?? '',
      travelDate,
      endDate: travelDate,
      status: overrides.status ?? 'Quote',
      pricingModel: 'gross',
      rooms: [{ roomType: 'DB', adults: 2, children: 0, guests: [] }],
      dayHeaders: [],
      paxAdults: 2,
      sellCents: overrides.sellCents ?? 100_000,
      netCents: overrides.sellCents ?? 100_000,
      createdByUserId: owner.agentId,
      ...(overrides.createdAt
        ? { createdAt: overrides.createdAt, updatedAt: overrides.createdAt }
        : {}),
    })
    .returning();
  if (!row) throw new Error('buildFile: no row');
  return row;
}
