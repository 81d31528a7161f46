import type { Clock } from './clock.ts';
import type { OutageLog } from './redis-client.ts';

/**
 * Fixed-window counters. The in-process store serves one node; the Redis store
 * (redis-rate-limit-store.ts) counts across nodes behind the same interface.
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

/**
 * Counts in the shared store while it answers. When it fails (Redis down or silent), the limits do not
 * fail open: this node counts on its own until the shared store answers again, so a client gets at most
 * `max` per window on each node. One warning per outage; after a failure the shared store is asked
 * again only after `retryMs`, so a silent Redis costs one command timeout per `retryMs`, not one per
 * request. The node's own counts are not carried over: the shared windows go on where they stood.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  private down = false;
  private retryAt = 0;

  constructor(
    private readonly shared: RateLimitStore,
    private readonly local: RateLimitStore,
    private readonly log: OutageLog,
    private readonly retryMs = 2000,
  ) {}

  async hit(key: string, windowMs: number, nowMs: number) {
    if (!this.down || nowMs >= this.retryAt) {
      try {
        const answer = await this.shared.hit(key, windowMs, nowMs);
        if (this.down) {
          this.down = false;
          this.log.info({}, 'rate limits count across nodes again');
        }
        return answer;
      } catch (err) {
        if (!this.down) this.log.warn({ err }, 'rate limits count on this node alone until Redis answers again');
        this.down = true;
        this.retryAt = nowMs + this.retryMs;
      }
    }
    return this.local.hit(key, windowMs, nowMs);
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
