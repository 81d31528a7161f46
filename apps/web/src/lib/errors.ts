import i18n, { uiLanguage } from './i18n';
import { ApiError } from './api-client';

/**
 * The contract's catalogue entry of `key` (the `messages` namespace) in `language`, German while the English
 * texts are not there. Looked up as a plain key: a server's own message may hold the dots and colons that
 * i18next would read as a path.
 */
function catalogueEntry(key: string, language: string): string | undefined {
  for (const lng of new Set([uiLanguage(language), 'de'])) {
    // The store's own object: getResourceBundle would copy the whole namespace for each lookup.
    const texts = i18n.getDataByLanguage(lng)?.messages as Record<string, string> | undefined;
    if (texts && Object.hasOwn(texts, key)) return texts[key];
  }
  return undefined;
}

/**
 * The catalogue's text of `key` (a server code or a schema's message) in `language`, with `{name}`
 * placeholders filled from `params`; anything else (a server's own text) as it is.
 */
export function messageText(key: string, language: string, params: Record<string, string> = {}): string {
  const text = catalogueEntry(key, language);
  if (text === undefined) return key;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => params[name] ?? placeholder);
}

/** The server's own text for a failed request (by its code, else its message), or undefined. */
function serverText(error: unknown, language: string) {
  if (!(error instanceof ApiError)) return undefined;
  if (catalogueEntry(error.code, language) !== undefined) return messageText(error.code, language);
  if (error.message) return messageText(error.message, language);
  return undefined;
}

/** No answer at all (offline, server down, connection cut): the spec's "Failed to communicate." */
const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.code === 'NetworkError';

/**
 * The service is away (503, or no answer at all). The API client has already waited for reads and
 * raised the app's one service notice, so a page or form adds no error of its own for it.
 */
export const isServiceOutage = (error: unknown) =>
  error instanceof ApiError && (error.status === 503 || isNetworkFailure(error));

/**
 * The text to show for something that could not be loaded: the catalogue's text for the server's code
 * when we know it, else the server's own message, else the spec's generic communication error.
 */
export function errorText(error: unknown, language = uiLanguage()): string {
  const text = serverText(error, language);
  if (text) return text;
  const key = isNetworkFailure(error) ? 'errors.failedToCommunicate' : 'errors.communication';
  return i18n.t(key, { ns: 'common', lng: language });
}

/**
 * The text for an action that failed (a toast or the form's alert): like `errorText`, but an answer
 * without a server message reads as the spec's "Unexpected error occured. Try again."
 */
export function actionErrorText(error: unknown, language = uiLanguage()): string {
  const text = serverText(error, language);
  if (text) return text;
  const key = isNetworkFailure(error) ? 'errors.failedToCommunicate' : 'errors.unexpected';
  return i18n.t(key, { ns: 'common', lng: language });
}

/** A field message from a schema (a catalogue key) or from the server (already a text). */
export function fieldText(message: string | undefined, language = uiLanguage()) {
  return message ? messageText(message, language) : undefined;
}

/**
 * The text for a form's own failure alert, or none during an outage: the service notice says it once
 * for every request, and the form keeps what was typed so it can be sent again.
 */
export function formFailureText(error: unknown, language = uiLanguage()): string | undefined {
  return isServiceOutage(error) ? undefined : actionErrorText(error, language);
}
