// Preloaded into the server that `npm run bench:load` measures (node --expose-gc --import): when
// the server has an IPC channel to the benchmark, it reports its memory once a second and, when the
// benchmark asks ({ type: 'collect' }, during the soak only), runs a full garbage collection and
// reports the heap left after it: the live set, what a leak grows. Sampled at any other moment the
// heap also holds garbage, and how much depends on when V8 last collected, so a short soak read
// that way shows the collector's saw-tooth, not a leak. Plain JavaScript so it loads the same way
// into the built server and the tsx one; it changes nothing else.
import process from 'node:process';

if (typeof process.send === 'function') {
  const report = (/** @type {number | null} */ live) => {
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ type: 'memory', at: Date.now(), rss, heapUsed, live });
  };
  const timer = setInterval(() => report(null), 1000);
  timer.unref();
  process.on('message', (/** @type {{ type?: string }} */ message) => {
    if (message?.type !== 'collect' || typeof globalThis.gc !== 'function') return;
    globalThis.gc();
    report(process.memoryUsage().heapUsed);
  });
  // The benchmark's IPC channel must not keep a server alive that is shutting down.
  process.channel?.unref();
}
