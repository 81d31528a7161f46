import type { Inbox, Message } from '@mietmatch/contract';

export type InboxFilter = 'sent' | 'received' | 'all';

export const inquiryKeys = {
  all: ['inquiries'] as const,
  inboxes: ['inquiries', 'inboxes'] as const,
  inboxList: (filter: InboxFilter, page: number, limit: number) =>
    ['inquiries', 'inboxes', filter, page, limit] as const,
  thread: (id: string) => ['inquiries', 'thread', id] as const,
  unread: ['inquiries', 'unread'] as const,
  subject: (type: Inbox['subjectType'], id: string) => ['inquiries', 'subject', type, id] as const,
};

export interface InboxList {
  items: Inbox[];
  total: number;
  page: number;
  limit: number;
}

export interface Thread {
  inbox: Inbox;
  messages: Message[];
}
