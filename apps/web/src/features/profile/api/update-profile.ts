import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { currentUserKey } from '../../../lib/current-user';

function updateProfile(form: FormData) {
  return apiRequest<User>('/auth/update-profile', { method: 'PUT', body: form });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The answer is the updated user: put it where every page reads the user from.
    onSuccess: (user) => queryClient.setQueryData(currentUserKey(user.id), user),
  });
}
