import i18n from './i18n';
import { clearSession, getAccessToken, getUserId, saveSession, takeLegacyRefreshToken } from './auth-session';
import { dropBootAnswers, takeBootAnswer, takeBootRefresh } from './boot-answers';
import { NoAnswer, untilAnswered } from './outage-retry';
import { resetServiceStatusForTests } from './service-status';

/** Everything the API tells us about a failed request; `code` is a key of the contract's messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  readonly body?: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }
}

type SessionEndReason = 'expired' | 'blocked';
type SessionEndedHandler = (reason: SessionEndReason) => void;

/*
 * The app replaces these with router navigations. The first page's requests start before React has
 * mounted (main.tsx), so what happens before that is kept and handed to the handler once it is set:
 * a session ended at boot still shows why and lands on /login, without a full reload.
 */
let endedBeforeHandler: SessionEndReason | null = null;
let sessionEndedHandler: SessionEndedHandler = (reason) => {
  endedBeforeHandler = reason;
};

export function setSessionEndedHandler(handler: SessionEndedHandler) {
  sessionEndedHandler = handler;
  const pending = endedBeforeHandler;
  endedBeforeHandler = null;
  if (pending) handler(pending);
}

// A plan that ended while the person was signed in: feature routes answer 402 PaymentRequired.
let paymentRequiredBeforeHandler = false;
let paymentRequiredHandler: () => void = () => {
  paymentRequiredBeforeHandler = true;
};

export function setPaymentRequiredHandler(handler: () => void) {
  paymentRequiredHandler = handler;
  const pending = paymentRequiredBeforeHandler;
  paymentRequiredBeforeHandler = false;
  if (pending) handler();
}

function endSession(reason: SessionEndReason) {
  // Several queued requests fail together; only the first one ends the session and navigates.
  if (!getUserId()) return;
  clearSession();
  sessionEndedHandler(reason);
}

const API_BASE = '/api';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON, FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /**
   * `true` (default): the stored access token, refreshed on 401.
   * A string: this exact token (e.g. the checkout token of a login gate), never refreshed.
   * `false`: no Authorization header.
   */
  auth?: boolean | string;
  signal?: AbortSignal;
}

function currentLanguage() {
  return (i18n.resolvedLanguage ?? i18n.language ?? 'de').startsWith('en') ? 'en' : 'de';
}

