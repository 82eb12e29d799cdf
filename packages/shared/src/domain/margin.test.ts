import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBrand } from './brands';
import { gstSplitOf, gstSplitOfSums, marginExGstPercentOf, sumGstSplits } from './margin';

const NZ = getBrand(1).gstPercent;
const AU = getBrand(2).gstPercent;

describe('gstSplitOf: the margin without GST, worked by hand', () => {
  it('New Zealand 15%: net 1 150.00 and cost 920.00 leave a margin of 200.00, not 230.00', () => {
    // 115 000 × 15 / 115 = 15 000; 92 000 × 15 / 115 = 12 000.
    const split = gstSplitOf({ netCents: 115_000, costCents: 92_000 }, NZ);
    expect(split).toEqual({
      netExGstCents: 100_000,
      costExGstCents: 80_000,
      outputGstCents: 15_000,
      inputGstCents: 12_000,
      marginExGstCents: 20_000,
    });
    // The GST-inclusive margin would be 115 000 − 92 000 = 23 000.
    expect(split.marginExGstCents).not.toBe(115_000 - 92_000);
    expect(marginExGstPercentOf(split)).toBe(20);
  });

  it('Australia 10%: net 1 100.00 and cost 880.00 leave a margin of 200.00, not 220.00', () => {
    // 110 000 × 10 / 110 = 10 000; 88 000 × 10 / 110 = 8 000.
    const split = gstSplitOf({ netCents: 110_000, costCents: 88_000 }, AU);
    expect(split).toEqual({
      netExGstCents: 100_000,
      costExGstCents: 80_000,
      outputGstCents: 10_000,
      inputGstCents: 8_000,
      marginExGstCents: 20_000,
    });
    expect(marginExGstPercentOf(split)).toBe(20);
  });

  it('odd cents round to the nearest cent, each amount on its own', () => {
    // NZ: 12 345 × 15 / 115 = 1 610.217… → 1 610; 9 999 × 15 / 115 = 1 304.217… → 1 304.
    // Margin 10 735 − 8 695 = 2 040; 2 040 / 10 735 = 19.003…% → 19.0.
    const nz = gstSplitOf({ netCents: 12_345, costCents: 9_999 }, NZ);
    expect(nz).toEqual({
      netExGstCents: 10_735,
      costExGstCents: 8_695,
      outputGstCents: 1_610,
      inputGstCents: 1_304,
      marginExGstCents: 2_040,
    });
    expect(marginExGstPercentOf(nz)).toBe(19);
    // AU: 12 345 × 10 / 110 = 1 122.27… → 1 122; 9 999 × 10 / 110 = 909 exactly.
    // Margin 11 223 − 9 090 = 2 133; 2 133 / 11 223 = 19.005…% → 19.0.
    const au = gstSplitOf({ netCents: 12_345, costCents: 9_999 }, AU);
    expect(au).toEqual({
      netExGstCents: 11_223,
      costExGstCents: 9_090,
      outputGstCents: 1_122,
      inputGstCents: 909,
      marginExGstCents: 2_133,
    });
    // NZ: 4 × 15 / 115 = 0.52 → 1 (up); 3 × 15 / 115 = 0.39 → 0 (down).
    expect(gstSplitOf({ netCents: 4, costCents: 3 }, NZ)).toEqual({
      netExGstCents: 3,
      costExGstCents: 3,
      outputGstCents: 1,
      inputGstCents: 0,
      marginExGstCents: 0,
    });
  });

  it('zero amounts give zero figures and no percentage', () => {
    const split = gstSplitOf({ netCents: 0, costCents: 0 }, NZ);
    expect(split).toEqual({
      netExGstCents: 0,
      costExGstCents: 0,
      outputGstCents: 0,
      inputGstCents: 0,
      marginExGstCents: 0,
    });
    expect(marginExGstPercentOf(split)).toBeNull();
    // A cost with no revenue (a departure's fixed cost): 46 000 × 15 / 115 = 6 000.
    expect(gstSplitOf({ netCents: 0, costCents: 46_000 }, NZ)).toMatchObject({
      costExGstCents: 40_000,
      inputGstCents: 6_000,
      marginExGstCents: -40_000,
    });
  });

  it('a loss stays a loss without GST', () => {
    // 11 500 × 15 / 115 = 1 500; 23 000 × 15 / 115 = 3 000: 10 000 − 20 000 = −10 000, −100%.
    const split = gstSplitOf({ netCents: 11_500, costCents: 23_000 }, NZ);
    expect(split.marginExGstCents).toBe(-10_000);
    expect(marginExGstPercentOf(split)).toBe(-100);
  });
});

describe('totals are the sum of the lines', () => {
  it('adds each figure of the lines instead of taking GST out of the summed amounts again', () => {
    // Two lines of net 0.04: each holds 1 cent of GST (0.52 → 1), so the sheet shows 2 cents,
    // where GST of the summed 0.08 would be 1 cent (1.04 → 1) and the column would not add up.
    const line = gstSplitOf({ netCents: 4, costCents: 0 }, NZ);
    const total = sumGstSplits([line, line]);
    expect(total).toEqual({
      netExGstCents: 6,
      costExGstCents: 0,
      outputGstCents: 2,
      inputGstCents: 0,
      marginExGstCents: 6,
    });
    expect(gstSplitOf({ netCents: 8, costCents: 0 }, NZ).outputGstCents).toBe(1);
    expect(sumGstSplits([])).toEqual(gstSplitOf({ netCents: 0, costCents: 0 }, NZ));
  });

  it('rebuilds the same total from summed amounts and summed GST', () => {
    const lines = [
      gstSplitOf({ netCents: 115_000, costCents: 92_000 }, NZ),
      gstSplitOf({ netCents: 12_345, costCents: 9_999 }, NZ),
    ];
    expect(
      gstSplitOfSums({
        netCents: 127_345,
        costCents: 101_999,
        outputGstCents: 15_000 + 1_610,
        inputGstCents: 12_000 + 1_304,
      }),
    ).toEqual(sumGstSplits(lines));
  });

  it('keeps net = net ex GST + GST and margin = net ex GST − cost ex GST on any lines', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            netCents: fc.integer({ min: -10_000_000, max: 10_000_000 }),
            costCents: fc.integer({ min: -10_000_000, max: 10_000_000 }),
          }),
          { maxLength: 20 },
        ),
        fc.constantFrom(NZ, AU),
        (amounts, gstPercent) => {
          const total = sumGstSplits(amounts.map((line) => gstSplitOf(line, gstPercent)));
          const net = amounts.reduce((sum, line) => sum + line.netCents, 0);
          const cost = amounts.reduce((sum, line) => sum + line.costCents, 0);
          return (
            total.netExGstCents + total.outputGstCents === net &&
            total.costExGstCents + total.inputGstCents === cost &&
            total.marginExGstCents === total.netExGstCents - total.costExGstCents
          );
        },
      ),
    );
  });
});

describe('marginExGstPercentOf', () => {
  it.each([
    // margin, net, exact percentage, one decimal (half away from zero)
    [20_000, 100_000, '20', 20],
    [2_040, 10_735, '19.0033', 19],
    [1, 16, '6.25', 6.3],
    [-1, 16, '-6.25', -6.3],
    [1, 3, '33.333', 33.3],
    [5, -10, '-50', -50],
    [0, -10, '0', 0],
  ])('%i of %i = %s%% -> %d', (margin, net, _exact, expected) => {
    expect(marginExGstPercentOf({ marginExGstCents: margin, netExGstCents: net })).toBe(expected);
  });
});
