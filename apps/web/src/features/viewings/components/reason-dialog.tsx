import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { viewingReasonSchema } from '@mietmatch/contract';
import { fieldText, formFailureText } from '../../../lib/errors';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { inputClasses } from '../../../components/ui/input';

class MissingReason extends Error {}

interface ReasonDialogProps {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  /** Runs with the trimmed reason; the dialog closes when it resolves, shows the server's answer when not. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** A cancellation asks first, and asks why: the other side is told the reason. */
export function ReasonDialog({ trigger, title, description, confirmLabel, busyLabel, onConfirm }: ReasonDialogProps) {
  const { t, i18n } = useTranslation('viewings');
  const language = uiLanguage(i18n.resolvedLanguage);
  const id = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  return (
    <ConfirmDialog
      trigger={trigger}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      destructive
      onOpenChange={(open) => {
        if (open) return;
        setReason('');
        setFieldError(undefined);
        setFailure(undefined);
      }}
      onConfirm={async () => {
        setFailure(undefined);
        const parsed = viewingReasonSchema.safeParse({ reason });
        setFieldError(parsed.success ? undefined : fieldText(parsed.error.issues[0]?.message, language));
        if (!parsed.success) throw new MissingReason();
        await onConfirm(parsed.data.reason);
      }}
      onError={(error) => {
        if (!(error instanceof MissingReason)) setFailure(formFailureText(error, language));
      }}
      error={
        failure ? (
          <Alert variant="destructive">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
        ) : null
      }
    >
      <div className="mt-4 flex flex-col gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t('cancelBooking.reason')}
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </label>
        <textarea
          id={id}
          value={reason}
          rows={3}
          maxLength={1000}
          aria-required="true"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
          className={cn(inputClasses, 'h-auto min-h-20 resize-y py-2 leading-relaxed')}
        />
        {fieldError ? (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {fieldError}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
