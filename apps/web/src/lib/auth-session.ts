import { useSyncExternalStore } from 'react';

/**
 * The session: the user id in localStorage (it marks that this browser is signed in, for every tab) and
 * the access token in this tab's memory only. The refresh token is an HttpOnly cookie the server sets on
 * login and refresh, out of reach of any script on the page; a reload or a new tab gets a fresh access
 * token through it (api-client). Components subscribe so that guards re-evaluate on login/logout,
 * including logouts in other tabs (the `storage` event).
 */
const USER_ID_KEY = 'userId';
// The role of the member signed in here, with their id (`<userId> <role>`): before any script of the app,
// boot.js shows a page's frame by it, only while that member is the one signed in.
const ROLE_KEY = 'role';
// Where earlier versions kept both tokens: read once, to carry such a session over, then removed.
const LEGACY_ACCESS_KEY = 'access_token';
const LEGACY_REFRESH_KEY = 'refresh_token';
const CHECKOUT_KEY = 'checkout_token';

const listeners = new Set<() => void>();
let version = 0;
let accessToken: string | null = null;

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function remove(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}

export function getUserId() {
  return read(USER_ID_KEY);
}

/** The access token of this tab; none without a session (signed out here or in another tab). */
export function getAccessToken() {
  const legacy = read(LEGACY_ACCESS_KEY);
  if (legacy) {
    accessToken = legacy;
    remove(LEGACY_ACCESS_KEY);
  }
  if (!getUserId()) accessToken = null;
  return accessToken;
}

/** A refresh token an earlier version left in localStorage, handed out once for the move to the cookie. */
export function takeLegacyRefreshToken() {
  const legacy = read(LEGACY_REFRESH_KEY);
  if (legacy) remove(LEGACY_REFRESH_KEY);
  return legacy;
}

function hasSession() {
  return Boolean(getUserId());
}

export interface SessionTokens {
  accessToken: string;
  userId?: string;
}

/** After login or refresh; the refresh token of the same answer is kept by the browser as the cookie. */
export function saveSession({ accessToken: token, userId }: SessionTokens) {
  accessToken = token;
  if (userId) localStorage.setItem(USER_ID_KEY, userId);
  notify();
}

/** A member's role, as the API last answered it (see ROLE_KEY). */
export function rememberRole(userId: string, role: string) {
  try {
    localStorage.setItem(ROLE_KEY, `${userId} ${role}`);
  } catch {
    // Storage blocked: no frame before the app, the spinner instead.
  }
}

export function clearSession() {
  accessToken = null;
  remove(USER_ID_KEY);
  remove(ROLE_KEY);
  remove(LEGACY_ACCESS_KEY);
  remove(LEGACY_REFRESH_KEY);
  notify();
}

/** The short-lived token of a NoPayment/PaymentExpired login answer; only good for choosing a plan. */
function saveCheckoutToken(token: string) {
  sessionStorage.setItem(CHECKOUT_KEY, token);
}
export function getCheckoutToken() {
  try {
    return sessionStorage.getItem(CHECKOUT_KEY);
  } catch {
    return null;
  }
}
export function clearCheckoutToken() {
  sessionStorage.removeItem(CHECKOUT_KEY);
  sessionStorage.removeItem(FREE_PLAN_USED_KEY);
}

const FREE_PLAN_USED_KEY = 'checkout_free_plan_used';
/** Whether the gated account already used "Continue for free" (from the same login answer). */
function saveCheckoutFreePlanUsed(used: boolean) {
  sessionStorage.setItem(FREE_PLAN_USED_KEY, used ? 'true' : 'false');
}
export function getCheckoutFreePlanUsed() {
  try {
    return sessionStorage.getItem(FREE_PLAN_USED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The checkout pass of a login gate or of the first verification: the plan page reads both from here. */
export function keepCheckoutPass(token: string | undefined, freePlanUsed: boolean) {
  if (token) saveCheckoutToken(token);
  saveCheckoutFreePlanUsed(freePlanUsed);
}

/** The plan choice for an account without a session: /verify-email?email=…&role=… (the spec's path). */
export function planChoicePath(email: string, role: string) {
  return `/verify-email?${new URLSearchParams({ email, role }).toString()}`;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== USER_ID_KEY) return;
    // Signed out, or in as someone else, in another tab: this tab's token is no longer this session's.
    accessToken = null;
    notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Re-renders when tokens are saved or cleared; returns the current user id or null. */
export function useSessionUserId(): string | null {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return hasSession() ? getUserId() : null;
}
