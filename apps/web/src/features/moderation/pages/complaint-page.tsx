import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CircleCheck, MessageSquareWarning, ShieldCheck } from 'lucide-react';
import type { complaintBodySchema } from '@mietmatch/contract';
import '../i18n';
import { ApiError } from '../../../lib/api-client';
import { fieldText, formFailureText } from '../../../lib/errors';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { uiLanguage } from '../../../lib/i18n';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useComplainByLink } from '../api/decisions';
import { FormFailure, useComplaintForm } from '../components/form-parts';
import { ExplanationField } from '../components/report-fields';

type FormOutput = z.output<typeof complaintBodySchema>;

/** The link is of no use (missing, forged, expired, not the member's): say so, and what to do. */
function BrokenLink() {
  const { t, i18n } = useTranslation('moderation');
  return (
    <Alert variant="destructive">
      <AlertTitle>{fieldText('tokenRequired', uiLanguage(i18n.resolvedLanguage))}</AlertTitle>
      <AlertDescription>{t('complaintLink.invalid')}</AlertDescription>
    </Alert>
  );
}

function Filed() {
  const { t } = useTranslation('moderation');
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-2 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-success/12 text-success">
        <CircleCheck className="size-6" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">{t('complaintLink.doneTitle')}</p>
      <p className="max-w-sm text-sm leading-relaxed">{t('complaintLink.done')}</p>
    </div>
  );
}

function ComplaintForm({ token, onDone, onBroken }: { token: string; onDone: () => void; onBroken: () => void }) {
  const { t, i18n } = useTranslation('moderation');
  const language = uiLanguage(i18n.resolvedLanguage);
  const complain = useComplainByLink();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useComplaintForm();

  const onSubmit = async ({ explanation }: FormOutput) => {
    setFailure(undefined);
    try {
      await complain.mutateAsync({ token, explanation });
    } catch (error) {
      if (error instanceof ApiError && error.fields?.token) return onBroken();
      // 409 Conflict here means the decision was reversed meanwhile; the other 409s say it themselves.
      if (error instanceof ApiError && error.code === 'Conflict') return setFailure(t('complaintLink.reversed'));
      if (!applyServerFieldErrors(error, setError, ['explanation'])) setFailure(formFailureText(error, language));
      return;
    }
    onDone();
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <ExplanationField
        label={t('complaintLink.explanation')}
        registration={register('explanation')}
        length={(watch('explanation') ?? '').length}
        error={fieldText(errors.explanation?.message, language)}
      />
      <FormFailure text={failure} />
      <Button type="submit" busy={isSubmitting} className="sm:self-end">
        {isSubmitting ? null : <MessageSquareWarning aria-hidden="true" />}
        {isSubmitting ? t('complaint.submitting') : t('complaint.submit')}
      </Button>
    </form>
  );
}

/**
 * `/complaint?token=…`: the internal complaint (DSA Art. 20) of a member whose account a decision
 * suspended. They cannot sign in, so the signed link from their statement of reasons stands in for
 * the session; the page is public.
 */
export function ComplaintPage() {
  const { t } = useTranslation('moderation');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'form' | 'done' | 'broken'>(token ? 'form' : 'broken');

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('complaintLink.title')}</h1>
        <p className="leading-relaxed text-muted-foreground">{t('complaintLink.intro')}</p>
        <ul className="flex flex-col gap-1.5 text-sm text-muted-foreground">
          {(['review', 'deadline'] as const).map((key) => (
            <li key={key} className="flex gap-2">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{t(`complaintLink.${key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
      <Card className="p-5 sm:p-6">
        {state === 'done' ? <Filed /> : null}
        {state === 'broken' ? <BrokenLink /> : null}
        {state === 'form' ? (
          <ComplaintForm token={token} onDone={() => setState('done')} onBroken={() => setState('broken')} />
        ) : null}
      </Card>
    </div>
  );
}
