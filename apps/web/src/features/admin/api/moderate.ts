import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@mietmatch/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { adminKeys } from './users';

const MODERATIONS = ['block', 'unblock', 'warn', 'delete', 'restore'] as const;
export type Moderation = (typeof MODERATIONS)[number];

// Block/unblock and delete/restore are toggles on the server; the dialog names the direction.
const paths: Record<Moderation, string> = {
  block: 'toggle-block',
  unblock: 'toggle-block',
  warn: 'warn-through-email',
  delete: 'toggle-soft-delete',
  restore: 'toggle-soft-delete',
};

// The wanted outcome travels along, so two admins acting at once never undo each other.
const wanted: Partial<Record<Moderation, boolean>> = { block: true, unblock: false, delete: true, restore: false };

function moderate(kind: Moderation, userId: string, reason: string) {
  return apiRequest<User>(`/admin/${paths[kind]}/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: { reason, state: wanted[kind] },
  });
}

/** The API knows no user with this id any more (404 `UserNotFound`): erased while the admin looked. */
export function isUserGone(error: unknown) {
  return error instanceof ApiError && error.status === 404 && error.code === 'UserNotFound';
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, userId, reason }: { kind: Moderation; userId: string; reason: string }) =>
      moderate(kind, userId, reason),
    onSuccess: (_user, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.actions(userId) }),
      ]),
    // An account erased meanwhile: the list must drop its row.
    onError: (error) => {
      if (isUserGone(error)) void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
