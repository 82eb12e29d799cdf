/**
 * The delivery loop of an outbox (mail, webhooks): rows are written in the transaction of the
 * change and sent after commit by claiming due rows in batches with a lease. This runs those
 * batches until one comes back short, on a timer and on demand; a call while a run is going on
 * joins it and makes it look once more, so a kick is never lost and two runs never overlap.
 */
export interface TOutboxLoop {
  /** Sends every due row once; answers how many were handled. */
  dispatchDue(): Promise<number>;
  /** Asks for a run soon (after a commit that queued something); a no-op until started. */
  kick(): void;
  start(intervalMs: number): void;
  /** Stops the timer and waits up to `stopWaitMs` for a run in progress. */
  stop(): Promise<void>;
}

export function createOutboxLoop(options: {
  /** Claims and sends one batch; answers how many rows it took. */
  runOnce: () => Promise<number>;
  batchSize: number;
  /**
   * How long stop() waits: a slow receiver must not hold a shutdown. What is not recorded by then
   * keeps its lease and is sent again once it expires (at least once, never lost).
   */
  stopWaitMs: number;
  onError: (error: unknown) => void;
}): TOutboxLoop {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;

  function dispatchDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let handled = 0;
      do {
        again = false;
        let count: number;
        do {
          count = await options.runOnce();
          handled += count;
        } while (count === options.batchSize);
      } while (again);
      return handled;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const runLogged = () => {
    dispatchDue().catch(options.onError);
  };

  return {
    dispatchDue,
    kick() {
      if (timer) setImmediate(runLogged);
    },
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(runLogged, intervalMs);
      timer.unref();
      setImmediate(runLogged);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      let waitTimer: NodeJS.Timeout | undefined;
      await Promise.race([
        running?.catch(() => undefined),
        new Promise((resolve) => {
          waitTimer = setTimeout(resolve, options.stopWaitMs);
        }),
      ]);
      clearTimeout(waitTimer);
    },
  };
}
