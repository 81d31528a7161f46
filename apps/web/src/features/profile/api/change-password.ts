import { apiRequest } from '../../../lib/api-client';

export function changePassword(body: { oldPassword: string; newPassword: string }) {
  return apiRequest<{ message: string }>('/auth/change-password', { method: 'PATCH', body });
}
