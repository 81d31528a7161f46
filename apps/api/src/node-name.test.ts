import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { listen } from './realtime/test-sockets.ts';

/*
 * Behind a load balancer NODE_NAME names the node that answered, so an operator (and the cluster
 * test) can tell which node served a request: API answers, errors and the realtime channel's
 * polling handshake alike.
 */
describe('NODE_NAME', () => {
  let t: TestContext;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({}, { NODE_NAME: 'web-1.3001' });
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  it('every answer carries X-Node: an API answer, an error and the socket handshake', async () => {
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-node')).toBe('web-1.3001');

    const missing = await fetch(`${url}/api/no-such-route`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-node')).toBe('web-1.3001');

    const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    expect(handshake.headers.get('x-node')).toBe('web-1.3001');
  });
});

describe('without NODE_NAME', () => {
  let t: TestContext;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listen(t.app);
  });
  afterAll(() => t.close());

  it('no answer names a node', async () => {
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-node')).toBeNull();
  });
});
