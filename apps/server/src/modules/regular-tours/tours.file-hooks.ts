import type { TFileLifecycle } from '../files/file-lifecycle';
import { releaseTourSeats } from './tour-seats.repository';

/** What scheduled tours do when a file's services are cancelled (modules/files/file-lifecycle.ts). */
export const toursFileHooks: TFileLifecycle['tours'] = { releaseSeats: releaseTourSeats };
