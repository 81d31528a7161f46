import { useSyncExternalStore } from 'react';
import { retryAfterMs } from './retry-after';

/**
 * Whether the API answers. The API client reports every 503 `ServiceUnavailable` (the database did not
 * answer; docs/decisions/010-outages.md) and every request that got no answer at all, and every answer
 * that came back; the app shows one notice for all of them while the service is away.
 */
export interface ServiceStatus {
  available: boolean;
  /** A change (POST, PUT, PATCH, DELETE) met the outage. It is never sent again by itself. */
  changeNotSent: boolean;
}

const AVAILABLE: ServiceStatus = { available: true, changeNotSent: false };

let status = AVAILABLE;
const listeners = new Set<() => void>();
/** Reads that are waiting to ask again: while there are any, they find out when the service is back. */
let readsRetrying = 0;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let probeDelayMs = 0;
/** A server that asks for no wait at all is still not asked more than once a second. */
const PROBE_FLOOR_MS = 1000;

function publish(next: ServiceStatus) {
  if (next.available === status.available && next.changeNotSent === status.changeNotSent) return;
  status = next;
  for (const listener of listeners) listener();
}

export function getServiceStatus(): ServiceStatus {
  return status;
}

function subscribeServiceStatus(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The status for a component, which renders again when it changes. */
export function useServiceStatus(): ServiceStatus {
  return useSyncExternalStore(subscribeServiceStatus, getServiceStatus, getServiceStatus);
}

/** A request met the outage; the next look is due in `retryInMs` (the server's Retry-After). */
export function reportServiceUnavailable({ change, retryInMs }: { change: boolean; retryInMs: number }) {
  publish({ available: false, changeNotSent: status.changeNotSent || change });
  probeDelayMs = retryInMs;
  scheduleProbe();
}

/** Any answer but a 503: the service is there again. */
export function reportServiceAnswered() {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  publish(AVAILABLE);
}

/** A read starts waiting to ask again; call the returned function when it has its answer or gives up. */
export function trackReadRetry() {
  readsRetrying += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    readsRetrying -= 1;
    scheduleProbe();
  };
}

/*
 * Nobody may ask again by themselves (a change is never resent; a read may have given up): the notice
 * would stay up after the service is back. So the app asks /api/health — cheap, no session, and 503
 * with Retry-After while the database does not answer — until it answers, as often as the server asks.
 */
function scheduleProbe() {
  if (status.available || readsRetrying > 0 || probeTimer) return;
  probeTimer = setTimeout(probe, Math.max(probeDelayMs, PROBE_FLOOR_MS));
}

async function probe() {
  probeTimer = undefined;
  if (status.available || readsRetrying > 0) return;
  let response: Response | undefined;
  try {
    response = await fetch('/api/health', { headers: { Accept: 'application/json' } });
  } catch {
    // Still no answer at all: look again after the usual wait.
  }
  if (status.available) return;
  if (response && response.status !== 503) reportServiceAnswered();
  else reportServiceUnavailable({ change: false, retryInMs: retryAfterMs(response?.headers.get('Retry-After')) });
}

/** Only for tests: no test starts in the previous test's outage or with its timer running. */
export function resetServiceStatusForTests() {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  readsRetrying = 0;
  probeDelayMs = 0;
  status = AVAILABLE;
}
