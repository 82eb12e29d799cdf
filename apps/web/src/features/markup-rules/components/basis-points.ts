/** Rules keep their rate in basis points (2 000 = 20%); people read and type percentages. */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** "12.345" % rounds to the nearest basis point, as the rate is stored. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}
