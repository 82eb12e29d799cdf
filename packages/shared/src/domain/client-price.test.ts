import { describe, expect, it } from 'vitest';
import { clientLineCentsOf, clientMarkupOfNewFile, clientTotalsOf } from './client-price';

describe('the client price', () => {
  it('is the published price unless a net agency sets its own markup on its net', () => {
    const line = { sellCents: 56_000, netCents: 48_300 };
    expect(clientLineCentsOf(line, null)).toBe(56_000);
    // docs/tax.md worked example 2: 483.00 + 20% = 579.60.
    expect(clientLineCentsOf(line, 2_000)).toBe(57_960);
    // Half a cent rounds up: 11 × 50% = 5.5 → 6.
    expect(clientLineCentsOf({ sellCents: 0, netCents: 11 }, 5_000)).toBe(17);
    expect(clientLineCentsOf(line, 0)).toBe(48_300);
  });

  it('takes the GST once from its standard-rated lines', () => {
    const totals = clientTotalsOf(
      [
        { sellCents: 46_000, netCents: 39_100, taxCode: 'standard' },
        { sellCents: 30_000, netCents: 25_500, taxCode: 'zero_rated' },
      ],
      null,
      15,
    );
    expect(totals).toEqual({ clientCents: 76_000, clientGstCents: 6_000 });
  });

  it('starts a net agency’s file at its markup; a gross agency’s at the published price', () => {
    expect(clientMarkupOfNewFile({ pricingModel: 'net', clientMarkupBasisPoints: 2_000 })).toBe(
      2_000,
    );
    expect(
      clientMarkupOfNewFile({ pricingModel: 'gross', clientMarkupBasisPoints: 2_000 }),
    ).toBeNull();
  });
});
