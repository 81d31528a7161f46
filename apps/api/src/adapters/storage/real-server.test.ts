import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, requestForm, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { snapshot } from '../../../test/upload-kinds.ts';

/* A crash while a request's files are stored: src/lifecycle/crash-consistency.test.ts. */
describe('a file over the size limit, sent slowly over a real connection', () => {
  let t: TestContext;
  let tenant: LoggedIn;
  beforeAll(async () => {
    t = await createTestApp();
    await seedPostalCodes(t.database.db);
    tenant = await createLoggedInUser(t.app, t.database.db, { role: 'client' });
  });
  afterAll(() => t.close());

  it('answers 413 with the field named before the body is through, closes the connection, stores nothing', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const before = await snapshot(t, tenant);
    const boundary = '----slowupload';
    const head = Buffer.from(
      Object.entries(requestForm())
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="gross.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const fileBytes = LIMITS.maxUploadBytes + 1024 * 1024;
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const length = head.length + fileBytes + tail.length;
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {}); // writes after the server closed: expected here
    let answer = '';
    let closed = false;
    socket.on('data', (d) => {
      answer += d.toString('latin1');
    });
    const closedAt = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('close', () => {
      closed = true;
    });
    socket.write(
      'POST /api/tenant/create-tenant-request HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Authorization: ${tenant.headers.authorization}\r\nAccept-Language: en\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`,
    );
    socket.write(head);
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 7);
    // Slowly: one chunk at a time, each after the last has left, until the server answers.
    while (sent < fileBytes && !answer && !closed) {
      await new Promise<void>((resolve) => socket.write(chunk, () => setTimeout(resolve, 2)));
      sent += chunk.length;
    }
    await closedAt;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"images":"The file is larger than 10 MB."');
    expect(sent).toBeLessThan(fileBytes);
    expect(await snapshot(t, tenant)).toEqual(before);
  });
});
