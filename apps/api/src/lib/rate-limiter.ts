import type { Clock } from './clock.ts';

/**
 * Fixed-window counters. The in-process store serves one node; the realtime issue adds a
 * Redis store behind the same interface for several nodes.
 */
export interface RateLimitStore {
  /** Count one hit in the window; answers the hits so far and when the window ends. */
  hit(key: string, windowMs: number, nowMs: number): Promise<{ count: number; resetAt: number }>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private windows = new Map<string, { count: number; resetAt: number }>();
  async hit(key: string, windowMs: number, nowMs: number) {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= nowMs) {
      w = { count: 0, resetAt: nowMs + windowMs };
      this.windows.set(key, w);
      if (this.windows.size > 50_000) this.sweep(nowMs);
    }
    w.count += 1;
    return { ...w };
  }
  private sweep(nowMs: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= nowMs) this.windows.delete(k);
  }
}

export interface RateLimitRule {
  name: string;
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts the hit; answers seconds to wait when over the limit, else null. */
  consume(rule: RateLimitRule, subject: string): Promise<number | null>;
}

export function createRateLimiter(store: RateLimitStore, clock: Clock): RateLimiter {
  return {
    async consume(rule, subject) {
      const now = clock.now().getTime();
      const { count, resetAt } = await store.hit(`${rule.name}:${subject}`, rule.windowMs, now);
      if (count <= rule.max) return null;
      return Math.max(1, Math.ceil((resetAt - now) / 1000));
    },
  };
}
