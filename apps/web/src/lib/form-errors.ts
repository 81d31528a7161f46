import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field messages under the matching inputs. Returns true when at least one field
 * was marked, so the caller can skip a generic message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
) {
  if (!(error instanceof ApiError)) return false;
  let marked = false;
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    if (known.includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      marked = true;
    }
  }
  // Upload answers carry no field map but clearly concern the avatar.
  if (
    !marked &&
    (error.code === 'PayloadTooLarge' || error.code === 'UnsupportedMediaType') &&
    known.includes('avatar')
  ) {
    setError('avatar' as Path<T>, { type: 'server', message: error.code });
    marked = true;
  }
  if (!marked && error.code === 'EmailTaken' && known.includes('email')) {
    setError('email' as Path<T>, { type: 'server', message: error.code });
    marked = true;
  }
  return marked;
}
