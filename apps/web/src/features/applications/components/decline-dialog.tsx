import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Label } from '../../../components/ui/label';
import { inputClasses } from '../../../components/ui/input';
import '../i18n';

const MESSAGE_MAX = 2000;

interface DeclineDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Sends the decline with the (edited) message; the dialog closes when it resolves. */
  onConfirm: (message: string) => Promise<unknown>;
  onError: (error: unknown) => void;
}

/**
 * A decline asks first and lets the landlord edit what the tenant reads: the contract's kind default
 * in the interface language, sent as the message so the tenant sees exactly what was shown here.
 */
export function DeclineDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  onError,
}: DeclineDialogProps) {
  const { t } = useTranslation(['applications', 'messages']);
  const id = useId();
  const fallback = t('messages:applicationDeclineDefault');
  const [message, setMessage] = useState(fallback);
  // Each opening starts from the default again (and in the language chosen now).
  useEffect(() => {
    if (open) setMessage(fallback);
  }, [open, fallback]);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel={t('pipeline.declining')}
      destructive
      onConfirm={() => onConfirm(message.trim().slice(0, MESSAGE_MAX) || fallback)}
      onError={onError}
    >
      <div className="mt-4 flex flex-col gap-2">
        <Label htmlFor={`${id}-message`}>{t('pipeline.declineMessage')}</Label>
        <textarea
          id={`${id}-message`}
          rows={5}
          maxLength={MESSAGE_MAX}
          className={cn(inputClasses, 'h-auto min-h-28')}
          value={message}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('pipeline.declineHint')}
        </p>
      </div>
    </ConfirmDialog>
  );
}
