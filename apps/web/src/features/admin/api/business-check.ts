import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './users';

/** Marks a business landlord's details (DSA Art. 30) as checked; the users table and the history follow. */
export function useCheckBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<User>(`/admin/users/${encodeURIComponent(userId)}/business-check`, { method: 'POST' }),
    onSuccess: (_user, userId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.actions(userId) }),
      ]),
  });
}
