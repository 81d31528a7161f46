import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, fakeApi, json, storeSession } from '../../test/fake-api';
import {
  ApiError,
  apiRequest,
  resetApiClientForTests,
  setPaymentRequiredHandler,
  setSessionEndedHandler,
} from './api-client';
import { getAccessToken } from './auth-session';

/** The fake server accepts exactly one access token and answers 401 to any other. */
function protectedThing(validToken: () => string) {
  return ({ headers }: { headers: Record<string, string> }) =>
    headers.Authorization === `Bearer ${validToken()}`
      ? json(200, { ok: true })
      : json(401, { code: 'Unauthorized', message: 'Invalid or missing token.' });
}

describe('api client', () => {
  const sessionEnded = vi.fn();
  beforeEach(() => {
    resetApiClientForTests();
    sessionEnded.mockReset();
    setSessionEndedHandler(sessionEnded);
  });
  afterEach(() => resetApiClientForTests());

  it('sends the bearer token and the UI language', async () => {
    storeSession('user-1', 'access-1');
    const api = fakeApi({ 'GET /api/thing': protectedThing(() => 'access-1') });
    await expect(apiRequest('/thing')).resolves.toEqual({ ok: true });
    expect(api.requests[0].headers).toMatchObject({ Authorization: 'Bearer access-1', 'Accept-Language': 'de' });
  });

  it('refreshes once for several concurrent 401s, stores the rotated tokens and retries them all', async () => {
    storeSession('user-1', 'old-access');
    const refreshAnswer = deferred<Response>();
    let valid = 'new-access';
    const api = fakeApi({
      'GET /api/a': protectedThing(() => valid),
      'GET /api/b': protectedThing(() => valid),
      'POST /api/c': protectedThing(() => valid),
      'POST /api/auth/refresh': () => refreshAnswer.promise,
    });

    const results = Promise.all([
      apiRequest('/a'),
      apiRequest('/b'),
      apiRequest('/c', { method: 'POST', body: { x: 1 } }),
    ]);
    // All three have met their 401 and wait for the single refresh.
    await vi.waitFor(() => expect(api.requests.filter((r) => r.path !== '/api/auth/refresh')).toHaveLength(3));
    await vi.waitFor(() => expect(api.to('POST /api/auth/refresh')).toHaveLength(1));
    refreshAnswer.resolve(json(200, { access_token: 'new-access', refresh_token: 'refresh-2' }));

    await expect(results).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
    // The refresh token is the browser's HttpOnly cookie: the body names the user only.
    expect(api.to('POST /api/auth/refresh')[0].body).toEqual({ userId: 'user-1' });
    // Every request was sent twice: once with the old token, once retried with the new one.
    for (const route of ['GET /api/a', 'GET /api/b', 'POST /api/c']) {
      expect(api.to(route).map((r) => r.headers.Authorization)).toEqual(['Bearer old-access', 'Bearer new-access']);
    }
    expect(api.to('POST /api/c')[1].body).toEqual({ x: 1 });
    expect(getAccessToken()).toBe('new-access');
    // Neither token is written where a script could read it later.
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(sessionEnded).not.toHaveBeenCalled();
    valid = 'unused';
  });

  it('retries without refreshing when another request already rotated the token', async () => {
    storeSession('user-1', 'old-access');
    const slow = deferred<Response>();
    let slowCalls = 0;
    const api = fakeApi({
      // First call hangs until after the refresh, then fails with the old token; the retry succeeds.
      'GET /api/slow': (request) => (++slowCalls === 1 ? slow.promise : protectedThing(() => 'new-access')(request)),
      'GET /api/fast': protectedThing(() => 'new-access'),
      'POST /api/auth/refresh': () => json(200, { access_token: 'new-access', refresh_token: 'refresh-2' }),
    });
    const slowRequest = apiRequest('/slow');
    await apiRequest('/fast');
    slow.resolve(json(401, { code: 'Unauthorized', message: '' }));
    await expect(slowRequest).resolves.toEqual({ ok: true });
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(api.to('GET /api/slow').map((r) => r.headers.Authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
  });

  it('clears the tokens and ends the session once when the refresh fails', async () => {
    storeSession('user-1', 'old-access');
    const api = fakeApi({
      'GET /api/a': protectedThing(() => 'never'),
      'GET /api/b': protectedThing(() => 'never'),
      'POST /api/auth/refresh': () => json(401, { code: 'InvalidRefreshToken', message: 'Invalid or missing token.' }),
    });
    const outcomes = await Promise.allSettled([apiRequest('/a'), apiRequest('/b')]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect((outcome as PromiseRejectedResult).reason.status).toBe(401);
    }
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(sessionEnded).toHaveBeenCalledWith('expired');
  });

  it('a reloaded page or a new tab gets its access token through the refresh cookie before the first call', async () => {
    // What a reload leaves: the user id in localStorage, no access token (it lived in the old page's memory).
    localStorage.setItem('userId', 'user-1');
    const api = fakeApi({
      'GET /api/a': protectedThing(() => 'restored'),
      'GET /api/b': protectedThing(() => 'restored'),
      'POST /api/auth/refresh': () => json(200, { access_token: 'restored', refresh_token: 'in-the-cookie' }),
    });
    await expect(Promise.all([apiRequest('/a'), apiRequest('/b')])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(api.to('GET /api/a').map((r) => r.headers.Authorization)).toEqual(['Bearer restored']);
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('takes the refresh the page started before the app loaded, instead of refreshing twice', async () => {
    localStorage.setItem('userId', 'user-1');
    const api = fakeApi({
      'GET /api/a': protectedThing(() => 'from-boot'),
      'POST /api/auth/refresh': () => json(200, { access_token: 'second', refresh_token: 'in-the-cookie' }),
    });
    const boot = { userId: 'user-1', response: Promise.resolve(json(200, { access_token: 'from-boot' })) };
    Object.assign(window, { __bootRefresh: boot });
    await expect(apiRequest('/a')).resolves.toEqual({ ok: true });
    expect(api.to('POST /api/auth/refresh')).toHaveLength(0);
    expect(api.to('GET /api/a').map((r) => r.headers.Authorization)).toEqual(['Bearer from-boot']);
    expect(getAccessToken()).toBe('from-boot');
  });

  it("leaves another user's early refresh alone and asks for its own", async () => {
    localStorage.setItem('userId', 'user-2');
    const api = fakeApi({
      'GET /api/a': protectedThing(() => 'own'),
      'POST /api/auth/refresh': () => json(200, { access_token: 'own', refresh_token: 'in-the-cookie' }),
    });
    const boot = { userId: 'user-1', response: Promise.resolve(json(200, { access_token: 'someone-else' })) };
    Object.assign(window, { __bootRefresh: boot });
    await expect(apiRequest('/a')).resolves.toEqual({ ok: true });
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(getAccessToken()).toBe('own');
  });

  it('a reload whose refresh cookie no longer works ends the session without calling the API', async () => {
    localStorage.setItem('userId', 'user-1');
    const api = fakeApi({
      'GET /api/a': protectedThing(() => 'never'),
      'POST /api/auth/refresh': () => json(401, { code: 'InvalidRefreshToken', message: 'Invalid or missing token.' }),
    });
    await expect(apiRequest('/a')).rejects.toMatchObject({ status: 401 });
    expect(api.to('GET /api/a')).toHaveLength(0);
    expect(localStorage.getItem('userId')).toBeNull();
    expect(sessionEnded).toHaveBeenCalledWith('expired');
  });

  it('a reload of a blocked account ends the session saying why', async () => {
    localStorage.setItem('userId', 'user-1');
    fakeApi({ 'POST /api/auth/refresh': () => json(403, { code: 'Blocked', message: 'Blocked' }) });
    await expect(apiRequest('/a')).rejects.toMatchObject({ status: 403, code: 'Blocked' });
    expect(localStorage.getItem('userId')).toBeNull();
    expect(sessionEnded).toHaveBeenCalledWith('blocked');
  });

  it('a session an earlier version kept in localStorage moves to the cookie and leaves no token behind', async () => {
    localStorage.setItem('access_token', 'old-access');
    localStorage.setItem('refresh_token', 'old-refresh');
    localStorage.setItem('userId', 'user-1');
    const api = fakeApi({
      'GET /api/a': protectedThing(() => 'new-access'),
      'POST /api/auth/refresh': () => json(200, { access_token: 'new-access', refresh_token: 'in-the-cookie' }),
    });
    await expect(apiRequest('/a')).resolves.toEqual({ ok: true });
    expect(api.to('GET /api/a').map((r) => r.headers.Authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
    // The stored refresh token is sent once in the body; the answer sets the cookie.
    expect(api.to('POST /api/auth/refresh')[0].body).toEqual({ userId: 'user-1', refreshToken: 'old-refresh' });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('userId')).toBe('user-1');
  });

  it('does not refresh for calls with an explicit token or without auth', async () => {
    storeSession('user-1', 'access-1');
    const api = fakeApi({
      'POST /api/auth/activate-free-plan': () =>
        json(401, { code: 'Unauthorized', message: 'Invalid or missing token.' }),
      'POST /api/auth/login': () => json(401, { code: 'InvalidCredentials', message: 'Invalid credentials' }),
    });
    await expect(apiRequest('/auth/activate-free-plan', { method: 'POST', auth: 'checkout-1' })).rejects.toMatchObject({
      status: 401,
    });
    await expect(apiRequest('/auth/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({
      code: 'InvalidCredentials',
    });
    expect(api.to('POST /api/auth/refresh')).toHaveLength(0);
    expect(api.to('POST /api/auth/activate-free-plan')[0].headers.Authorization).toBe('Bearer checkout-1');
    expect(api.to('POST /api/auth/login')[0].headers.Authorization).toBeUndefined();
    expect(getAccessToken()).toBe('access-1');
  });

  it('carries status, code, message and fields of an error answer', async () => {
    fakeApi({
      'POST /api/auth/register': () =>
        json(400, {
          code: 'ValidationFailed',
          message: 'Bitte fülle alle Pflichtfelder aus.',
          fields: { avatar: 'Bitte lade ein gültiges Profilbild hoch' },
        }),
    });
    const error = await apiRequest('/auth/register', { method: 'POST', body: new FormData(), auth: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'ValidationFailed',
      fields: { avatar: 'Bitte lade ein gültiges Profilbild hoch' },
    });
  });

  it('turns a network failure into an ApiError without a server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/thing', { auth: false })).rejects.toMatchObject({
      status: 0,
      code: 'NetworkError',
      message: '',
    });
  });

  it('hands a 402 PaymentRequired to the app (the session stays) and still rejects the call', async () => {
    const paymentRequired = vi.fn();
    setPaymentRequiredHandler(paymentRequired);
    storeSession('user-1', 'access-1');
    fakeApi({ 'GET /api/properties': () => json(402, { code: 'PaymentRequired', message: 'Subscription expired.' }) });
    const error = await apiRequest('/properties').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(402);
    expect(paymentRequired).toHaveBeenCalledTimes(1);
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('access-1');
  });
});
