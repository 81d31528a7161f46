import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import type { Message } from '@mietmatch/contract';
import '../i18n';

/** Whether the thread warns its reader: a message of the OTHER member asks for payment off the platform. */
function needsSafetyWarning(messages: Message[], userId: string) {
  return messages.some((message) => message.safetyWarning === true && message.senderId !== userId);
}

/**
 * "Never pay before you have seen the flat and signed a contract", in amber above the conversation.
 * It follows the cache: a flagged message arriving over the socket brings it at once.
 */
export function SafetyBanner({ messages, userId }: { messages: Message[]; userId: string }) {
  const { t } = useTranslation('moderation');
  if (!needsSafetyWarning(messages, userId)) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 border-b border-warning/40 bg-warning/10 px-4 py-3 text-sm text-foreground sm:px-5"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div className="flex flex-col gap-0.5">
        <p className="font-semibold text-warning">{t('safety.title')}</p>
        <p className="leading-relaxed text-foreground/90">{t('safety.why')}</p>
      </div>
    </div>
  );
}
