import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Flag, ShieldCheck, UserRound } from 'lucide-react';
import { createReportBodySchema, type User } from '@mietmatch/contract';
import '../i18n';
import { FormFailure } from '../components/form-parts';
import { useSessionUserId } from '../../../lib/auth-session';
import { useCurrentUser } from '../../../lib/current-user';
import { fieldText } from '../../../lib/errors';
import { uiLanguage } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useCreateReport, type ReportReceipt } from '../api/reports';
import { reportFailure } from '../components/report-errors';
import { ExplanationField, GoodFaithField, ReasonField } from '../components/report-fields';
import { ReportReceipt as ReportReceiptView } from '../components/report-receipt';

const shape = createReportBodySchema.shape;
/** A member reports as themselves: the address of the content is what they add. */
const memberSchema = createReportBodySchema.pick({ reason: true, explanation: true, goodFaith: true }).extend({
  subjectUrl: shape.subjectUrl.unwrap().min(1, { error: 'reportSubjectRequired' }),
});
/** A visitor without an account also says who they are, for the confirmation and the outcome. */
const visitorSchema = memberSchema.extend({ name: shape.name.unwrap(), email: shape.email.unwrap() });
type FormInput = z.input<typeof visitorSchema>;
type FormOutput = z.output<typeof visitorSchema>;
const FIELDS = ['subjectUrl', 'reason', 'explanation', 'name', 'email', 'goodFaith'] as const;

function ReportForm({
  member,
  initialUrl,
  onDone,
}: {
  member?: User;
  initialUrl: string;
  onDone: (receipt: ReportReceipt) => void;
}) {
  const { t, i18n } = useTranslation('moderation');
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
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(member ? memberSchema : visitorSchema) as unknown as Resolver<FormInput, unknown, FormOutput>,
    // The checkbox starts unticked; the schema accepts only `true`.
    defaultValues: {
      subjectUrl: initialUrl,
      explanation: '',
      name: '',
      email: '',
      goodFaith: false,
    } as unknown as FormInput,
  });
  const err = (name: (typeof FIELDS)[number]) => fieldText(errors[name]?.message, language);

  const onSubmit = async ({ subjectUrl, reason, explanation, goodFaith, name, email }: FormOutput) => {
    setFailure(undefined);
    const body = member
      ? { subjectUrl, reason, explanation, goodFaith }
      : { subjectUrl, reason, explanation, goodFaith, name, email };
    try {
      onDone(await create.mutateAsync(body));
    } catch (error) {
      // On this page a 404 means the address: nothing public is there (any more).
      if (error instanceof ApiError && error.status === 404) {
        setError('subjectUrl', { message: 'reportUrlUnknown' });
        return;
      }
      setFailure(reportFailure(error, setError, FIELDS, language));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <FormField label={t('page.subjectUrl')} hint={t('page.subjectUrlHint')} error={err('subjectUrl')} required>
        <Input type="url" inputMode="url" autoComplete="off" {...register('subjectUrl')} />
      </FormField>
      <ReasonField registration={register('reason')} error={err('reason')} />
      <ExplanationField
        label={t('report.explanation')}
        hint={t('report.explanationHint')}
        registration={register('explanation')}
        length={(watch('explanation') ?? '').length}
        error={err('explanation')}
      />
      {member ? (
        <p className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
          <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {t('page.reportingAs', { name: `${member.firstName} ${member.lastName}`.trim(), email: member.email })}
        </p>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('page.name')} error={err('name')} required>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label={t('page.email')} hint={t('page.emailHint')} error={err('email')} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
        </div>
      )}
      <Controller
        control={control}
        name="goodFaith"
        render={({ field }) => (
          <GoodFaithField checked={field.value === true} onChange={field.onChange} error={err('goodFaith')} />
        )}
      />
      <FormFailure text={failure} />
      <Button type="submit" busy={isSubmitting} className="sm:self-end">
        {isSubmitting ? null : <Flag aria-hidden="true" />}
        {isSubmitting ? t('report.submitting') : t('report.submit')}
      </Button>
    </form>
  );
}

/**
 * `/report`: the notice-and-action form for anyone (DSA Art. 16). Signed in, it sits in the dashboard
 * and the member reports as themselves; signed out, in the public layout with name and email.
 * `?url=` fills in the address.
 */
export function ReportPage() {
  const { t } = useTranslation('moderation');
  const signedIn = useSessionUserId() !== null;
  const member = useCurrentUser().data;
  const [params] = useSearchParams();
  const [receipt, setReceipt] = useState<ReportReceipt | null>(null);
  // A new form (empty) for "report something else".
  const [round, setRound] = useState(0);
  const Heading = signedIn ? 'h2' : 'h1';

  return (
    <div className={signedIn ? 'mx-auto flex w-full max-w-3xl flex-col gap-6' : 'flex flex-col gap-6'}>
      <div className="flex flex-col gap-3">
        <Heading className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('page.title')}</Heading>
        <p className="leading-relaxed text-muted-foreground">{t('page.intro')}</p>
        <ul className="flex flex-col gap-1.5 text-sm text-muted-foreground">
          {(['review', 'misuse', 'messages'] as const).map((key) => (
            <li key={key} className="flex gap-2">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{t(`page.${key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
      <Card className="p-5 sm:p-6">
        {receipt ? (
          <div className="flex flex-col items-center gap-5">
            <ReportReceiptView reference={receipt.reference} alreadyReported={receipt.alreadyReported} />
            <Button
              variant="outline"
              onClick={() => {
                setReceipt(null);
                setRound((n) => n + 1);
              }}
            >
              {t('page.another')}
            </Button>
          </div>
        ) : (
          <ReportForm
            key={`${round}-${member ? 'member' : 'visitor'}`}
            member={member}
            initialUrl={round === 0 ? (params.get('url') ?? '') : ''}
            onDone={setReceipt}
          />
        )}
      </Card>
    </div>
  );
}
