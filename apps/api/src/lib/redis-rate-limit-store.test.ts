import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createRateLimiter } from './rate-limiter.ts';
import { RedisRateLimitStore } from './redis-rate-limit-store.ts';
import { systemClock } from './clock.ts';
import { reachable as reachableService } from '../../test/reachable.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const reachable = await reachableService(REDIS_URL, 6379);

/*
 * Redis answers on 127.0.0.1:6379 here and in CI. Without it these tests fail rather than pass
 * unseen; SKIP_REDIS=1 skips them on purpose.
 */
describe.skipIf(process.env.SKIP_REDIS === '1')('rate limits in Redis', () => {
  beforeAll(() => {
    if (!reachable)
      throw new Error(
        `Redis does not answer at ${REDIS_URL}: start it, or set SKIP_REDIS=1 to skip the tests that need it`,
      );
  });

  it('two server processes share one count', async () => {
    const a = new Redis(REDIS_URL);
    const b = new Redis(REDIS_URL);
    try {
      const rule = { name: `test-${randomBytes(4).toString('hex')}`, max: 3, windowMs: 60_000 };
      const nodeA = createRateLimiter(new RedisRateLimitStore(a), systemClock);
      const nodeB = createRateLimiter(new RedisRateLimitStore(b), systemClock);
      expect(await nodeA.consume(rule, 'someone')).toBeNull();
      expect(await nodeB.consume(rule, 'someone')).toBeNull();
      expect(await nodeA.consume(rule, 'someone')).toBeNull();
      const retryAfter = await nodeB.consume(rule, 'someone');
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await nodeB.consume(rule, 'someone-else')).toBeNull();
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });
  it('a check is one command in Redis, and windows end as before', async () => {
    const redis = new Redis(REDIS_URL);
    const monitor = await new Redis(REDIS_URL).monitor();
    try {
      const store = new RedisRateLimitStore(redis);
      const key = `test-${randomBytes(4).toString('hex')}`;
      await store.hit(`${key}:warm-up`, 60_000, Date.now());
      // Everything this connection sends, as Redis sees it (commands a script runs come from 'lua').
      const addr = /addr=(\S+)/.exec(String(await redis.client('INFO')))![1]!;
      const seen: string[] = [];
      monitor.on('monitor', (_time: string, args: string[], source: string) => {
        if (source === addr) seen.push(args.join(' ').toLowerCase());
      });
      // Monitor lines arrive a little late: what this connection sent before the marker is not counted.
      const marker = `echo ${key}`;
      await redis.echo(key);
      const sent = () => seen.slice(seen.indexOf(marker) + 1).map((line) => line.split(' ')[0]);

      const now = Date.now();
      expect(await store.hit(key, 300, now)).toEqual({ count: 1, resetAt: now + 300 });
      const second = await store.hit(key, 300, now + 10);
      expect(second.count).toBe(2);
      expect(second.resetAt).toBeGreaterThan(now + 10);
      expect(second.resetAt).toBeLessThanOrEqual(now + 310);
      await new Promise((r) => setTimeout(r, 200));
      expect(seen).toContain(marker);
      expect(sent()).toEqual(['evalsha', 'evalsha']);
      // The window's key expires with the window: the next hit opens a new one.
      await new Promise((r) => setTimeout(r, 250));
      expect((await store.hit(key, 300, Date.now())).count).toBe(1);
    } finally {
      monitor.disconnect();
      redis.disconnect();
    }
  });

  it('keeps counting when Redis has forgotten the script (a restart, SCRIPT FLUSH)', async () => {
    const redis = new Redis(REDIS_URL);
    try {
      const rule = { name: `test-${randomBytes(4).toString('hex')}`, max: 1, windowMs: 60_000 };
      const limiter = createRateLimiter(new RedisRateLimitStore(redis), systemClock);
      expect(await limiter.consume(rule, 'someone')).toBeNull();
      await redis.script('FLUSH');
      expect(await limiter.consume(rule, 'someone')).toBeGreaterThan(50);
      expect(await limiter.consume(rule, 'someone')).toBeGreaterThan(50);
    } finally {
      redis.disconnect();
    }
  });
});
