import { useSyncExternalStore } from 'react';

/**
 * The session is the pair of tokens (plus the user id the refresh call needs) in localStorage,
 * as the specification says. Components subscribe so that guards re-evaluate on login/logout,
 * including logouts in other tabs (the `storage` event).
 */
const ACCESS_KEY = 'access_token';
const REFRESH_KEY = 'refresh_token';
const USER_ID_KEY = 'userId';
const CHECKOUT_KEY = 'checkout_token';

const listeners = new Set<() => void>();
let version = 0;

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

export function getAccessToken() {
  return read(ACCESS_KEY);
}
export function getRefreshToken() {
  return read(REFRESH_KEY);
}
export function getUserId() {
  return read(USER_ID_KEY);
}
function hasSession() {
  return Boolean(getAccessToken() && getUserId());
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  userId?: string;
}

export function saveSession({ accessToken, refreshToken, userId }: SessionTokens) {
  localStorage.setItem(ACCESS_KEY, accessToken);
  localStorage.setItem(REFRESH_KEY, refreshToken);
  if (userId) localStorage.setItem(USER_ID_KEY, userId);
  notify();
}

export function clearSession() {
  localStorage.removeItem(ACCESS_KEY);
  localStorage.removeItem(REFRESH_KEY);
  localStorage.removeItem(USER_ID_KEY);
  notify();
}

/** The short-lived token of a NoPayment/PaymentExpired login answer; only good for choosing a plan. */
export function saveCheckoutToken(token: string) {
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
export function saveCheckoutFreePlanUsed(used: boolean) {
  sessionStorage.setItem(FREE_PLAN_USED_KEY, used ? 'true' : 'false');
}
export function getCheckoutFreePlanUsed() {
  try {
    return sessionStorage.getItem(FREE_PLAN_USED_KEY) === 'true';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || [ACCESS_KEY, REFRESH_KEY, USER_ID_KEY].includes(event.key)) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Re-renders when tokens are saved or cleared; returns the current user id or null. */
export function useSessionUserId(): string | null {
  useSyncExternalStore(subscribe, () => version);
  return hasSession() ? getUserId() : null;
}
