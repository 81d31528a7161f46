import { apiRequest } from '../../../lib/api-client';

export function resetPassword(token: string, newPassword: string) {
  return apiRequest<{ message: string }>(`/auth/reset-password?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { newPassword },
    auth: false,
  });
}
