import net from 'node:net';

/**
 * A TCP proxy between the app and PostgreSQL or Redis, to play an outage without touching the
 * shared service:
 * - `refuse()`: the listener closes and every open connection is reset (the service is down);
 * - `blackhole()`: connections stay open, new ones are accepted, and nothing is forwarded either way
 *   (a silent network partition);
 * - `heal()`: forwards again. Connections that lived through a blackhole are cut, as a long partition
 *   leaves them: what was dropped would leave the protocol out of step.
 */
export interface TcpProxy {
  url: string;
  port: number;
  refuse(): Promise<void>;
  blackhole(): void;
  heal(): Promise<void>;
  close(): Promise<void>;
}

type Mode = 'forward' | 'blackhole' | 'refuse';

export async function startTcpProxy(targetUrl: string, defaultPort: number): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || defaultPort);
  let mode: Mode = 'forward';
  const pairs = new Set<{ client: net.Socket; upstream?: net.Socket; stalled: boolean }>();

  const onConnection = (client: net.Socket) => {
    const pair: { client: net.Socket; upstream?: net.Socket; stalled: boolean } = { client, stalled: false };
    pairs.add(pair);
    client.on('close', () => {
      pairs.delete(pair);
      pair.upstream?.destroy();
    });
    client.on('error', () => {});
    if (mode === 'blackhole') {
      pair.stalled = true;
      client.on('data', () => {});
      return;
    }
    const upstream = net.connect({ host: target.hostname, port: targetPort });
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.on('data', (chunk) => {
      if (!pair.stalled) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!pair.stalled) client.write(chunk);
    });
  };

  let server = net.createServer(onConnection);
  await listen(server, 0);
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const resetAll = () => {
    for (const pair of pairs) {
      pair.client.resetAndDestroy();
      pair.upstream?.destroy();
    }
    pairs.clear();
  };

  return {
    url: url.toString(),
    port,
    async refuse() {
      mode = 'refuse';
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        resetAll();
      });
    },
    blackhole() {
      mode = 'blackhole';
      for (const pair of pairs) pair.stalled = true;
    },
    async heal() {
      if (mode === 'refuse') {
        server = net.createServer(onConnection);
        await listen(server, port);
      } else {
        for (const pair of pairs) if (pair.stalled) pair.client.resetAndDestroy();
      }
      mode = 'forward';
    },
    async close() {
      resetAll();
      if (mode !== 'refuse') await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function listen(server: net.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}
