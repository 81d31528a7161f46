import type { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limiter.ts';

/**
 * Fixed windows in Redis, shared by every server process: INCR counts, the first hit of a
 * window sets its expiry. Keys live no longer than their window.
 */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'mietmatch:rl:',
  ) {}

  async hit(key: string, windowMs: number, nowMs: number) {
    const k = this.prefix + key;
    const results = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
    const count = Number(results?.[0]?.[1] ?? 1);
    const ttl = Number(results?.[2]?.[1] ?? windowMs);
    return { count, resetAt: nowMs + (ttl > 0 ? ttl : windowMs) };
  }
}
