import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailFailure, MailFailureList } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

const mailKeys = {
  all: ['admin', 'mail-failures'] as const,
  page: (page: number, pageSize: number) => ['admin', 'mail-failures', page, pageSize] as const,
};

/** The mails the outbox gave up on, and how many are still on their way. */
export function useMailFailures(page: number, pageSize: number) {
  return useQuery({
    queryKey: mailKeys.page(page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest<MailFailureList>(`/admin/mail-failures?page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Sends a given-up mail again; the list and the counts are asked anew. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<MailFailure>(`/admin/mail-failures/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
