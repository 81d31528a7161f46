import type { QueryClient } from '@tanstack/react-query';
import type { AppNotification } from '@mietmatch/contract';

/*
 * The notification centre's caches. They live here, not in the notifications feature, because the
 * one live connection (features/inquiries/realtime) writes into them as well as the bell and the page.
 */

export interface NotificationPage {
  items: AppNotification[];
  total: number;
  page: number;
  pageSize: number;
}

export interface NotificationListParams {
  unread: boolean;
  page: number;
  pageSize: number;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (params: NotificationListParams) => ['notifications', 'list', params] as const,
  unread: ['notifications', 'unread'] as const,
};

const paramsOf = (queryKey: readonly unknown[]) => queryKey[2] as NotificationListParams | undefined;

export function setUnreadNotifications(client: QueryClient, unreadNotificationsCount: number) {
  client.setQueryData(notificationKeys.unread, { unreadNotificationsCount });
}

/**
 * A notification that just arrived goes on top of every loaded first page (it is the newest and
 * unread, so it belongs to both filters); later pages shift by one and are fetched again.
 */
export function putNotification(client: QueryClient, notification: AppNotification) {
  // A match means something new is findable: open searches and the saved searches' counts show it.
  if (notification.type === 'match') {
    for (const queryKey of [
      ['properties', 'list'],
      ['requests', 'search'],
      ['saved-searches', 'list'],
    ]) {
      void client.invalidateQueries({ queryKey });
    }
  }
  for (const query of client.getQueryCache().findAll({ queryKey: notificationKeys.lists })) {
    const params = paramsOf(query.queryKey);
    if (params?.page !== 1) {
      void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
      continue;
    }
    client.setQueryData<NotificationPage>(query.queryKey, (list) => {
      if (!list || list.items.some((item) => item.id === notification.id)) return list;
      return { ...list, items: [notification, ...list.items].slice(0, list.pageSize), total: list.total + 1 };
    });
  }
}

/** After marking read (here or in another tab): the entries lose their dot, the unread lists reload. */
export function markNotificationsReadInCache(client: QueryClient, ids: readonly string[] | 'all', readAt: string) {
  const hit = (id: string) => ids === 'all' || ids.includes(id);
  client.setQueriesData<NotificationPage>({ queryKey: notificationKeys.lists }, (list) =>
    list
      ? { ...list, items: list.items.map((item) => (hit(item.id) && !item.readAt ? { ...item, readAt } : item)) }
      : list,
  );
  void client.invalidateQueries({
    queryKey: notificationKeys.lists,
    predicate: (query) => paramsOf(query.queryKey)?.unread === true,
  });
}
