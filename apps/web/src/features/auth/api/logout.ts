import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { clearSession, getRefreshToken } from '../../../lib/auth-session';

function logout(refreshToken: string | null) {
  return apiRequest<{ message: string }>('/auth/logout', {
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
  });
}

/** Revokes the session on the server, then forgets it here whatever the server said, and goes to /login only. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout(getRefreshToken()),
    onSettled: () => {
      clearSession();
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });
}
