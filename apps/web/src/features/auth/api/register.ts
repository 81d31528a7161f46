import { apiRequest } from '../../../lib/api-client';

/** Multipart sign-up: text fields plus the avatar file. */
export function registerAccount(form: FormData) {
  return apiRequest<{ message: string; userId: string }>('/auth/register', { method: 'POST', body: form, auth: false });
}
