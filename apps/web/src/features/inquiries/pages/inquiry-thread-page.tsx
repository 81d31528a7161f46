import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MessageSquareOff, UserRound } from 'lucide-react';
import '../i18n';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { errorText, messageText } from '../../../lib/errors';
import { toastActionError } from '../../../lib/error-toast';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/empty-state';
import { inquiryKeys } from '../api/keys';
import { markInboxRead, useSendMessage, useThread } from '../api/thread';
import { DeleteInboxDialog } from '../components/delete-inbox-dialog';
import { MessageBox } from '../components/message-box';
import { MemberAvatar } from '../components/member-avatar';
import { MessageList } from '../components/message-list';
import { SubjectCard } from '../components/subject-card';
import { SubjectLabel } from '../components/subject-label';
import { ThreadViewingInvite } from '../components/viewing-invite';
import { memberName } from '../member';
import { SafetyBanner } from '../../moderation';

const PANEL_HEIGHT = 'h-[calc(100dvh-10rem)] min-h-[26rem] lg:h-[calc(100dvh-13rem)] lg:max-h-[52rem]';

function ThreadSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <Card className={cn('flex flex-col gap-4 p-5', PANEL_HEIGHT)}>
        <div className="flex items-center gap-3 border-b pb-4">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-5 w-40" />
        </div>
        <Skeleton className="h-12 w-2/3 rounded-2xl" />
        <Skeleton className="ml-auto h-12 w-1/2 rounded-2xl" />
        <Skeleton className="h-16 w-3/5 rounded-2xl" />
        <Skeleton className="mt-auto h-11 w-full" />
      </Card>
      <Skeleton className="hidden h-80 rounded-xl lg:block" />
    </div>
  );
}

/** One conversation with its subject beside it (`/inquiries-thread/:type/:inboxId`). */
export function InquiryThreadPage() {
  const { inboxId = '' } = useParams();
  const { t, i18n } = useTranslation('inquiries');
  const language = uiLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useCurrentUser().data!;
  const thread = useThread(inboxId);
  const send = useSendMessage(inboxId);
  const loaded = thread.isSuccess;

  // Opening the thread reads it: badges here and in the other member's "Seen" follow.
  useEffect(() => {
    if (loaded) void markInboxRead(client, inboxId).catch(() => undefined);
  }, [client, inboxId, loaded]);

  if (thread.isPending) return <ThreadSkeleton />;
  if (thread.isError) {
    const gone = thread.error instanceof ApiError && (thread.error.status === 404 || thread.error.status === 400);
    return (
      <EmptyState
        icon={<MessageSquareOff />}
        title={t('thread.notFoundTitle')}
        action={
          <Link to="/all-inquiries" className={buttonClasses('outline')}>
            {t('thread.back')}
          </Link>
        }
      >
        {gone ? t('thread.notFoundText') : errorText(thread.error, language)}
      </EmptyState>
    );
  }

  const { inbox, messages } = thread.data;
  const other = inbox.otherMember;
  const otherName = memberName(other, t);
  const unavailableText = messageText('RecipientUnavailable', language);

  const onSend = (text: string) =>
    send.mutateAsync(text).catch((error: unknown) => {
      // The other account went away meanwhile: reload so the page says so and closes the box.
      if (error instanceof ApiError && error.code === 'RecipientUnavailable')
        void client.invalidateQueries({ queryKey: inquiryKeys.thread(inboxId) });
      toastActionError(error, language);
      throw error;
    });

  return (
    <div className="flex flex-col gap-4">
      <Link to="/all-inquiries" className={buttonClasses('ghost', 'sm', 'self-start')}>
        <ArrowLeft aria-hidden="true" />
        {t('thread.back')}
      </Link>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <Card className={cn('flex flex-col overflow-hidden p-0', PANEL_HEIGHT)}>
          <div className="flex items-center gap-3 border-b px-4 py-3 sm:px-5">
            <MemberAvatar member={other} name={otherName} />
            <div className="min-w-0 flex-1">
              <h2
                className={cn('truncate font-semibold', other.deleted && 'text-muted-foreground italic')}
                title={t('thread.conversation', { name: otherName })}
              >
                {other.available && other.role !== 'admin' ? (
                  <Link
                    to={`/user-profile/${other.id}`}
                    className="rounded-sm hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {otherName}
                  </Link>
                ) : (
                  otherName
                )}
              </h2>
              <div className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <span className="inline-flex items-center gap-1">
                  <UserRound className="size-3.5" aria-hidden="true" />
                  {t(`common:roles.${other.role}`)}
                </span>
                {other.available || other.deleted ? null : (
                  <span className="font-medium">{t('member.unavailable')}</span>
                )}
                <SubjectLabel type={inbox.subjectType} className="lg:hidden" />
              </div>
            </div>
            <DeleteInboxDialog
              inboxId={inbox.id}
              otherName={otherName}
              otherDeleted={other.deleted}
              onDeleted={() => void navigate('/all-inquiries', { replace: true })}
            />
          </div>
          {other.available ? null : (
            <Alert variant="destructive" className="rounded-none border-x-0 border-t-0">
              <AlertDescription>{unavailableText}</AlertDescription>
            </Alert>
          )}
          {/* Moderation: the other member's message asks for payment off the platform (live via the cache). */}
          <SafetyBanner messages={messages} userId={user.id} />
          <MessageList
            messages={messages}
            userId={user.id}
            inboxId={inbox.id}
            otherName={otherName}
            otherDeleted={other.deleted}
            canEdit={other.available}
          />
          <div className="border-t bg-card px-3 py-3 sm:px-5">
            <MessageBox onSend={onSend} disabled={!other.available} disabledText={t('box.disabled')} />
          </div>
        </Card>
        <aside aria-label={t('thread.about')} className="flex flex-col gap-4 lg:sticky lg:top-24">
          <SubjectCard inbox={inbox} />
          <ThreadViewingInvite inbox={inbox} viewerRole={user.role} />
        </aside>
      </div>
    </div>
  );
}
