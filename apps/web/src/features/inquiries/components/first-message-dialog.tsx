import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MESSAGE_LENGTH } from '@mietmatch/contract';
import '../i18n';
import { formatNumber } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog';
import { inputClasses } from '../../../components/ui/input';
import { messageText } from '../../../lib/errors';

/** The send-inquiry dialog: whom it goes to, the first message with its counter, cancel and send. */
export function FirstMessageDialog({
  open,
  onOpenChange,
  title,
  description,
  text,
  onText,
  busy,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  text: string;
  onText: (text: string) => void;
  /** While the conversation is being created: cancel and send wait. */
  busy: boolean;
  onSubmit: () => void;
}) {
  const { t, i18n } = useTranslation(['inquiries', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const fieldId = useId();
  const tooLong = text.length > MAX_MESSAGE_LENGTH;
  const number = (n: number) => formatNumber(n, language, 0);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogTitle className="pr-6">{title}</DialogTitle>
        <DialogDescription className="mt-2">{description}</DialogDescription>
        <form
          className="mt-5 flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-medium">
            {t('box.label')}
          </label>
          <textarea
            id={fieldId}
            value={text}
            onChange={(event) => onText(event.target.value)}
            rows={6}
            autoFocus
            aria-invalid={tooLong || undefined}
            aria-describedby={`${fieldId}-count`}
            className={cn(
              inputClasses,
              'h-auto min-h-36 resize-y py-2 leading-relaxed',
              tooLong && 'border-destructive',
            )}
          />
          <div className="flex justify-between gap-3 text-xs text-muted-foreground">
            {tooLong ? (
              <p role="alert" className="text-destructive">
                {messageText('messageTooLong', language)}
              </p>
            ) : (
              <span />
            )}
            <p id={`${fieldId}-count`} className={cn('tabular-nums', tooLong && 'font-medium text-destructive')}>
              {t('box.counter', { length: number(text.length), max: number(MAX_MESSAGE_LENGTH) })}
            </p>
          </div>
          <DialogFooter className="mt-4">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                {t('common:actions.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" busy={busy} disabled={!text.trim() || tooLong}>
              {busy ? t('send.sending') : t('send.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
