import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MODERATION_GROUNDS } from '@mietmatch/contract';
import { ApiError } from '../../../lib/api-client';
import { actionErrorText, fieldText } from '../../../lib/errors';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { uiLanguage } from '../../../lib/i18n';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useDecide, type ReportGroup } from '../api/reports';
import {
  actionsFor,
  DECISION_FIELDS,
  decisionBody,
  decisionFormSchema,
  type DecisionFormValues,
} from './decision-form';
import { RadioCard, StatementField } from './statement-field';

const EMPTY: DecisionFormValues = { action: 'dismiss', ground: '', groundDetail: '', statement: '', unfounded: false };
const fieldsetClass = 'flex flex-col gap-2';
const legendClass = 'mb-2 text-sm font-medium leading-none';

/** Decide on every open report of one item: the action, its ground and the statement of facts. */
export function DecisionDialog({ group, onClose }: { group: ReportGroup | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['moderation-admin', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const decide = useDecide();
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const form = useForm<DecisionFormValues>({ resolver: zodResolver(decisionFormSchema), defaultValues: EMPTY });
  const { register, handleSubmit, setError, reset, watch, control, formState } = form;
  const errors = formState.errors;

  // A fresh form each time the dialog opens for an item.
  useEffect(() => {
    if (group) {
      reset(EMPTY);
      setFailure(null);
    }
  }, [group, reset]);

  if (!group) return <Dialog open={false} />;
  const action = watch('action');
  const ground = watch('ground');
  const owner = group.subject.owner ? `${group.subject.owner.firstName} ${group.subject.owner.lastName}` : '';
  const ownerName = owner || t('owner.unknown');

  const onSubmit = (values: DecisionFormValues) => {
    setFailure(null);
    decide.mutate(
      { reportId: group.id, body: decisionBody(values) },
      {
        onSuccess: () => {
          toast.success(t(`action.${values.action}.done`));
          onClose();
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, DECISION_FIELDS)) return;
          // Decided meanwhile (another admin): the reason stays in the dialog, the list has refreshed.
          if (error instanceof ApiError && error.code === 'DecisionExists')
            setFailure(actionErrorText(error, language));
          else toast.error(actionErrorText(error, language));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !decide.isPending && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')} className="max-h-[92dvh] max-w-2xl overflow-y-auto">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
          <div className="flex flex-col gap-2 pr-8">
            <DialogTitle>{t('dialog.title')}</DialogTitle>
            <DialogDescription>
              {t('dialog.description', {
                count: group.reports.count,
                title: group.subject.title ?? t(`kind.${group.subject.type}`),
              })}
            </DialogDescription>
          </div>
          {failure ? (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          ) : null}

          <fieldset className={fieldsetClass}>
            <legend className={legendClass}>{t('form.action')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {actionsFor(group.subject.type).map((value) => (
                <RadioCard
                  key={value}
                  registration={register('action')}
                  value={value}
                  label={t(`action.${value}.label`)}
                  description={t(`action.${value}.hint`, { name: ownerName })}
                  tone={value === 'suspend' || value === 'remove' ? 'destructive' : 'default'}
                />
              ))}
            </div>
            {errors.action ? (
              <p className="text-sm font-medium text-destructive">{fieldText(errors.action.message, language)}</p>
            ) : null}
          </fieldset>

          {action === 'dismiss' ? null : (
            <fieldset className={fieldsetClass} aria-describedby={errors.ground ? `${id}-ground-error` : undefined}>
              <legend className={legendClass}>
                {t('form.ground')}
                <span aria-hidden="true" className="text-destructive">
                  {' '}
                  *
                </span>
              </legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {MODERATION_GROUNDS.map((value) => (
                  <RadioCard
                    key={value}
                    registration={register('ground')}
                    value={value}
                    label={t(`ground.${value}.label`)}
                    description={t(`ground.${value}.hint`)}
                  />
                ))}
              </div>
              {errors.ground ? (
                <p id={`${id}-ground-error`} className="text-sm font-medium text-destructive">
                  {fieldText(errors.ground.message, language)}
                </p>
              ) : null}
              {ground ? (
                <FormField
                  className="mt-2"
                  label={t(`ground.${ground}.detail`)}
                  required
                  error={fieldText(errors.groundDetail?.message, language)}
                >
                  <Input
                    placeholder={t(`ground.${ground}.placeholder`)}
                    maxLength={500}
                    {...register('groundDetail')}
                  />
                </FormField>
              ) : null}
            </fieldset>
          )}

          <StatementField
            registration={register('statement')}
            length={watch('statement').length}
            error={fieldText(errors.statement?.message, language)}
            hint={t('form.statementHint')}
            placeholder={t('form.statementPlaceholder')}
          />

          {action === 'dismiss' ? (
            <Controller
              control={control}
              name="unfounded"
              render={({ field }) => (
                <div className="flex items-start gap-3 rounded-lg border p-3">
                  <Checkbox
                    id={`${id}-unfounded`}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    className="mt-0.5"
                  />
                  <div className="flex flex-col gap-0.5">
                    <label htmlFor={`${id}-unfounded`} className="cursor-pointer text-sm font-medium">
                      {t('form.unfounded')}
                    </label>
                    <p className="text-xs leading-relaxed text-muted-foreground">{t('form.unfoundedHint')}</p>
                  </div>
                </div>
              )}
            />
          ) : null}

          <DialogFooter className="mt-1">
            <DialogClose asChild>
              <Button variant="outline" disabled={decide.isPending}>
                {t('common:actions.cancel')}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={action === 'remove' || action === 'suspend' ? 'destructive' : 'default'}
              busy={decide.isPending}
            >
              {decide.isPending ? t('dialog.busy') : t(`action.${action}.confirm`)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
