import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInboxBody, Inbox, Message } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { inquiryKeys } from './keys';
import { refreshInboxLists } from './thread';

/** `POST /inquiry/create-inbox`: a new conversation, or the existing one about the same subject. */
export function useCreateInbox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInboxBody) =>
      apiRequest<{ inbox: Inbox; message: Message }>('/inquiry/create-inbox', { method: 'POST', body }),
    onSuccess: ({ inbox }) => {
      void client.invalidateQueries({ queryKey: inquiryKeys.thread(inbox.id) });
      void refreshInboxLists(client);
    },
  });
}
