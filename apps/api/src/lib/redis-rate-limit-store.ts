import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { OutageLog } from './redis-client.ts';
import { FallbackRateLimitStore, MemoryRateLimitStore, type RateLimitStore } from './rate-limiter.ts';

/**
 * One hit of a fixed window, atomically: INCR counts, the first hit of a window (or a key that lost
 * its expiry) sets the window's expiry, and the answer is the count and the milliseconds left.
 * Written for Redis 6 as well (no PEXPIRE NX).
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;
const HIT_SHA = createHash('sha1').update(HIT_SCRIPT).digest('hex');

/**
 * Fixed windows in Redis, shared by every server process; keys live no longer than their window.
 * Every inquiry message and login checks a limit, so a check is one round trip: EVALSHA of the
 * script above (one command, instead of MULTI/INCR/PEXPIRE/PTTL/EXEC). A Redis that does not know
 * the script yet (first use, a restart, SCRIPT FLUSH) answers NOSCRIPT: EVAL then runs it and
 * caches it for the EVALSHAs that follow.
 */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'mietmatch:rl:',
  ) {}

  async hit(key: string, windowMs: number, nowMs: number) {
    const k = this.prefix + key;
    const [count, ttl] = (await this.run(k, windowMs)) as [number, number];
    return { count: Number(count), resetAt: nowMs + (ttl > 0 ? Number(ttl) : windowMs) };
  }

  private async run(key: string, windowMs: number): Promise<unknown> {
    try {
      return await this.redis.evalsha(HIT_SHA, 1, key, windowMs);
    } catch (err) {
      if (!String((err as Error).message).startsWith('NOSCRIPT')) throw err;
      return this.redis.eval(HIT_SCRIPT, 1, key, windowMs);
    }
  }
}

/** The store of a server with REDIS_URL: shared counts, and this node's own while Redis is down. */
export function createSharedRateLimitStore(redis: Redis, log: OutageLog, prefix?: string): RateLimitStore {
  return new FallbackRateLimitStore(new RedisRateLimitStore(redis, prefix), new MemoryRateLimitStore(), log);
}
