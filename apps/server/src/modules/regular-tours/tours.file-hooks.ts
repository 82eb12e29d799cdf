import type { TFileLifecycle } from '../files/file-lifecycle';
import { findSeatHoldingLines, releaseTourSeats } from './tour-seats.repository';

/**
 * What scheduled tours do when a file's services are cancelled or amended
 * (modules/files/file-lifecycle.ts).
 */
export const toursFileHooks: TFileLifecycle['tours'] = {
  releaseSeats: releaseTourSeats,
  seatHoldingLines: findSeatHoldingLines,
};
