import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { apiQuery, readSearch } from '../features/properties/search-params';
import { apiRequest, resetApiClientForTests } from './api-client';
import { saveSession } from './auth-session';

/*
 * public/boot.js runs for real (as the page's first script), then the app's own requests: the answers boot
 * asked for are taken instead of asking twice, and only when they are the very request the app would send.
 */
const bootSource = readFileSync(path.resolve(import.meta.dirname, '../../public/boot.js'), 'utf8');

function openPage(url: string) {
  window.history.replaceState(null, '', url);
  new Function(bootSource)();
}

/** The path the results page's search asks the API for, as the app builds it. */
const appSearchPath = (pageQuery: string) => `/landlord/filter?${apiQuery(readSearch(new URLSearchParams(pageQuery)))}`;

function member(search = { items: [{ id: 'p1' }], total: 1 }) {
  return fakeApi({
    'POST /api/auth/refresh': () => json(200, { access_token: 'boot-token', refresh_token: 'in-the-cookie' }),
    'GET /api/auth/current-user': () => json(200, { id: 'user-1', role: 'client' }),
    'GET /api/landlord/filter': () => json(200, search),
  });
}

/** The path the app asks the signed-in user at (lib/current-user.ts). */
const userPath = () => '/auth/current-user?userId=user-1';

describe("the first page's data asked for by boot.js", () => {
  beforeEach(() => {
    resetApiClientForTests();
    localStorage.clear();
    localStorage.setItem('userId', 'user-1');
  });
  afterEach(() => {
    resetApiClientForTests();
    Object.assign(window, { __bootRefresh: undefined, __bootAnswers: undefined });
    window.history.replaceState(null, '', '/');
  });

  it('the results page gets its user and its search from the requests boot sent, each asked once', async () => {
    const api = member();
    openPage('/properties-list?city=Berlin');
    await expect.poll(() => api.to('GET /api/landlord/filter').length).toBe(1);

    await expect(apiRequest(userPath())).resolves.toEqual({ id: 'user-1', role: 'client' });
    await expect(apiRequest(appSearchPath('city=Berlin'))).resolves.toEqual({ items: [{ id: 'p1' }], total: 1 });
    expect(api.to('POST /api/auth/refresh')).toHaveLength(1);
    expect(api.to('GET /api/auth/current-user')).toHaveLength(1);
    expect(api.to('GET /api/landlord/filter')).toHaveLength(1);
    expect(api.to('GET /api/landlord/filter')[0].headers.Authorization).toBe('Bearer boot-token');
  });

  it('an answer is taken once: the next search asks the API again', async () => {
    const api = member();
    openPage('/properties-list?city=Berlin');
    await expect.poll(() => api.to('GET /api/landlord/filter').length).toBe(1);
    await apiRequest(appSearchPath('city=Berlin'));
    await apiRequest(appSearchPath('city=Berlin'));
    expect(api.to('GET /api/landlord/filter')).toHaveLength(2);
  });

  it('a search the app asks differently from the guess is asked for by the app', async () => {
    const api = member();
    openPage('/properties-list?city=Berlin');
    await expect.poll(() => api.to('GET /api/landlord/filter').length).toBe(1);
    await apiRequest(appSearchPath('city=Berlin&maxPrice=900'));
    expect(api.to('GET /api/landlord/filter').map((r) => r.url.searchParams.get('maxPrice'))).toEqual([null, '900']);
  });

  it('boot asks for no search on other pages, or without a city', async () => {
    for (const url of ['/my-requests', '/properties-list', '/properties-list?state=BE']) {
      const api = member();
      openPage(url);
      await expect.poll(() => api.to('GET /api/auth/current-user').length).toBe(1);
      expect(api.to('GET /api/landlord/filter')).toHaveLength(0);
    }
  });

  it("boot's guess is the app's own search for the links people follow", async () => {
    const links = [
      'city=Berlin',
      'city=M%C3%BCnchen&state=BY',
      'city=Berlin&state=BE&postalCodes=10115,10117&radius=5',
      'city=K%C3%B6ln&page=2&pageSize=20',
      'city=Hamburg&sort=rent&maxPrice=1200&isFurnished=true',
    ];
    for (const link of links) {
      const api = member();
      openPage(`/properties-list?${link}`);
      await expect.poll(() => api.to('GET /api/landlord/filter').length).toBe(1);
      const asked = api.to('GET /api/landlord/filter')[0].url;
      expect(`${asked.pathname.replace('/api', '')}${asked.search}`).toBe(appSearchPath(link));
    }
  });

  it('the app asking before boot has its token still waits for that one request', async () => {
    const api = member();
    openPage('/properties-list?city=Berlin');
    await expect(apiRequest(userPath())).resolves.toEqual({ id: 'user-1', role: 'client' });
    expect(api.to('GET /api/auth/current-user')).toHaveLength(1);
  });

  it('an answer asked with another token than the app now holds is not used', async () => {
    const api = member();
    openPage('/properties-list?city=Berlin');
    await expect.poll(() => api.to('GET /api/landlord/filter').length).toBe(1);
    saveSession({ accessToken: 'a-later-token', userId: 'user-1' });
    await apiRequest(appSearchPath('city=Berlin'));
    expect(api.to('GET /api/landlord/filter').map((r) => r.headers.Authorization)).toEqual([
      'Bearer boot-token',
      'Bearer a-later-token',
    ]);
  });

  it('after a change the app made, or after the first seconds, the app asks again', async () => {
    for (const age of ['change', 'late'] as const) {
      const api = member();
      openPage('/properties-list?city=Berlin');
      await expect.poll(() => api.to('GET /api/landlord/filter').length).toBe(1);
      if (age === 'change') await apiRequest('/payment/verify', { method: 'POST', body: {} }).catch(() => undefined);
      else (window as { __bootAnswers?: { at: number } }).__bootAnswers!.at = Date.now() - 20_000;
      await apiRequest(userPath());
      await apiRequest(appSearchPath('city=Berlin'));
      expect(api.to('GET /api/auth/current-user')).toHaveLength(2);
      expect(api.to('GET /api/landlord/filter')).toHaveLength(2);
      resetApiClientForTests();
    }
  });
});
