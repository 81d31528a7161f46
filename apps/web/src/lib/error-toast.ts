import { toast } from './toast';
import { actionErrorText, errorText, isServiceOutage } from './errors';
import type { UiLanguage } from './i18n';

/*
 * Toasts for a failed request. During an outage there is none: the app's one service notice speaks for
 * every request at once (lib/service-status.ts), instead of a red toast per click.
 */

/** A failed action (save, send, delete): the server's text, else "Unexpected error occured. Try again." */
export function toastActionError(error: unknown, language?: UiLanguage) {
  if (!isServiceOutage(error)) toast.error(actionErrorText(error, language));
}

/** A failed load or a small action that reads like one: the server's text, else the communication error. */
export function toastLoadError(error: unknown, language?: UiLanguage) {
  if (!isServiceOutage(error)) toast.error(errorText(error, language));
}