function send(path: string, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${API_BASE}${path}`, { method: options.method ?? 'GET', headers, body, signal: options.signal }).catch(
    (error: unknown) => {
      if (isAbort(error)) throw error;
      throw new NoAnswer();
    },
  );
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: Record<string, unknown> | undefined) {
  const code =
    typeof body?.code === 'string' ? body.code : typeof body?.message === 'string' ? body.message : 'HttpError';
  const message = typeof body?.message === 'string' ? body.message : '';
  const fields = body?.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : undefined;
  return new ApiError(status, code, message, fields, body);
}

// One refresh at a time: every request that meets a 401 awaits the same promise (the queue),
// because refresh tokens rotate and a second concurrent refresh would spend a used token.
let refreshInFlight: Promise<RefreshOutcome> | null = null;

/**
 * A new access token, or why the session is over (a blocked account is told so, not just signed out), or
 * no answer: an outage ends no session, the request waits or fails as any other would during it.
 */
type RefreshOutcome = 'refreshed' | SessionEndReason | 'unavailable';

/**
 * A new access token through the HttpOnly refresh cookie, which the browser sends to /api/auth only.
 * The answer's refresh_token is not kept here: the same answer set it as the cookie.
 */
async function refreshTokens(): Promise<RefreshOutcome> {
  const userId = getUserId();
  if (!userId) return 'expired';
  // A session an earlier version stored in localStorage moves to the cookie with this one refresh.
  const legacy = takeLegacyRefreshToken();
  const boot = takeBootRefresh(userId);
  try {
    const response = await (legacy || !boot
      ? send('/auth/refresh', { method: 'POST', body: legacy ? { userId, refreshToken: legacy } : { userId } }, null)
      : boot);
    if (response.status === 503) return 'unavailable';
    // Checked by hand (not with the contract's zod schema) to keep zod out of the first chunk.
    const body = await readJson(response);
    if (response.status === 403 && body?.code === 'Blocked') return 'blocked';
    if (!response.ok || typeof body?.access_token !== 'string') return 'expired';
    // Signed out (here or in another tab) while the refresh was under way: the answer comes too late.
    if (getUserId() !== userId) return 'expired';
    saveSession({ accessToken: body.access_token, userId });
    return 'refreshed';
  } catch {
    // No answer (ours or boot.js's request): the refresh cookie may well be fine.
    return 'unavailable';
  }
}

function refreshOnce() {
  refreshInFlight ??= refreshTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

interface Exchange {
  response: Response;
  /** The token the request was first sent with (null: none). */
  token: string | null;
}

/** A refresh that failed ends the session with `error`; an outage only leaves the request without answer. */
function refreshFailed(outcome: Exclude<RefreshOutcome, 'refreshed'>, error: ApiError) {
  if (outcome === 'unavailable') return new NoAnswer(503);
  endSession(outcome);
  return error;
}

/** One request with its token: refreshed first when there is none yet, and once more on a 401. */
async function exchange(path: string, options: RequestOptions, read: boolean): Promise<Exchange> {
  const useStored = options.auth === undefined || options.auth === true;
  let tokenUsed = typeof options.auth === 'string' ? options.auth : useStored ? getAccessToken() : null;
  if (useStored && !tokenUsed && getUserId()) {
    // A reload or a new tab: the access token lived in memory only; the refresh cookie gives a new one.
    const outcome = await refreshOnce();
    if (outcome !== 'refreshed') {
      const ended =
        outcome === 'blocked' ? new ApiError(403, 'Blocked', 'Blocked') : new ApiError(401, 'Unauthorized', '');
      throw refreshFailed(outcome, ended);
    }
    tokenUsed = getAccessToken();
  }
  const early = useStored && read ? await takeBootAnswer(path) : undefined;
  let response = early?.token === tokenUsed ? early.response : await send(path, options, tokenUsed);
  if (response.status === 401 && useStored && tokenUsed && getUserId()) {
    // Another request may have refreshed while ours was in flight: then just retry with the new token.
    const latest = getAccessToken();
    const outcome = latest && latest !== tokenUsed ? 'refreshed' : await refreshOnce();
    if (outcome !== 'refreshed') throw refreshFailed(outcome, toApiError(401, await readJson(response)));
    response = await send(path, options, getAccessToken());
    if (response.status === 401) {
      endSession('expired');
      throw toApiError(401, await readJson(response));
    }
  }
  return { response, token: tokenUsed };
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const read = (options.method ?? 'GET') === 'GET';
  if (!read) dropBootAnswers();
  const useStored = options.auth === undefined || options.auth === true;

  let response: Response;
  let tokenUsed: string | null;
  try {
    ({ response, token: tokenUsed } = await untilAnswered(() => exchange(path, options, read), {
      read,
      signal: options.signal,
    }));
  } catch (error) {
    if (error instanceof ApiError || isAbort(error)) throw error;
    if (error instanceof NoAnswer && error.status === 503) throw new ApiError(503, 'ServiceUnavailable', '');
    throw new ApiError(0, 'NetworkError', '');
  }

  const body = await readJson(response);
  if (!response.ok) {
    const error = toApiError(response.status, body);
    // A blocked or soft-deleted account loses its session wherever that is discovered.
    if (response.status === 403 && error.code === 'Blocked' && useStored && tokenUsed) endSession('blocked');
    // The session stays; the person is sent to renew (the handler reloads the user and says why).
    if (response.status === 402 && error.code === 'PaymentRequired' && useStored && tokenUsed) paymentRequiredHandler();
    throw error;
  }
  return body as T;
}

/** Only for tests: forget a refresh that a previous test left in flight. */
export function resetApiClientForTests() {
  refreshInFlight = null;
  endedBeforeHandler = null;
  paymentRequiredBeforeHandler = false;
  sessionEndedHandler = () => {};
  paymentRequiredHandler = () => {};
  resetServiceStatusForTests();
}
