import type { LoginBody, LoginResponse } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function login(body: LoginBody) {
  return apiRequest<LoginResponse>('/auth/login', { method: 'POST', body, auth: false });
}
