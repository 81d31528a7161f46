import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { toastActionError } from '../../../lib/error-toast';
import { fieldText } from '../../../lib/errors';
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
import { Label } from '../../../components/ui/label';
import { useMyRequests } from '../../requests';
import { useApply } from '../api/applications';
import { BlockedNotice, RequestChoice } from './apply-dialog-parts';
import '../i18n';

const MESSAGE_MAX = 2000;

/** What the server answered that the dialog explains in place rather than in a toast. */
export type ApplyOutcome = 'already' | 'closed';

interface ApplyDialogProps {
  propertyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Applied, or told it already had or the listing closed meanwhile: the page shows the new state. */
  onOutcome: (outcome: ApplyOutcome | 'applied') => void;
}

/** The tenant chooses which request applies, adds a note, and sends; limits and conflicts explain themselves. */
export function ApplyDialog({ propertyId, open, onOpenChange, onOutcome }: ApplyDialogProps) {
  const { t, i18n } = useTranslation(['applications', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const requests = useMyRequests(1, 50);
  const apply = useApply();
  const ids = useId();
  const [chosen, setChosen] = useState<string>();
  const [message, setMessage] = useState('');
  const [blocked, setBlocked] = useState<'already' | 'limit'>();
  const [error, setError] = useState<string>();
  // Each opening asks the server afresh: a withdrawal elsewhere may have freed a place meanwhile.
  useEffect(() => {
    if (open) {
      setBlocked(undefined);
      setError(undefined);
    }
  }, [open]);
  // A request moderation removed cannot apply (the server answers 404 for it).
  const usable = (requests.data?.items ?? []).filter((request) => request.moderation !== 'removed');
  const requestId = chosen ?? usable[0]?.id;

  const submit = () => {
    if (!requestId) return;
    if (message.length > MESSAGE_MAX) return setError(fieldText('textTooLong', language));
    apply.mutate(
      { propertyId, requestId, message: message.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(t('apply.success'));
          onOpenChange(false);
          onOutcome('applied');
        },
        onError: (failure) => {
          const code = failure instanceof ApiError ? failure.code : '';
          if (code === 'AlreadyApplied') {
            setBlocked('already');
            onOutcome('already');
          } else if (code === 'AdditionalPlanRequired') setBlocked('limit');
          else if (code === 'ApplicationsClosed') {
            toast.error(t('apply.closedText'));
            onOpenChange(false);
            onOutcome('closed');
          } else if (failure instanceof ApiError && failure.fields?.message) {
            setError(fieldText(failure.fields.message, language));
          } else toastActionError(failure, language);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !apply.isPending && onOpenChange(next)}>
      <DialogContent closeLabel={t('common:actions.close')} className="max-h-[90dvh] overflow-y-auto">
        <DialogTitle>{t('apply.title')}</DialogTitle>
        <DialogDescription className="mt-2">{t('apply.intro')}</DialogDescription>
        {blocked ? <BlockedNotice kind={blocked} /> : null}
        <div className="mt-5 flex flex-col gap-5">
          <RequestChoice requests={requests} usable={usable} requestId={requestId} onChoose={setChosen} />
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-message`}>{t('apply.message')}</Label>
            <textarea
              id={`${ids}-message`}
              rows={4}
              className={cn(inputClasses, 'h-auto min-h-24')}
              placeholder={t('apply.messagePlaceholder')}
              value={message}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ''}`}
              onChange={(event) => {
                setMessage(event.target.value);
                setError(undefined);
              }}
            />
            <p id={`${ids}-hint`} className="text-xs text-muted-foreground">
              {t('apply.messageHint', { count: message.length, max: MESSAGE_MAX })}
            </p>
            {error ? (
              <p id={`${ids}-error`} className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={apply.isPending}>
              {t('common:actions.cancel')}
            </Button>
          </DialogClose>
          <Button busy={apply.isPending} disabled={!requestId || blocked !== undefined} onClick={submit}>
            {apply.isPending ? t('apply.submitting') : t('apply.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
