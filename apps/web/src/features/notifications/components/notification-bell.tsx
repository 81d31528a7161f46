import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { errorText } from '../../../lib/errors';
import { toastLoadError } from '../../../lib/error-toast';
import { placeholderKeys } from '../../../lib/list-keys';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Skeleton } from '../../../components/ui/skeleton';
import '../i18n';
import {
  useMarkNotificationsRead,
  useMayUseNotifications,
  useNotifications,
  useUnreadNotificationsCount,
} from '../api/notifications';
import { useOpenNotification } from '../use-open-notification';
import { NotificationSummary } from './notification-summary';

/** The dropdown shows this many; the API pages by 10 at least. */
const LATEST = 8;
const LATEST_PARAMS = { unread: false, page: 1, pageSize: 10 } as const;
/** "99+" keeps the pill small. */
const shown = (count: number) => (count > 99 ? '99+' : String(count));

function LatestNotifications() {
  const { t } = useTranslation('notifications');
  // Asked for when the menu opens (its content mounts only then); meanwhile the socket puts new
  // entries on top of what is cached.
  const latest = useNotifications(LATEST_PARAMS);
  const openNotification = useOpenNotification();
  if (latest.isPending) {
    return (
      <div className="flex flex-col gap-3 p-3" aria-busy="true">
        {placeholderKeys(3).map((key) => (
          <Skeleton key={key} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (latest.isError) return <p className="px-3 py-4 text-sm text-destructive">{errorText(latest.error)}</p>;
  const items = latest.data.items.slice(0, LATEST);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground">
        <BellOff className="size-6" aria-hidden="true" />
        {t('empty.all')}
      </div>
    );
  }
  return (
    <div className="max-h-[min(28rem,calc(100dvh-10rem))] overflow-y-auto">
      {items.map((notification) => (
        <DropdownMenuItem
          key={notification.id}
          className="items-start px-3 py-2.5 [&_svg]:size-4"
          onSelect={() => openNotification(notification)}
        >
          <NotificationSummary notification={notification} />
        </DropdownMenuItem>
      ))}
    </div>
  );
}

/**
 * The top bar's bell: the live unread count, and a dropdown of the latest entries with "mark all
 * as read" and the way to the whole list. A dropdown menu, so arrows move, Escape closes and focus
 * goes back to the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const allowed = useMayUseNotifications();
  const count = useUnreadNotificationsCount().data ?? 0;
  const markAll = useMarkNotificationsRead();
  if (!allowed) return null;
  const label = count > 0 ? `${t('bell.label')}, ${t('bell.unread', { count })}` : t('bell.label');

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={label} title={label}>
          <Bell aria-hidden="true" className="size-5!" />
          {count > 0 ? (
            <span
              aria-hidden="true"
              data-notification-badge={count}
              className="absolute right-0.5 top-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] font-semibold leading-4 text-primary-foreground tabular-nums ring-2 ring-background"
            >
              {shown(count)}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      {/* Opens just below the top bar (the 40 px bell sits in a 64 px bar), never over its controls. */}
      <DropdownMenuContent sideOffset={13} collisionPadding={8} className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 border-b px-1 py-1">
          <DropdownMenuLabel className="text-sm font-semibold text-foreground">{t('bell.label')}</DropdownMenuLabel>
          <DropdownMenuItem
            disabled={count === 0 || markAll.isPending}
            className="text-xs font-medium text-primary data-[highlighted]:text-primary [&_svg]:text-primary!"
            onSelect={(event) => {
              // The list stays open: its dots go at once, which is the confirmation.
              event.preventDefault();
              markAll.mutate('all', { onError: (error) => toastLoadError(error) });
            }}
          >
            <CheckCheck aria-hidden="true" />
            {t('markAllRead')}
          </DropdownMenuItem>
        </div>
        <LatestNotifications />
        <DropdownMenuSeparator className="mx-0 my-0" />
        <div className="p-1">
          <DropdownMenuItem
            className="justify-center font-medium text-primary data-[highlighted]:text-primary"
            onSelect={() => void navigate('/notifications')}
          >
            {t('seeAll')}
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
