import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { actionErrorText, fieldText } from '../../../lib/errors';
import { toastActionError } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { uiLanguage } from '../../../lib/i18n';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useDecide, type ReportGroup } from '../api/reports';
import { DECISION_FIELDS, decisionBody, decisionFormSchema, type DecisionFormValues } from './decision-form';
import { ActionFields, GroundFields, UnfoundedField } from './decision-fields';
import { FormDialog } from './form-dialog';
import { StatementField } from './statement-field';

const EMPTY: DecisionFormValues = { action: 'dismiss', ground: '', groundDetail: '', statement: '', unfounded: false };

/** Decide on every open report of one item: the action, its ground and the statement of facts. */
export function DecisionDialog({ group, onClose }: { group: ReportGroup | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('moderation-admin');
  const language = uiLanguage(i18n.resolvedLanguage);
  const decide = useDecide();
  const [failure, setFailure] = useState<string | null>(null);
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
          else toastActionError(error, language);
        },
      },
    );
  };

  return (
    <FormDialog
      title={t('dialog.title')}
      description={t('dialog.description', {
        count: group.reports.count,
        title: group.subject.title ?? t(`kind.${group.subject.type}`),
      })}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
      busy={decide.isPending}
      submit={
        <Button
          type="submit"
          variant={action === 'remove' || action === 'suspend' ? 'destructive' : 'default'}
          busy={decide.isPending}
        >
          {decide.isPending ? t('dialog.busy') : t(`action.${action}.confirm`)}
        </Button>
      }
    >
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <ActionFields form={form} type={group.subject.type} ownerName={ownerName} />
      {action === 'dismiss' ? null : <GroundFields form={form} />}
      <StatementField
        registration={register('statement')}
        length={watch('statement').length}
        error={fieldText(errors.statement?.message, language)}
        hint={t('form.statementHint')}
        placeholder={t('form.statementPlaceholder')}
      />
      {action === 'dismiss' ? <UnfoundedField control={control} /> : null}
    </FormDialog>
  );
}
