import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SendHorizontal } from 'lucide-react';
import { MAX_MESSAGE_LENGTH } from '@mietmatch/contract';
import '../i18n';
import { formatNumber } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input';
import { messageText } from '../../../lib/errors';

interface MessageBoxProps {
  /** Resolves when the server took the message; the text is kept when it rejects. */
  onSend: (text: string) => Promise<unknown>;
  disabled?: boolean;
  disabledText?: string;
}

/** Enter sends, Shift+Enter starts a new line; at most 5,000 characters, with a counter near the end. */
export function MessageBox({ onSend, disabled, disabledText }: MessageBoxProps) {
  const { t, i18n } = useTranslation('inquiries');
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const length = text.length;
  const tooLong = length > MAX_MESSAGE_LENGTH;
  const empty = text.trim().length === 0;
  const number = (n: number) => formatNumber(n, uiLanguage(i18n.resolvedLanguage), 0);

  const send = async () => {
    if (busy || disabled || empty || tooLong) return;
    setBusy(true);
    try {
      await onSend(text.trim());
      setText('');
    } catch {
      // The caller reports the error; the text stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method composing a character uses Enter to confirm it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('box.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          disabled={disabled}
          placeholder={disabled ? disabledText : t('box.placeholder')}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-hint ${id}-count`}
          className={cn(
            inputClasses,
            'h-auto max-h-48 min-h-11 flex-1 resize-none py-2.5 leading-relaxed [field-sizing:content]',
            tooLong && 'border-destructive focus-visible:outline-destructive',
          )}
        />
        <Button
          type="submit"
          className="h-11 shrink-0"
          busy={busy}
          disabled={disabled || empty || tooLong}
          aria-label={busy ? t('box.sending') : t('box.send')}
        >
          {busy ? null : <SendHorizontal aria-hidden="true" />}
          <span className="hidden sm:inline">{busy ? t('box.sending') : t('box.send')}</span>
        </Button>
      </div>
      <div className="flex items-start justify-between gap-3 text-xs text-muted-foreground">
        {tooLong ? (
          <p id={`${id}-hint`} role="alert" className="text-destructive">
            {messageText('messageTooLong', uiLanguage(i18n.resolvedLanguage))}
          </p>
        ) : (
          <p id={`${id}-hint`} className="hidden sm:block">
            {t('box.hint')}
          </p>
        )}
        <p
          id={`${id}-count`}
          className={cn('ml-auto shrink-0 tabular-nums', tooLong && 'font-medium text-destructive')}
        >
          {t('box.counter', { length: number(length), max: number(MAX_MESSAGE_LENGTH) })}
        </p>
      </div>
    </form>
  );
}
