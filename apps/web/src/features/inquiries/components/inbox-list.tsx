import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Inbox } from '@mietmatch/contract';
import '../i18n';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { Skeleton } from '../../../components/ui/skeleton';
import { dayOf, formatTime, threadPath } from '../format';
import { memberName } from '../member';
import { MemberAvatar } from './member-avatar';
import { SubjectLabel } from './subject-label';
import { placeholderKeys } from '../../../lib/list-keys';

function When({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation('inquiries');
  const language = uiLanguage(i18n.resolvedLanguage);
  const day = dayOf(iso, language);
  const text =
    day.kind === 'today' ? formatTime(iso, language) : day.kind === 'yesterday' ? t('list.yesterday') : day.text;
  return (
    <time dateTime={iso} className="shrink-0 text-xs text-muted-foreground tabular-nums">
      {text}
    </time>
  );
}

function InboxRow({ inbox, userId }: { inbox: Inbox; userId: string }) {
  const { t } = useTranslation('inquiries');
  const other = inbox.otherMember;
  const name = memberName(other, t);
  const last = inbox.lastMessage;
  const unread = inbox.unreadCount > 0;
  return (
    <li>
      <Link
        to={threadPath(inbox)}
        className={cn(
          'flex items-start gap-3 px-4 py-4 transition-colors hover:bg-accent/60 focus-visible:relative focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:gap-4 sm:px-5',
          unread && 'bg-primary/[0.04]',
        )}
      >
        <MemberAvatar member={other} name={name} className="size-11" />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline gap-2">
            <p
              className={cn(
                'min-w-0 truncate text-sm',
                unread ? 'font-semibold' : 'font-medium',
                other.deleted && 'text-muted-foreground italic',
              )}
            >
              {name}
              {/* "Deleted user" already says it: no "User not available." after it. */}
              {other.available || other.deleted ? null : (
                <span className="ml-1.5 text-xs font-normal text-muted-foreground">{t('member.unavailable')}</span>
              )}
            </p>
            <span className="ml-auto">{last ? <When iso={last.createdAt} /> : <When iso={inbox.updatedAt} />}</span>
          </div>
          <div className="mt-1 flex items-center gap-2">
            <SubjectLabel type={inbox.subjectType} />
          </div>
          <div className="mt-1.5 flex items-center gap-3">
            <p className={cn('min-w-0 flex-1 truncate text-sm', unread ? 'text-foreground' : 'text-muted-foreground')}>
              {last ? (
                <>
                  {last.senderId === userId ? <span className="text-muted-foreground">{t('list.you')} </span> : null}
                  {last.message}
                </>
              ) : (
                <span className="italic">{t('list.noMessages')}</span>
              )}
            </p>
            {unread ? (
              <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] font-semibold text-primary-foreground tabular-nums">
                <span aria-hidden="true">{inbox.unreadCount}</span>
                <span className="sr-only">{t('list.unread', { count: inbox.unreadCount })}</span>
              </span>
            ) : null}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** One row per conversation: the other member, what it is about, the last message and its time, unread count. */
export function InboxList({ inboxes, userId }: { inboxes: Inbox[]; userId: string }) {
  const { t } = useTranslation('inquiries');
  return (
    <ul aria-label={t('list.label')} className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm">
      {inboxes.map((inbox) => (
        <InboxRow key={inbox.id} inbox={inbox} userId={userId} />
      ))}
    </ul>
  );
}

export function InboxListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} className="divide-y overflow-hidden rounded-xl border bg-card">
      {placeholderKeys(rows).map((key) => (
        <div key={key} className="flex items-start gap-4 px-5 py-4">
          <Skeleton className="size-11 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="flex justify-between gap-4">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-10" />
            </div>
            <Skeleton className="h-4 w-24 rounded-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
