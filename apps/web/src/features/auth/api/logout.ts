import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth-session';

// The server ends the session and clears the HttpOnly refresh cookie, which this page cannot touch.
function logout() {
  return apiRequest<{ message: string }>('/auth/logout', { method: 'POST', body: {} });
}

/** Revokes the session on the server, then forgets it here whatever the server said, and goes to /login only. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.clear();
      void navigate('/login', { replace: true });
    },
  });
}
