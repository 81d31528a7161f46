import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createLoggedInUser, type LoggedIn } from '../../test/factories.ts';
import { closeAll, listen, next, open, refusal, type ClientOptions } from './test-sockets.ts';

/*
 * The access token reaches the handshake three ways: socket.io's `auth.token` (the web app), an
 * `Authorization: Bearer` header, or a `token` query parameter beside the specification's `userId`. Each
 * opens the token's own socket and no other; without a valid token, or naming someone else, nothing opens.
 */
let t: TestContext;
let base: string;
let landlord: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  landlord = await createLoggedInUser(t.app, t.database.db, { role: 'contractor' });
});
afterAll(async () => {
  closeAll();
  await t.close();
});

/** The socket is the tenant's: a message the landlord writes to the tenant arrives on it. */
async function expectTenantsSocket(socket: Socket, tenant: LoggedIn) {
  const arrived = next<{ message: { message: string } }>(socket, 'newMessage');
  const text = `Hallo ${tenant.user.id.slice(0, 8)}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inquiry/create-inbox',
    headers: landlord.headers,
    payload: { recipientId: tenant.user.id, subjectType: 'profile', subjectId: tenant.user.id, message: text },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect((await arrived).message.message).toBe(text);
}

const tenant = () => createLoggedInUser(t.app, t.database.db, { role: 'client' });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('where the access token may be', () => {
  it('an Authorization: Bearer header opens the token’s own socket', async () => {
    const member = await tenant();
    const socket = await open(base, undefined, { headers: bearer(member.accessToken) });
    await expectTenantsSocket(socket, member);
  });

  it('a token query parameter next to userId opens it, as does the parameter alone', async () => {
    const member = await tenant();
    const withUserId = await open(base, undefined, { userId: member.user.id, query: { token: member.accessToken } });
    await expectTenantsSocket(withUserId, member);
    const alone = await open(base, undefined, { query: { token: member.accessToken } });
    await expectTenantsSocket(alone, member);
  });

  it('auth.token counts before the header, and the header before the query', async () => {
    const member = await tenant();
    const other = await tenant();
    // The first one given decides, valid or not: nothing falls through to a token further down.
    const authFirst = await open(base, member.accessToken, {
      headers: bearer('not-a-token'),
      query: { token: other.accessToken },
    });
    await expectTenantsSocket(authFirst, member);
    const headerFirst = await refusal(base, undefined, {
      headers: bearer('not-a-token'),
      query: { token: member.accessToken },
    });
    expect(headerFirst.message).toBe('Unauthorized');
  });
});

describe('refused handshakes', () => {
  const cases: [string, (member: LoggedIn, other: LoggedIn) => [string | undefined, ClientOptions]][] = [
    ['no token at all, only a userId', (m) => [undefined, { userId: m.user.id }]],
    ['a header token that is not one', () => [undefined, { headers: bearer('not-a-token') }]],
    ['a header of another scheme', (m) => [undefined, { headers: { authorization: `Basic ${m.accessToken}` } }]],
    ['a query token that is not one', (m) => [undefined, { userId: m.user.id, query: { token: 'not-a-token' } }]],
    ['a query token for another userId', (m, o) => [undefined, { userId: o.user.id, query: { token: m.accessToken } }]],
    ['a header token for another userId', (m, o) => [undefined, { userId: o.user.id, headers: bearer(m.accessToken) }]],
    ['an auth token for another userId', (m, o) => [m.accessToken, { userId: o.user.id }]],
  ];
  it.each(cases)('%s: Unauthorized', async (_name, build) => {
    const member = await tenant();
    const other = await tenant();
    const [token, opts] = build(member, other);
    const err = await refusal(base, token, opts);
    expect(err.message).toBe('Unauthorized');
    expect(err.data?.code).toBe('Unauthorized');
  });

  it('a token of an ended session is refused in the header and in the query', async () => {
    const member = await tenant();
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: member.headers });
    expect(out.statusCode).toBe(200);
    expect((await refusal(base, undefined, { headers: bearer(member.accessToken) })).message).toBe('Unauthorized');
    const viaQuery = await refusal(base, undefined, { userId: member.user.id, query: { token: member.accessToken } });
    expect(viaQuery.message).toBe('Unauthorized');
  });
});
