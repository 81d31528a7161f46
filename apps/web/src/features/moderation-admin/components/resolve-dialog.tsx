import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import { COMPLAINT_OUTCOMES, MODERATION_RULES } from '@mietmatch/contract';
import { fieldText } from '../../../lib/errors';
import { toastActionError } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { uiLanguage } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useResolveComplaint, type AdminComplaint } from '../api/complaints';
import { FormDialog } from './form-dialog';
import { RadioCard, StatementField } from './statement-field';

const formSchema = z.object({
  outcome: z.enum(COMPLAINT_OUTCOMES, { error: 'invalidValue' }),
  statement: z
    .string()
    .trim()
    .min(MODERATION_RULES.statementMin, { error: 'statementTooShort' })
    .max(MODERATION_RULES.statementMax, { error: 'textTooLong' }),
});
type FormValues = z.input<typeof formSchema>;
const EMPTY: FormValues = { outcome: 'upheld', statement: '' };

/** Uphold or reverse the decision a complaint is about, with a statement both sides receive. */
export function ResolveDialog({ complaint, onClose }: { complaint: AdminComplaint | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('moderation-admin');
  const language = uiLanguage(i18n.resolvedLanguage);
  const resolve = useResolveComplaint();
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (complaint) reset(EMPTY);
  }, [complaint, reset]);

  if (!complaint) return <Dialog open={false} />;
  const outcome = watch('outcome');

  const onSubmit = ({ outcome, statement }: FormValues) => {
    resolve.mutate(
      { id: complaint.id, outcome, statement: statement.trim() },
      {
        onSuccess: () => {
          toast.success(t(`outcome.${outcome}.done`));
          onClose();
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, ['outcome', 'statement'])) return;
          toastActionError(error, language);
        },
      },
    );
  };

  return (
    <FormDialog
      className="max-w-xl"
      title={t('resolve.title')}
      description={t('resolve.description', {
        action: t(`action.${complaint.decision.action}.label`),
        title: complaint.decision.subject.title ?? t(`kind.${complaint.decision.subject.type}`),
      })}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
      busy={resolve.isPending}
      submit={
        <Button type="submit" busy={resolve.isPending}>
          {resolve.isPending ? t('dialog.busy') : t(`outcome.${outcome}.confirm`)}
        </Button>
      }
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">{t('resolve.outcome')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {COMPLAINT_OUTCOMES.map((value) => (
            <RadioCard
              key={value}
              registration={register('outcome')}
              value={value}
              label={t(`outcome.${value}.label`)}
              description={t(`outcome.${value}.hint`)}
            />
          ))}
        </div>
      </fieldset>
      <StatementField
        registration={register('statement')}
        length={watch('statement').length}
        error={fieldText(formState.errors.statement?.message, language)}
        hint={t('resolve.statementHint')}
        placeholder={t('resolve.statementPlaceholder')}
      />
    </FormDialog>
  );
}
