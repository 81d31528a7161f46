import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { BellOff, Check, CheckCheck } from 'lucide-react';
import type { AppNotification } from '@mietmatch/contract';
import { toastLoadError } from '../../../lib/error-toast';
import { placeholderKeys } from '../../../lib/list-keys';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import { usePageParams } from '../../../components/pagination-params';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/utils';
import '../i18n';
import { useMarkNotificationsRead, useNotifications, useUnreadNotificationsCount } from '../api/notifications';
import { NotificationSummary } from '../components/notification-summary';
import { useOpenNotification } from '../use-open-notification';

type Filter = 'all' | 'unread';

function NotificationRow({ notification }: { notification: AppNotification }) {
  const { t } = useTranslation('notifications');
  const openNotification = useOpenNotification();
  const markRead = useMarkNotificationsRead();
  return (
    <li className={cn('flex items-center gap-2 px-2 py-1 sm:px-3', !notification.readAt && 'bg-primary/[0.04]')}>
      <button
        type="button"
        className="min-w-0 flex-1 cursor-pointer rounded-md px-2 py-2.5 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => openNotification(notification)}
      >
        <NotificationSummary notification={notification} full />
      </button>
      {notification.readAt ? null : (
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0"
          aria-label={t('markRead')}
          title={t('markRead')}
          busy={markRead.isPending}
          onClick={() => markRead.mutate([notification.id], { onError: (error) => toastLoadError(error) })}
        >
          <Check aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

/** /notifications: every entry of the notification centre, newest first, all or only the unread. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [params, setParams] = useSearchParams();
  const filter: Filter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const paging = usePageParams();
  const { page, pageSize } = paging;
  const list = useNotifications({ unread: filter === 'unread', page, pageSize });
  const unreadCount = useUnreadNotificationsCount().data ?? 0;
  const markAll = useMarkNotificationsRead();
  const changeFilter = (value: string) =>
    setParams(value === 'unread' ? { filter: 'unread', pageSize: String(pageSize) } : { pageSize: String(pageSize) });

  return (
    // The list is the chosen tab's panel: a tab's aria-controls must name an element that exists.
    <Tabs value={filter} onValueChange={changeFilter} className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <TabsList aria-label={t('page.filter')}>
          <TabsTrigger value="all">{t('page.all')}</TabsTrigger>
          <TabsTrigger value="unread">
            {unreadCount > 0 ? t('page.unreadCount', { count: unreadCount }) : t('page.unread')}
          </TabsTrigger>
        </TabsList>
        <Button
          variant="outline"
          disabled={unreadCount === 0}
          busy={markAll.isPending}
          onClick={() =>
            markAll.mutate('all', {
              onSuccess: () => toast.success(t('page.allMarked')),
              onError: (error) => toastLoadError(error),
            })
          }
        >
          {markAll.isPending ? null : <CheckCheck aria-hidden="true" />}
          {t('markAllRead')}
        </Button>
      </div>
      <TabsContent value={filter} className="mt-0 flex flex-col gap-6">
        {list.isPending ? (
          <Card className="flex flex-col gap-4 p-5" aria-busy="true">
            {placeholderKeys(5).map((key) => (
              <Skeleton key={key} className="h-12 w-full" />
            ))}
          </Card>
        ) : list.isError ? (
          <LoadError error={list.error} />
        ) : list.data.total === 0 ? (
          <EmptyState icon={<BellOff />} title={filter === 'unread' ? t('empty.unread') : t('empty.all')}>
            {t('empty.text')}
          </EmptyState>
        ) : (
          <>
            <h2 id="notifications-heading" className="sr-only">
              {t('page.count', { count: list.data.total })}
            </h2>
            <Card className="overflow-hidden p-0">
              <ul className="divide-y" aria-labelledby="notifications-heading">
                {list.data.items.map((notification) => (
                  <NotificationRow key={notification.id} notification={notification} />
                ))}
              </ul>
            </Card>
            <Pagination {...paging} total={list.data.total} />
          </>
        )}
      </TabsContent>
    </Tabs>
  );
}
