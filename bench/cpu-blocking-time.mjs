// Total blocking time counted from the page's main-thread CPU time, beside Lighthouse's own.
//
// Lighthouse (simulated throttling) multiplies each task's observed wall time by the CPU slowdown (4×). On a
// machine with two cores, where the browser's other processes, Lighthouse and the app's server run beside the
// page, a task's wall time holds time the page's thread was waiting for a core: in our traces, tasks of
// 15–70 ms wall time with 1–5 ms of CPU time, each counted as ~60–280 ms on the phone. This sum takes each
// task's CPU time instead (the trace's `tdur`), times the same slowdown, beyond 50 ms, for the tasks that start
// after the first contentful paint: what a core of its own would show. It is our estimate, not Lighthouse's.

/** @typedef {{ name: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number }} TraceEvent */

/**
 * @param {{ traceEvents: TraceEvent[] }} trace Lighthouse's trace of the page load (`artifacts.Trace`)
 * @param {number} slowdown Lighthouse's CPU slowdown multiplier (4 in its mobile defaults)
 * @returns {number | null} milliseconds, or null when the trace has no first contentful paint
 */
export function cpuBlockingTime(trace, slowdown) {
  const events = trace.traceEvents;
  // The page's main thread is the one that painted its first content (about:blank paints none).
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return null;
  const onMain = (/** @type {TraceEvent} */ e) => e.pid === paint.pid && e.tid === paint.tid;
  const fcp = paint.ts;
  let blocking = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || !onMain(e) || e.ts < fcp) continue;
    const cpuMs = (e.tdur ?? e.dur ?? 0) / 1000;
    blocking += Math.max(0, cpuMs * slowdown - 50);
  }
  return Math.round(blocking);
}
