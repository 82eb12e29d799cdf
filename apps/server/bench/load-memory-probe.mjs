// Preloaded into the server that `npm run bench:load` measures (node --import): when the server
// has an IPC channel to the benchmark, it reports its memory once a second, with the heap used
// right after the latest major garbage collection (the live set: sampled at any other moment the
// heap also holds garbage, and how much depends on how large V8 lets the heap grow). Plain
// JavaScript so it loads the same way into the built server and the tsx one; it changes nothing else.
import process from 'node:process';
import { PerformanceObserver, constants } from 'node:perf_hooks';

if (typeof process.send === 'function') {
  /** @type {number | null} */
  let afterMajorGc = null;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const detail = /** @type {{ kind?: number } | undefined} */ (entry.detail);
      if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        afterMajorGc = process.memoryUsage().heapUsed;
      }
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const timer = setInterval(() => {
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    process.send?.({
      type: 'memory',
      at: Date.now(),
      rss,
      heapUsed,
      heapTotal,
      external,
      arrayBuffers,
      afterMajorGc,
    });
    afterMajorGc = null;
  }, 1000);
  timer.unref();
  // The benchmark's IPC channel must not keep a server alive that is shutting down.
  process.channel?.unref();
}
