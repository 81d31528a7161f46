import { Fragment, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { CheckCheck, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { MAX_MESSAGE_LENGTH, type Message } from '@mietmatch/contract';
import '../i18n';
import { errorText, isServiceOutage } from '../../../lib/errors';
import { toastActionError } from '../../../lib/error-toast';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { inputClasses } from '../../../components/ui/input';
import { useDeleteMessage, useUpdateMessage } from '../api/thread';
import { dayOf, formatTime } from '../format';
import { MessageText, ReportMessageAction } from '../../moderation';
import { ViewingCard } from '../../viewings';

function EditMessage({ message, inboxId, onDone }: { message: Message; inboxId: string; onDone: () => void }) {
  const { t } = useTranslation(['inquiries', 'common']);
  const [text, setText] = useState(message.message);
  const update = useUpdateMessage(inboxId);
  const invalid = text.trim().length === 0 || text.length > MAX_MESSAGE_LENGTH;
  const save = () => {
    if (invalid || update.isPending) return;
    if (text.trim() === message.message) return onDone();
    update.mutate(
      { id: message.id, message: text.trim() },
      {
        onSuccess: () => {
          toast.success(t('thread.messageUpdated'));
          onDone();
        },
        onError: (error) => toastActionError(error),
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };
  return (
    <div className="flex w-full max-w-[85%] flex-col gap-2 self-end sm:max-w-[70%]">
      <textarea
        aria-label={t('thread.editLabel')}
        value={text}
        // The box replaces the message the user just chose to edit, so typing goes there.
        // biome-ignore lint/a11y/noAutofocus: opened on purpose by the user's Edit click
        autoFocus
        onFocus={(event) =>
          event.currentTarget.setSelectionRange(event.currentTarget.value.length, event.currentTarget.value.length)
        }
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className={cn(inputClasses, 'h-auto min-h-20 resize-none py-2 leading-relaxed [field-sizing:content]')}
      />
      <div className="flex items-center justify-end gap-2">
        <span className="mr-auto hidden text-xs text-muted-foreground sm:inline">{t('thread.editHint')}</span>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={update.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button size="sm" onClick={save} busy={update.isPending} disabled={invalid}>
          {update.isPending ? t('common:actions.saving') : t('common:actions.save')}
        </Button>
      </div>
    </div>
  );
}

function DeleteMessageDialog({
  message,
  inboxId,
  onClose,
}: {
  message: Message | null;
  inboxId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['inquiries', 'common']);
  const remove = useDeleteMessage(inboxId);
  return (
    <ConfirmDialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('thread.deleteMessageTitle')}
      description={t('thread.deleteMessageText')}
      confirmLabel={t('thread.deleteMessageConfirm')}
      busyLabel={t('thread.deleting')}
      destructive
      onConfirm={async () => {
        if (!message) return;
        await remove.mutateAsync(message.id);
        toast.success(t('thread.messageDeleted'));
      }}
      // The specification's text says what failed; the reason (server's or connection) follows beneath it.
      onError={(error) => {
        if (isServiceOutage(error)) return;
        toast.error(t('errors.deleteMessage'), { description: errorText(error, uiLanguage(i18n.resolvedLanguage)) });
      }}
    >
      {message ? (
        <p className="mt-4 line-clamp-4 whitespace-pre-line rounded-lg bg-muted px-3 py-2 text-sm">{message.message}</p>
      ) : null}
    </ConfirmDialog>
  );
}

// On wider screens the trigger appears on hovering the message; always shown when focused, open or on touch screens.
const ACTIONS_TRIGGER_CLASSES = [
  'shrink-0 rounded-full p-1.5 text-muted-foreground opacity-100 transition-opacity hover:bg-accent',
  'hover:text-foreground focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring',
  'data-[state=open]:opacity-100 cursor-pointer sm:opacity-0 sm:group-hover:opacity-100',
  '[@media(hover:none)]:opacity-100',
].join(' ');

/** The menu beside an own message: edit (while the conversation is open for writing) and delete. */
function MessageActions({ canEdit, onEdit, onDelete }: { canEdit: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('inquiries');
  // Choosing "Edit" replaces the menu's trigger with the editor: focus must stay in the editor.
  const keepFocus = useRef(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label={t('thread.messageActions')} className={ACTIONS_TRIGGER_CLASSES}>
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="min-w-36"
        onCloseAutoFocus={(event) => {
          if (keepFocus.current) event.preventDefault();
          keepFocus.current = false;
        }}
      >
        {canEdit ? (
          <DropdownMenuItem
            onSelect={() => {
              keepFocus.current = true;
              onEdit();
            }}
          >
            <Pencil aria-hidden="true" />
            {t('thread.edit')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem
          onSelect={onDelete}
          className="text-destructive data-[highlighted]:text-destructive [&_svg]:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          {t('thread.delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

interface MessageListProps {
  messages: Message[];
  userId: string;
  inboxId: string;
  otherName: string;
  /** The other member erased their account: their messages are labelled as from a deleted user. */
  otherDeleted?: boolean;
  /** Own messages may be edited while the conversation is open for writing; deleting them always works. */
  canEdit: boolean;
}

/** The conversation, oldest first and newest at the bottom, with a line per day; kept scrolled to the newest. */
export function MessageList({ messages, userId, inboxId, otherName, otherDeleted = false, canEdit }: MessageListProps) {
  const { t, i18n } = useTranslation('inquiries');
  const language = uiLanguage(i18n.resolvedLanguage);
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const last = messages.at(-1);

  // A new message scrolls into view when we were reading the newest ones or wrote it ourselves;
  // someone reading further up is not pulled away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last message or a longer list is the trigger
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && (nearBottom.current || last?.senderId === userId)) el.scrollTop = el.scrollHeight;
  }, [last?.id, last?.senderId, userId, messages.length]);

  const dayLabel = (iso: string) => {
    const day = dayOf(iso, language);
    return day.kind === 'date' ? day.text : t(`thread.${day.kind}`);
  };
  // The newest own message the other member has read carries "Seen".
  const lastSeenId = [...messages].reverse().find((m) => m.senderId === userId && m.readAt)?.id;

  return (
    // The log is the scroller, not the <ol>: role=log on the list would take its list role from its <li>s.
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={t('thread.messages')}
      onScroll={(event) => {
        const el = event.currentTarget;
        nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
      }}
      className="flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-5"
    >
      {messages.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground">{t('thread.empty')}</p>
      ) : null}
      <ol className="flex flex-col gap-1.5">
        {messages.map((message, index) => {
          const mine = message.senderId === userId;
          const previous = messages[index - 1];
          const newDay = !previous || dayLabel(previous.createdAt) !== dayLabel(message.createdAt);
          const grouped = !newDay && previous?.senderId === message.senderId;
          return (
            <Fragment key={message.id}>
              {newDay ? (
                <li
                  aria-hidden="true"
                  className="my-3 flex items-center gap-3 text-xs font-medium text-muted-foreground"
                >
                  <span className="h-px flex-1 bg-border" />
                  {dayLabel(message.createdAt)}
                  <span className="h-px flex-1 bg-border" />
                </li>
              ) : null}
              <li
                className={cn('group flex flex-col', mine ? 'items-end' : 'items-start', !grouped && !newDay && 'mt-2')}
                data-message-id={message.id}
              >
                {otherDeleted && !mine && !grouped ? (
                  <p aria-hidden="true" className="mb-1 px-1 text-xs italic text-muted-foreground">
                    {otherName}
                  </p>
                ) : null}
                {/* A viewing's step (invited, booked, moved, cancelled) shows as its card, not as text. */}
                {message.viewing ? (
                  <ViewingCard card={message.viewing} mine={mine} />
                ) : editing === message.id ? (
                  <EditMessage message={message} inboxId={inboxId} onDone={() => setEditing(null)} />
                ) : (
                  <div className={cn('flex max-w-[85%] items-center gap-1 sm:max-w-[70%]', mine && 'flex-row-reverse')}>
                    <div
                      className={cn(
                        'min-w-0 rounded-2xl px-3.5 py-2 text-sm leading-relaxed shadow-xs',
                        mine
                          ? 'rounded-br-md bg-primary text-primary-foreground'
                          : 'rounded-bl-md border bg-card text-card-foreground',
                      )}
                    >
                      <span className="sr-only">{mine ? t('thread.you') : otherName}: </span>
                      {/* Moderation: a removed message reads as such (placeholder for the recipient). */}
                      <MessageText message={message} mine={mine} />
                    </div>
                    {mine ? (
                      <MessageActions
                        canEdit={canEdit}
                        onEdit={() => setEditing(message.id)}
                        onDelete={() => setDeleting(message)}
                      />
                    ) : (
                      <ReportMessageAction message={message} />
                    )}
                  </div>
                )}
                <p className="mt-1 flex items-center gap-1.5 px-1 text-[11px] text-muted-foreground">
                  <time dateTime={message.createdAt}>{formatTime(message.createdAt, language)}</time>
                  {message.editedAt ? <span>· {t('thread.edited')}</span> : null}
                  {message.id === lastSeenId ? (
                    <span className="inline-flex items-center gap-0.5 text-primary">
                      · <CheckCheck className="size-3.5" aria-hidden="true" />
                      {t('thread.seen')}
                    </span>
                  ) : null}
                </p>
              </li>
            </Fragment>
          );
        })}
      </ol>
      <DeleteMessageDialog message={deleting} inboxId={inboxId} onClose={() => setDeleting(null)} />
    </div>
  );
}
