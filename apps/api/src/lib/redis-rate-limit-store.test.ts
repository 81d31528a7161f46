import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createRateLimiter } from './rate-limiter.ts';
import { RedisRateLimitStore } from './redis-rate-limit-store.ts';
import { systemClock } from './clock.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const reachable = await new Promise<boolean>((resolve) => {
  const u = new URL(REDIS_URL);
  const s = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
  s.setTimeout(1000);
  s.on('connect', () => (s.destroy(), resolve(true)));
  s.on('error', () => resolve(false));
  s.on('timeout', () => (s.destroy(), resolve(false)));
});

/*
 * Redis answers on 127.0.0.1:6379 here and in CI. Without it these tests fail rather than pass
 * unseen; SKIP_REDIS=1 skips them on purpose.
 */
describe.skipIf(process.env.SKIP_REDIS === '1')('rate limits in Redis', () => {
  beforeAll(() => {
    if (!reachable) throw new Error(`Redis does not answer at ${REDIS_URL}: start it, or set SKIP_REDIS=1 to skip the tests that need it`);
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
});
