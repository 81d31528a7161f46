import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { CheckCircle2, Handshake, KeyRound } from 'lucide-react';
import { isLiveApplication, type MyApplication } from '@mietmatch/contract';
import { toastActionError } from '../../../lib/error-toast';
import { Button } from '../../../components/ui/button';
import { useInterestStep } from '../api/interest';
import '../i18n';

function Done({ children }: { children: string }) {
  return (
    <p className="flex items-start gap-2 text-sm text-foreground">
      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
      {children}
    </p>
  );
}

/**
 * The tenant's steps that show this landlord more of their request (request-stages.ts): "I want to rent
 * this flat" on a live application (profession, income, documents), "Accept offer" on an offered one (the
 * ID). Each says beside its button what the landlord then sees; the answer's time shows it done at once,
 * before the list reloads.
 */
export function InterestActions({ application }: { application: MyApplication }) {
  const { t } = useTranslation('applications');
  const interest = useInterestStep('interest');
  const accept = useInterestStep('accept');
  if (!isLiveApplication(application.status)) return null;
  const title = application.property.title;
  const interestAt = application.interestAt ?? interest.data?.interestAt ?? accept.data?.interestAt;
  const acceptedAt = application.offerAcceptedAt ?? accept.data?.offerAcceptedAt;
  const run = (step: typeof interest, done: string) =>
    step.mutate(application.id, {
      onSuccess: () => toast.success(done),
      onError: (error) => toastActionError(error),
    });
  const busy = interest.isPending || accept.isPending;

  return (
    <div className="flex flex-col items-start gap-3">
      {acceptedAt ? (
        <Done>{t('mine.stages.accepted')}</Done>
      ) : application.status === 'offered' ? (
        <div className="flex flex-col items-start gap-1.5">
          <Button
            size="sm"
            busy={accept.isPending}
            disabled={busy}
            aria-label={`${t('mine.stages.accept')}: ${title}`}
            onClick={() => run(accept, t('mine.stages.acceptDone'))}
          >
            {accept.isPending ? null : <KeyRound aria-hidden="true" />}
            {t('mine.stages.accept')}
          </Button>
          <p className="text-xs text-muted-foreground">{t('mine.stages.acceptHint')}</p>
        </div>
      ) : null}
      {interestAt ? (
        acceptedAt ? null : (
          <Done>{t('mine.stages.interested')}</Done>
        )
      ) : (
        <div className="flex flex-col items-start gap-1.5">
          <Button
            size="sm"
            variant={application.status === 'offered' ? 'outline' : 'default'}
            busy={interest.isPending}
            disabled={busy}
            aria-label={`${t('mine.stages.interest')}: ${title}`}
            onClick={() => run(interest, t('mine.stages.interestDone'))}
          >
            {interest.isPending ? null : <Handshake aria-hidden="true" />}
            {t('mine.stages.interest')}
          </Button>
          <p className="text-xs text-muted-foreground">{t('mine.stages.interestHint')}</p>
        </div>
      )}
    </div>
  );
}
