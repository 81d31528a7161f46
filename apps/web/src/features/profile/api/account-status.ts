import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { currentUserKey } from '../../../lib/current-user';

/** Deactivates my account, or reactivates it (the same call switches it). */
function toggleAccountStatus() {
  return apiRequest<User>('/admin/toggle-account-status', { method: 'PATCH', body: {} });
}

export function useToggleAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleAccountStatus,
    // The guards read the current user: a deactivated one is kept on /profile-view from now on.
    onSuccess: (user) => queryClient.setQueryData(currentUserKey(user.id), user),
  });
}
