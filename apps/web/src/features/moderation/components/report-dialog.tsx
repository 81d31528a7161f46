import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Flag } from 'lucide-react';
import { createReportBodySchema, type ReportSubjectType } from '@mietmatch/contract';
import '../i18n';
import { DialogSubmitFooter, FormFailure } from './form-parts';
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
  DialogTrigger,
} from '../../../components/ui/dialog';
import { useCreateReport, type ReportReceipt as Receipt } from '../api/reports';
import { ExplanationField, GoodFaithField, ReasonField } from './report-fields';
import { reportFailure } from './report-errors';
import { ReportReceipt } from './report-receipt';

const formSchema = createReportBodySchema.pick({ reason: true, explanation: true, goodFaith: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = ['reason', 'explanation', 'goodFaith'] as const;
// The checkbox starts unticked; the schema accepts only `true`, which is the point.
const EMPTY = { reason: '', explanation: '', goodFaith: false } as unknown as FormInput;

interface ReportDialogProps {
  subjectType: ReportSubjectType;
  subjectId: string;
  /** A short quote of what is reported (a message's text), shown above the form. */
  quote?: string;
  /** `icon`: the small flag beside a message; `button`: an outline button with its text. */
  trigger?: 'button' | 'icon';
  className?: string;
}

function ReportForm({ subjectType, subjectId, onDone }: ReportDialogProps & { onDone: (receipt: Receipt) => void }) {
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

/**
 * "Melden" / "Report" beside another member's listing, request, profile or message: a dialog with
 * reason, explanation and the good-faith confirmation, then the report's reference.
 */
export function ReportDialog(props: ReportDialogProps) {
  const { subjectType, quote, trigger = 'button', className } = props;
  const { t } = useTranslation(['moderation', 'common']);
  const [open, setOpen] = useState(false);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const title = t(`report.open.${subjectType}`);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // A new dialog starts with an empty form, also after a sent report.
        if (!next) setReceipt(null);
      }}
    >
      <DialogTrigger asChild>
        {trigger === 'icon' ? (
          <button
            type="button"
            aria-label={title}
            title={title}
            className={cn(
              'shrink-0 cursor-pointer rounded-full p-1.5 text-muted-foreground hover:bg-accent hover:text-foreground',
              'focus-visible:outline-2 focus-visible:outline-ring',
              className,
            )}
          >
            <Flag className="size-4" aria-hidden="true" />
          </button>
        ) : (
          <Button variant="outline" className={className} aria-label={title}>
            <Flag aria-hidden="true" />
            {t('report.button')}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent
        closeLabel={t('common:actions.close')}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
      >
        <DialogTitle className="pr-8">{title}</DialogTitle>
        {receipt ? (
          <>
            <DialogDescription className="sr-only">{t('report.doneTitle')}</DialogDescription>
            <div className="mt-5">
              <ReportReceipt reference={receipt.reference} alreadyReported={receipt.alreadyReported} />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button>{t('common:actions.close')}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogDescription className="mt-2">{t('report.intro')}</DialogDescription>
            {quote ? (
              <blockquote className="mt-4 line-clamp-4 whitespace-pre-line rounded-lg border-l-4 border-border bg-muted px-3 py-2 text-sm">
                {quote}
              </blockquote>
            ) : null}
            <ReportForm {...props} onDone={setReceipt} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
