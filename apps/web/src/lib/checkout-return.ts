/*
 * Where a person goes back to after buying the additional plan: the page that sent them to the plan
 * page (e.g. an inquiry that needs the plan). Kept in sessionStorage across the trip to the payment
 * provider; only same-app paths are accepted, so a crafted value cannot send anybody elsewhere.
 */
const KEY = 'checkout_return_to';

/** A path inside this app: never another site (`//host`, `/\\host`), so it is safe to navigate to. */
export function isAppPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function saveCheckoutReturnPath(path: string | null | undefined) {
  try {
    if (isAppPath(path)) sessionStorage.setItem(KEY, path);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Private mode: the fallback page is fine.
  }
}

/** The stored path (once: it is removed), or the fallback. */
export function takeCheckoutReturnPath(fallback: string): string {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return isAppPath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}
