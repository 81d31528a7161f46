import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createReportBodySchema, type ReportSubjectType } from '@mietmatch/contract';
import '../i18n';
import { DialogSubmitFooter, FormFailure } from './form-parts';
import { fieldText } from '../../../lib/errors';
import { uiLanguage } from '../../../lib/i18n';
import { useCreateReport, type ReportReceipt as Receipt } from '../api/reports';
import { ExplanationField, GoodFaithField, ReasonField } from './report-fields';
import { reportFailure } from './report-errors';

/*
 * The report's form, loaded when the dialog first opens (report-dialog.tsx): its schema, the form library and
 * the fields would otherwise be built by every page that offers "Melden", before the page could show.
 */

const formSchema = createReportBodySchema.pick({ reason: true, explanation: true, goodFaith: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = ['reason', 'explanation', 'goodFaith'] as const;
// The checkbox starts unticked; the schema accepts only `true`, which is the point.
const EMPTY = { reason: '', explanation: '', goodFaith: false } as unknown as FormInput;

/** The form of the report dialog; `onDone` gets the report's receipt. */
export function ReportForm({
  subjectType,
  subjectId,
  onDone,
}: {
  subjectType: ReportSubjectType;
  subjectId: string;
  onDone: (receipt: Receipt) => void;
}) {
  const { t, i18n } = useTranslation(['moderation', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const create = useCreateReport();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const err = (name: (typeof FIELDS)[number]) => fieldText(errors[name]?.message, language);

  const onSubmit = async (values: FormOutput) => {
    setFailure(undefined);
    try {
      onDone(await create.mutateAsync({ subjectType, subjectId, ...values }));
    } catch (error) {
      setFailure(reportFailure(error, setError, FIELDS, language));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 flex flex-col gap-5">
      <ReasonField registration={register('reason')} error={err('reason')} />
      <ExplanationField
        label={t('report.explanation')}
        hint={t('report.explanationHint')}
        registration={register('explanation')}
        length={(watch('explanation') ?? '').length}
        error={err('explanation')}
      />
      <Controller
        control={control}
        name="goodFaith"
        render={({ field }) => (
          <GoodFaithField checked={field.value === true} onChange={field.onChange} error={err('goodFaith')} />
        )}
      />
      <FormFailure text={failure} />
      <DialogSubmitFooter busy={isSubmitting} label={t('report.submit')} busyLabel={t('report.submitting')} />
    </form>
  );
}
