import net from 'node:net';

/** Whether a TCP service (Redis, PostgreSQL) answers at this URL; tests that need one fail without it. */
export function reachable(url: string, defaultPort: number, timeoutMs = 1000): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || defaultPort) });
    const answer = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs);
    socket.on('connect', () => answer(true));
    socket.on('error', () => answer(false));
    socket.on('timeout', () => answer(false));
  });
}
