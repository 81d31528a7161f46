import { describe, expect, it } from 'vitest';
import { cpuBlockingTime } from './cpu-blocking-time.mjs';

const page = { pid: 2, tid: 20 };
const blank = { pid: 1, tid: 10 };
const threads = [
  { name: 'thread_name', ph: 'M', ...blank, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ...page, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 3, tid: 30, ts: 0, args: { name: 'CrBrowserMain' } },
];
/** A task of `wall` ms with `cpu` ms on its thread's CPU, starting at `at` ms. */
const task = (thread: { pid: number; tid: number }, at: number, wall: number, cpu: number) => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: at * 1000,
  dur: wall * 1000,
  tdur: cpu * 1000,
});

describe('cpuBlockingTime', () => {
  it('counts the CPU time of the page’s tasks after the first paint, times the slowdown, beyond 50 ms each', () => {
    const trace = {
      traceEvents: [
        ...threads,
        task(page, 0, 100, 100), // before the first paint: not counted
        { name: 'firstContentfulPaint', ph: 'R', ...page, ts: 150_000 },
        task(page, 200, 40, 30), // 120 ms on the phone: 70 blocking
        task(page, 300, 70, 5), // waited for a core: 20 ms on the phone, nothing blocking
        task(page, 400, 12, 12), // 48 ms: nothing
        task(blank, 500, 900, 900), // another renderer: not the page
        task({ pid: 3, tid: 30 }, 600, 2000, 2000), // the browser's own thread
        task(page, 700, 30, 30), // 70 blocking
      ],
    };
    expect(cpuBlockingTime(trace, 4)).toBe(140);
    expect(cpuBlockingTime(trace, 1)).toBe(0);
  });

  it('answers null without a first paint', () => {
    expect(cpuBlockingTime({ traceEvents: [...threads, task(page, 0, 100, 100)] }, 4)).toBeNull();
  });
});
