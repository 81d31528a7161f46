import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { formFailureText } from '../../../lib/errors';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import type { UiLanguage } from '../../../lib/i18n';

/**
 * A failed report: the API's field messages go under their fields; anything else (429
 * ReportingSuspended, 404 for an item that is gone) is the one text to show above the buttons. Returns
 * that text, or undefined when the fields say it all or the service notice does (an outage).
 */
export function reportFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  language: UiLanguage,
): string | undefined {
  return applyServerFieldErrors(error, setError, fields) ? undefined : formFailureText(error, language);
}
