import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { ApiError, apiRequest, resetApiClientForTests, setSessionEndedHandler } from './api-client';
import { getAccessToken } from './auth-session';
import { getServiceStatus } from './service-status';

/** What the API answers while its database does not (apps/api/src/plugins/unavailable.ts). */
const unavailable = (retryAfter = '5') =>
  json(
    503,
    { code: 'ServiceUnavailable', message: 'The service is briefly unavailable. Please try again in a moment.' },
    { 'Retry-After': retryAfter },
  );

/** Answers `first` to the first requests, then `then` to every later one. */
function inTurn(first: (() => Response)[], then: () => Response) {
  let calls = 0;
  return () => (first[calls++] ?? then)();
}

describe('the API client during an outage', () => {
  beforeEach(() => {
    resetApiClientForTests();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetApiClientForTests();
  });

  it("asks a read again after the server's Retry-After and ends with the data", async () => {
    const api = fakeApi({ 'GET /api/thing': inTurn([() => unavailable('5')], () => json(200, { ok: true })) });
    const result = apiRequest('/thing', { auth: false });

    await vi.advanceTimersByTimeAsync(4999);
    expect(api.to('GET /api/thing')).toHaveLength(1);
    expect(getServiceStatus()).toEqual({ available: false, changeNotSent: false });

    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(api.to('GET /api/thing')).toHaveLength(2);
    expect(getServiceStatus().available).toBe(true);
  });

  it('waits at most 10 s, whatever the server asks for', async () => {
    const api = fakeApi({ 'GET /api/thing': inTurn([() => unavailable('3600')], () => json(200, { ok: true })) });
    const result = apiRequest('/thing', { auth: false });
    await vi.advanceTimersByTimeAsync(9999);
    expect(api.to('GET /api/thing')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('gives up after four attempts with the 503, and the outage is still reported', async () => {
    const api = fakeApi({ 'GET /api/thing': () => unavailable('1'), 'GET /api/health': () => unavailable('1') });
    const result = apiRequest('/thing', { auth: false }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'ServiceUnavailable' });
    expect(api.to('GET /api/thing')).toHaveLength(4);
    expect(getServiceStatus().available).toBe(false);
  });

  it('asks a read again when no answer came at all', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(200, { ok: true }))),
    );
    const result = apiRequest('/thing', { auth: false });
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toBe(1);
    expect(getServiceStatus().available).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('sends a change once and reports it as not sent', async () => {
    const api = fakeApi({ 'POST /api/things': () => unavailable('5'), 'GET /api/health': () => unavailable('5') });
    const error = await apiRequest('/things', { method: 'POST', body: { name: 'x' }, auth: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 503, code: 'ServiceUnavailable' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.to('POST /api/things')).toHaveLength(1);
    expect(getServiceStatus()).toEqual({ available: false, changeNotSent: true });
  });

  it('after a change met the outage, looks at /api/health as often as the server asks until it answers', async () => {
    const api = fakeApi({
      'POST /api/things': () => unavailable('5'),
      'GET /api/health': inTurn([() => unavailable('5')], () => json(200, { status: 'ok' })),
    });
    await apiRequest('/things', { method: 'POST', body: {}, auth: false }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.to('GET /api/health')).toHaveLength(1);
    expect(getServiceStatus().available).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.to('GET /api/health')).toHaveLength(2);
    expect(getServiceStatus().available).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.to('GET /api/health')).toHaveLength(2);
  });

  it('does not look at /api/health while a read is still asking by itself', async () => {
    const api = fakeApi({ 'GET /api/thing': () => unavailable('5') });
    const result = apiRequest('/thing', { auth: false }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(api.to('GET /api/thing')).toHaveLength(4);
    expect(api.to('GET /api/health')).toHaveLength(0);
    await result;
    // Given up: from now on the app looks by itself.
    await vi.advanceTimersByTimeAsync(5000);
    expect(api.to('GET /api/health')).toHaveLength(1);
  });

  it('keeps the session when the refresh of a reloaded page meets the outage', async () => {
    const sessionEnded = vi.fn();
    setSessionEndedHandler(sessionEnded);
    localStorage.setItem('userId', 'user-1');
    const api = fakeApi({
      'POST /api/auth/refresh': inTurn([() => unavailable('5')], () => json(200, { access_token: 'restored' })),
      'GET /api/a': ({ headers }) =>
        headers.Authorization === 'Bearer restored' ? json(200, { ok: true }) : json(401, { code: 'Unauthorized' }),
    });
    const result = apiRequest('/a');
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toEqual({ ok: true });
    expect(api.to('POST /api/auth/refresh')).toHaveLength(2);
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(localStorage.getItem('userId')).toBe('user-1');
    expect(getAccessToken()).toBe('restored');
  });

  it('stops waiting at once when the page that asked is left', async () => {
    const api = fakeApi({ 'GET /api/thing': () => unavailable('5') });
    const leave = new AbortController();
    const result = apiRequest('/thing', { auth: false, signal: leave.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    leave.abort();
    expect(await result).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.to('GET /api/thing')).toHaveLength(1);
  });
});
