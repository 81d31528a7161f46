import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(email: string) {
  return apiRequest<{ message: string }>('/auth/forgot-password', { method: 'POST', body: { email }, auth: false });
}
