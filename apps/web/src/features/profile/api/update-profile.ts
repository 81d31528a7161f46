import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessDetailsFields, User } from '@mietmatch/contract';
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

/** A landlord's business details (DSA Art. 30): only they change, the rest of the profile stays. */
function updateBusinessDetails(businessDetails: BusinessDetailsFields) {
  return apiRequest<User>('/auth/update-profile', { method: 'PATCH', body: { businessDetails } });
}

export function useUpdateBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessDetails,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey(user.id), user),
  });
}
