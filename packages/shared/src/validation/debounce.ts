/**
 * `packages/shared` is typed without DOM or Node globals, yet both runtimes provide timers.
 * They are looked up on each call (not captured at import) so test fake timers take effect.
 */
interface TTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
const timers = (): TTimers => globalThis as unknown as TTimers;

/** SPEC section 5: schema validation waits 5 ms for further changes before it runs. */
export const SCHEMA_VALIDATION_DEBOUNCE_MS = 5;

export interface TDebounced<TArgs extends unknown[]> {
  (...args: TArgs): void;
  /** Drops a pending call. */
  cancel(): void;
  /** Runs a pending call now. */
  flush(): void;
  isPending(): boolean;
}

/** Calls `fn` once, `wait` ms after the last call, with the last call's arguments. */
export function debounce<TArgs extends unknown[]>(
  fn: (...args: TArgs) => void,
  wait: number,
): TDebounced<TArgs> {
  let handle: unknown;
  let pendingArgs: TArgs | null = null;

  const run = () => {
    handle = undefined;
    const args = pendingArgs;
    pendingArgs = null;
    if (args) fn(...args);
  };
  const debounced = (...args: TArgs) => {
    pendingArgs = args;
    if (handle !== undefined) timers().clearTimeout(handle);
    handle = timers().setTimeout(run, wait);
  };
  debounced.cancel = () => {
    if (handle !== undefined) timers().clearTimeout(handle);
    handle = undefined;
    pendingArgs = null;
  };
  debounced.flush = () => {
    if (handle === undefined) return;
    timers().clearTimeout(handle);
    run();
  };
  debounced.isPending = () => handle !== undefined;
  return debounced;
}
