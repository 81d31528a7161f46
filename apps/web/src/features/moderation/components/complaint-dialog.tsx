import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { MessageSquareWarning } from 'lucide-react';
import type { complaintBodySchema } from '@mietmatch/contract';
import '../i18n';
import { ApiError } from '../../../lib/api-client';
import { fieldText, formFailureText } from '../../../lib/errors';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { uiLanguage } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { useComplain } from '../api/decisions';
import { DialogSubmitFooter, FormFailure, useComplaintForm } from './form-parts';
import { ExplanationField } from './report-fields';

type FormOutput = z.output<typeof complaintBodySchema>;

/** "Beschwerde einlegen" / "Complain" against one decision (DSA Art. 20): an explanation, once. */
export function ComplaintDialog({ decisionId, what }: { decisionId: string; what: string }) {
  const { t, i18n } = useTranslation(['moderation', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const client = useQueryClient();
  const complain = useComplain();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useComplaintForm();

  const onSubmit = async ({ explanation }: FormOutput) => {
    setFailure(undefined);
    try {
      await complain.mutateAsync({ decisionId, explanation });
    } catch (error) {
      // 409: the period is over or a complaint exists (maybe from another tab): the list shows which.
      if (error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: ['moderation'] });
      if (!applyServerFieldErrors(error, setError, ['explanation'])) setFailure(formFailureText(error, language));
      return;
    }
    toast.success(t('complaint.done'));
    setOpen(false);
    reset();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        setOpen(next);
        if (!next) setFailure(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${t('decisions.complain')}: ${what}`}>
          <MessageSquareWarning aria-hidden="true" />
          {t('decisions.complain')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common:actions.close')} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle className="pr-8">{t('complaint.title')}</DialogTitle>
        <DialogDescription className="mt-2">{t('complaint.text')}</DialogDescription>
        <p className="mt-3 rounded-lg bg-muted px-3 py-2 text-sm font-medium">{what}</p>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 flex flex-col gap-5">
          <ExplanationField
            label={t('complaint.explanation')}
            registration={register('explanation')}
            length={(watch('explanation') ?? '').length}
            error={fieldText(errors.explanation?.message, language)}
          />
          <FormFailure text={failure} />
          <DialogSubmitFooter busy={isSubmitting} label={t('complaint.submit')} busyLabel={t('complaint.submitting')} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
