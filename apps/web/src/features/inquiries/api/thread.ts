import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Message } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { inquiryKeys, type Thread } from './keys';

export function fetchThread(id: string) {
  return apiRequest<Thread>(`/inquiry/thread/${encodeURIComponent(id)}`);
}

export function useThread(id: string) {
  return useQuery({
    queryKey: inquiryKeys.thread(id),
    queryFn: () => fetchThread(id),
    enabled: id !== '',
    retry: false,
  });
}

/*
 * Cache edits shared by our own mutations and the socket's events. The same message may come twice
 * (the HTTP answer and the event of our own send), so every edit is by id and idempotent.
 */
export function putMessage(client: QueryClient, inboxId: string, message: Message) {
  client.setQueryData<Thread>(inquiryKeys.thread(inboxId), (thread) => {
    if (!thread) return thread;
    const exists = thread.messages.some((m) => m.id === message.id);
    const messages = exists
      ? thread.messages.map((m) => (m.id === message.id ? message : m))
      : [...thread.messages, message];
    messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return { ...thread, messages, inbox: { ...thread.inbox, lastMessage: messages.at(-1) ?? null } };
  });
}

export function dropMessage(client: QueryClient, inboxId: string, messageId: string) {
  client.setQueryData<Thread>(inquiryKeys.thread(inboxId), (thread) => {
    if (!thread) return thread;
    const messages = thread.messages.filter((m) => m.id !== messageId);
    return { ...thread, messages, inbox: { ...thread.inbox, lastMessage: messages.at(-1) ?? null } };
  });
}

/** The lists show last messages and unread counts: reloaded (in the background) after any change. */
export function refreshInboxLists(client: QueryClient) {
  return client.invalidateQueries({ queryKey: inquiryKeys.inboxes });
}

export function useSendMessage(inboxId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiRequest<Message>('/inquiry/send', { method: 'POST', body: { inboxId, message } }),
    onSuccess: (message) => {
      putMessage(client, inboxId, message);
      void refreshInboxLists(client);
    },
  });
}

export function useUpdateMessage(inboxId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      apiRequest<Message>(`/inquiry/update/${encodeURIComponent(id)}`, { method: 'PUT', body: { message } }),
    onSuccess: (message) => {
      putMessage(client, inboxId, message);
      void refreshInboxLists(client);
    },
  });
}

export function useDeleteMessage(inboxId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/inquiry/delete/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      dropMessage(client, inboxId, id);
      void refreshInboxLists(client);
    },
  });
}

/**
 * Inboxes this tab is deleting: the socket's deleteInbox event for them is our own doing and must
 * not say "the other member deleted this conversation".
 */
export const inboxesDeletedHere = new Set<string>();

export function useDeleteInbox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => {
      inboxesDeletedHere.add(id);
      return apiRequest<{ message: string }>(`/inquiry/inbox/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: inquiryKeys.thread(id) });
      void refreshInboxLists(client);
    },
    onError: (_error, id) => inboxesDeletedHere.delete(id),
  });
}

/** Marks the other member's messages as read; the answer is the new unread total. */
export async function markInboxRead(client: QueryClient, inboxId: string) {
  const { totalUnreadCount } = await apiRequest<{ totalUnreadCount: number }>(
    `/inquiry/mark-as-read/${encodeURIComponent(inboxId)}`,
    { method: 'POST' },
  );
  client.setQueryData(inquiryKeys.unread, { totalUnreadCount });
  client.setQueryData<Thread>(inquiryKeys.thread(inboxId), (thread) =>
    thread ? { ...thread, inbox: { ...thread.inbox, unreadCount: 0 } } : thread,
  );
  void refreshInboxLists(client);
}
