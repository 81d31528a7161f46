import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createLoggedInUser, type LoggedIn } from '../../test/factories.ts';

/**
 * The calls the specification lists without a payload work without one: no body and no content type,
 * `Content-Type: application/json` with an empty body, and `{}` alike. A route that needs a body, and a
 * body that is not JSON, are still refused.
 */
let t: TestContext;
let admin: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

type Method = 'POST' | 'PATCH';
/** The three ways a client sends "no payload". */
const NO_PAYLOAD = {
  'no body at all': {},
  'an empty JSON body': { headers: { 'content-type': 'application/json' } },
  '{}': { payload: {} },
} as const;
type Form = keyof typeof NO_PAYLOAD;
const FORMS = Object.keys(NO_PAYLOAD) as Form[];

function send(method: Method, url: string, who: LoggedIn, form: Form, lang = 'en') {
  const extra: { headers?: Record<string, string>; payload?: object } = NO_PAYLOAD[form];
  return t.app.inject({
    method,
    url,
    ...(extra.payload ? { payload: extra.payload } : {}),
    headers: { ...who.headers, 'accept-language': lang, ...extra.headers },
  });
}

const refresh = (who: LoggedIn, via: 'body' | 'cookie') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: via === 'body' ? { userId: who.user.id, refreshToken: who.refreshToken } : { userId: who.user.id },
    headers: via === 'cookie' ? { cookie: `mietmatch_refresh=${who.refreshToken}` } : {},
  });

describe('POST /api/auth/logout without a payload', () => {
  it.each(FORMS)('%s: ends the session; its refresh token and access token answer 401', async (form) => {
    const member = await createLoggedInUser(t.app, t.database.db);
    const out = await send('POST', '/api/auth/logout', member, form);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out' });
    expect((await refresh(member, 'body')).statusCode).toBe(401);
    expect((await refresh(member, 'cookie')).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: member.headers });
    expect(me.statusCode).toBe(401);
  });

  it('a body that is not JSON, or only blanks, is still refused and the session stays', async () => {
    const member = await createLoggedInUser(t.app, t.database.db);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: 'logout',
      headers: { ...member.headers, 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('ValidationFailed');
    const blanks = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: '  ',
      headers: { ...member.headers, 'content-type': 'application/json' },
    });
    expect(blanks.statusCode).toBe(400);
    expect(blanks.json().code).toBe('MalformedBody');
    expect((await refresh(member, 'body')).statusCode).toBe(200);
  });
});

describe('routes that need a body still need one', () => {
  it.each(FORMS)('%s on login is a validation error, not an empty sign-in', async (form) => {
    const extra: { headers?: Record<string, string>; payload?: object } = NO_PAYLOAD[form];
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', ...extra });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('ValidationFailed');
  });
});

describe('PATCH /api/admin/toggle-account-status without a payload', () => {
  it('each form toggles the caller’s own account', async () => {
    const member = await createLoggedInUser(t.app, t.database.db);
    const states: boolean[] = [];
    for (const form of FORMS) {
      const res = await send('PATCH', '/api/admin/toggle-account-status', member, form);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().id).toBe(member.user.id);
      states.push(res.json().isDeactivated);
    }
    expect(states).toEqual([true, false, true]);
  });
});

describe('the admin’s toggles without a payload', () => {
  it.each(FORMS)('%s unblocks and restores; blocking, warning and deleting ask for the reason', async (form) => {
    const member = await createLoggedInUser(t.app, t.database.db);
    const id = member.user.id;
    for (const path of ['toggle-block', 'warn-through-email', 'toggle-soft-delete']) {
      const res = await send('PATCH', `/api/admin/${path}/${id}`, admin, form);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({
        code: 'ValidationFailed',
        message: expect.any(String),
        fields: { reason: 'Give a reason; the user will read it.' },
      });
    }
    const german = await send('PATCH', `/api/admin/toggle-block/${id}`, admin, form, 'de');
    expect(german.json().fields).toEqual({ reason: 'Gib eine Begründung an; die Person bekommt sie zu lesen.' });
    // Nothing happened to the member.
    const unchanged = await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: member.headers });
    expect(unchanged.json()).toMatchObject({ isBlocked: false, isSoftDeleted: false, isWarned: false });

    const reason = { payload: { reason: 'Fake listings' }, headers: admin.headers };
    const blocked = await t.app.inject({ method: 'PATCH', url: `/api/admin/toggle-block/${id}`, ...reason });
    expect(blocked.json().isBlocked).toBe(true);
    const unblocked = await send('PATCH', `/api/admin/toggle-block/${id}`, admin, form);
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(unblocked.json().isBlocked).toBe(false);

    const deleted = await t.app.inject({ method: 'PATCH', url: `/api/admin/toggle-soft-delete/${id}`, ...reason });
    expect(deleted.json().isSoftDeleted).toBe(true);
    const restored = await send('PATCH', `/api/admin/toggle-soft-delete/${id}`, admin, form);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().isSoftDeleted).toBe(false);
  });

  it('a body that is no object is refused', async () => {
    const member = await createLoggedInUser(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/toggle-block/${member.user.id}`,
      payload: '"Fake listings"',
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ValidationFailed');
  });
});

describe('the OpenAPI document', () => {
  it('says which of these calls need no body and which need the reason', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['toggle-block', 'warn-through-email', 'toggle-soft-delete']) {
      const operation = doc.paths[`/api/admin/${path}/{id}`].patch;
      expect(operation.description).toContain('`reason`');
      expect(operation.description).toContain('`fields.reason`');
      expect(operation.requestBody?.required).not.toBe(true);
    }
    expect(doc.paths['/api/admin/toggle-block/{id}'].patch.description).toContain('Unblocking needs no body');
    expect(doc.paths['/api/admin/toggle-soft-delete/{id}'].patch.description).toContain('Restoring needs no body');
    expect(doc.paths['/api/auth/logout'].post.description).toContain('Needs no body');
    expect(doc.paths['/api/auth/logout'].post.requestBody?.required).not.toBe(true);
    expect(doc.paths['/api/admin/toggle-account-status'].patch.requestBody?.required).not.toBe(true);
  });
});
