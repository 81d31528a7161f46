import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import type { User } from '@mietmatch/contract';
import { fieldText } from '../../../lib/errors';
import { toastActionError } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
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
import { FormField } from '../../../components/ui/form-field';
import { inputClasses } from '../../../components/ui/input';
import { isUserGone, useModerate, type Moderation } from '../api/moderate';

/*
 * Every action asks for a reason, also unblock and restore where the API would do without one:
 * the history then says why each step was taken. Block and warn reasons reach the member by email.
 */
const formSchema = z.object({
  reason: z.string().trim().min(3, { error: 'reasonRequired' }).max(2000, { error: 'textTooLong' }),
});
type FormValues = z.infer<typeof formSchema>;

const mailed: Record<Moderation, boolean> = { block: true, warn: true, unblock: false, delete: false, restore: false };
const destructive: Record<Moderation, boolean> = {
  block: true,
  delete: true,
  warn: false,
  unblock: false,
  restore: false,
};

export function ModerationDialog({
  user,
  kind,
  onClose,
}: {
  user: User;
  kind: Moderation | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const moderate = useModerate();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { reason: '' } });
  const name = `${user.firstName} ${user.lastName}`;

  // A fresh, empty reason each time the dialog opens.
  useEffect(() => {
    if (kind) reset({ reason: '' });
  }, [kind, reset]);

  const onSubmit = ({ reason }: FormValues) => {
    if (!kind) return;
    moderate.mutate(
      { kind, userId: user.id, reason },
      {
        onSuccess: () => {
          toast.success(t(`dialog.${kind}.done`));
          onClose();
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, ['reason'])) return;
          toastActionError(error, language);
          // "User not found": nothing is left to act on.
          if (isUserGone(error)) onClose();
        },
      },
    );
  };

  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && !moderate.isPending && onClose()}>
      {kind ? (
        <DialogContent closeLabel={t('common:actions.close')}>
          <form noValidate onSubmit={handleSubmit(onSubmit)}>
            <DialogTitle className="pr-8">{t(`dialog.${kind}.title`, { name })}</DialogTitle>
            <DialogDescription className="mt-2 leading-relaxed">{t(`dialog.${kind}.text`)}</DialogDescription>
            <FormField
              className="mt-5"
              label={t('dialog.reason')}
              required
              hint={mailed[kind] ? t('dialog.reasonHint') : t('dialog.reasonHintInternal')}
              error={fieldText(errors.reason?.message, language)}
            >
              <textarea
                rows={4}
                autoFocus
                placeholder={
                  kind === 'unblock' || kind === 'restore'
                    ? t('dialog.reasonPlaceholderUndo')
                    : t('dialog.reasonPlaceholder')
                }
                className={cn(inputClasses, 'h-auto min-h-24 resize-y leading-relaxed')}
                {...register('reason')}
              />
            </FormField>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={moderate.isPending}>
                  {t('common:actions.cancel')}
                </Button>
              </DialogClose>
              <Button type="submit" variant={destructive[kind] ? 'destructive' : 'default'} busy={moderate.isPending}>
                {moderate.isPending ? t(`dialog.${kind}.busy`) : t(`dialog.${kind}.confirm`)}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
