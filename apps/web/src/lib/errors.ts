import { isMessageKey, translateMessage } from '@mietmatch/contract/messages';
import i18n, { uiLanguage } from './i18n';
import { ApiError } from './api-client';

/**
 * The text to show for a failed request: the catalogue's text for the server's code when we know it,
 * else the server's own message, else the spec's generic communication error.
 */
export function errorText(error: unknown, language = uiLanguage()): string {
  if (error instanceof ApiError) {
    if (isMessageKey(error.code)) return translateMessage(error.code, language);
    if (error.message) return translateMessage(error.message, language);
  }
  return i18n.t('errors.communication', { ns: 'common', lng: language });
}

/** A field message from a schema (a catalogue key) or from the server (already a text). */
export function fieldText(message: string | undefined, language = uiLanguage()) {
  return message ? translateMessage(message, language) : undefined;
}
