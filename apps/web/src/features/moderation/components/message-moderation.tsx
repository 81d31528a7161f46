import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import type { Message } from '@mietmatch/contract';
import '../i18n';
import { cn } from '../../../lib/utils';
import { ReportDialog } from './report-dialog';

/**
 * A message's text as the reader may see it. Removed by moderation: its recipient gets '' from the
 * API and reads a placeholder; its sender still reads the text, marked.
 */
export function MessageText({ message, mine }: { message: Message; mine: boolean }) {
  const { t } = useTranslation('moderation');
  const mark = t('mark.messageRemoved');
  if (message.moderation && !mine) {
    return (
      <p className="flex items-center gap-1.5 italic text-muted-foreground">
        <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
        {mark}
      </p>
    );
  }
  return (
    <>
      <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.message}</p>
      {message.moderation ? (
        <p className={cn('mt-1 flex items-center gap-1 text-xs font-medium', mine ? 'opacity-90' : 'text-destructive')}>
          <ShieldAlert className="size-3.5 shrink-0" aria-hidden="true" />
          {mark}
        </p>
      ) : null}
    </>
  );
}

/** The small flag beside the other member's message (not on a removed one: there is nothing left to report). */
export function ReportMessageAction({ message }: { message: Message }) {
  if (message.moderation) return null;
  return (
    <ReportDialog
      subjectType="message"
      subjectId={message.id}
      quote={message.message}
      trigger="icon"
      // Like the own-message menu: revealed on hover on wide screens, always there on touch and focus.
      className="opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100 sm:opacity-0 sm:group-hover:opacity-100 [@media(hover:none)]:opacity-100"
    />
  );
}
