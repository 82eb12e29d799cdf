import { CHUNK_RELOAD_STORAGE_KEY } from '../config/env';

/**
 * SPEC section 2: "If a page fails to load on demand, the browser reloads the target address."
 * After a deploy, an open tab may ask for a chunk that no longer exists; loading the address afresh
 * fetches the new index.html and its chunks. One reload per address per minute, so a chunk that
 * is really broken shows an error page instead of reloading for ever.
 */

const RELOAD_GUARD_MS = 60_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(cause: unknown) {
    super('A part of the application failed to load.', { cause });
  }
}

/** Wraps a dynamic import so its failure is recognisable by the route error boundary. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw new ChunkLoadError(error);
  }
}

interface TReloadMark {
  target: string;
  at: number;
}

function readMark(storage: Storage): TReloadMark | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? 'null');
    if (
      typeof value === 'object' &&
      value !== null &&
      'target' in value &&
      'at' in value &&
      typeof value.target === 'string' &&
      typeof value.at === 'number'
    ) {
      return { target: value.target, at: value.at };
    }
  } catch {
    // A corrupt mark is no mark.
  }
  return null;
}

/**
 * Loads `target` afresh unless this tab already did so for it within the guard time.
 * Returns whether it navigated.
 */
export function reloadOnce(
  target: string,
  {
    storage = window.sessionStorage,
    assign = (url: string) => window.location.assign(url),
    now = Date.now(),
  }: { storage?: Storage; assign?: (url: string) => void; now?: number } = {},
): boolean {
  const mark = readMark(storage);
  if (mark && mark.target === target && now - mark.at < RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, JSON.stringify({ target, at: now }));
  } catch {
    // Without sessionStorage there is no loop guard: do not risk a reload loop.
    return false;
  }
  assign(target);
  return true;
}
