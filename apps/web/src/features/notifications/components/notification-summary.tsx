import { useTranslation } from 'react-i18next';
import type { AppNotification } from '@mietmatch/contract';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import '../i18n';
import { notificationIcon, notificationText, relativeTime } from '../notification-text';

/** "vor 5 Minuten"; the exact date stays available as the element's title. */
function NotificationTime({ iso, className }: { iso: string; className?: string }) {
  const { t, i18n } = useTranslation('notifications');
  const language = uiLanguage(i18n.resolvedLanguage);
  return (
    <time dateTime={iso} title={formatDate(iso, language)} className={cn('text-xs text-muted-foreground', className)}>
      {relativeTime(iso, language) ?? t('time.justNow')}
    </time>
  );
}

/**
 * One entry: an icon for its kind, its line of text, when it came, and a dot while unread. The
 * dot is also said to screen readers, so "unread" is never told by colour alone. The dropdown keeps
 * each to two lines (`full`: the whole text, as on the page).
 */
export function NotificationSummary({ notification, full }: { notification: AppNotification; full?: boolean }) {
  const { t } = useTranslation('notifications');
  const Icon = notificationIcon(notification);
  const unread = !notification.readAt;
  return (
    <span className="flex w-full min-w-0 items-start gap-3 text-left">
      <span
        className={cn(
          'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full [&_svg]:size-4',
          unread ? 'bg-primary/10 [&_svg]:text-primary!' : 'bg-muted',
        )}
      >
        <Icon aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-sm leading-snug text-foreground', !full && 'line-clamp-2', unread && 'font-medium')}>
          {unread ? <span className="sr-only">{t('unread')}: </span> : null}
          {notificationText(notification, t)}
        </span>
        <NotificationTime iso={notification.createdAt} />
      </span>
      {unread ? (
        <span aria-hidden="true" data-unread-dot="" className="mt-2 size-2.5 shrink-0 rounded-full bg-primary" />
      ) : null}
    </span>
  );
}
