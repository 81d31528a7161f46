import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { REQUEST_STAGES } from '@mietmatch/contract';

/**
 * What landlords see of a request at each stage (the contract's request-stages.ts), told where the
 * tenant enters the data: a tenant who knows that the income waits for their "I want to rent this
 * flat" fills it in with less worry.
 */
export function StagesNote() {
  const { t } = useTranslation('requests');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border bg-muted/40 p-4 text-sm">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {t('stages.title')}
      </h3>
      <p className="mt-1 text-muted-foreground">{t('stages.intro')}</p>
      <ol className="mt-3 flex flex-col gap-2.5">
        {REQUEST_STAGES.map((stage, index) => (
          <li key={stage} className="flex gap-2.5">
            <span
              aria-hidden="true"
              className="flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/12 text-xs font-semibold text-primary"
            >
              {index + 1}
            </span>
            <p className="min-w-0">
              <span className="font-medium">{t(`stages.${stage}.name`)}</span>{' '}
              <span className="text-muted-foreground">({t(`stages.${stage}.when`)})</span>: {t(`stages.${stage}.what`)}
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-3 font-medium">{t('stages.never')}</p>
    </section>
  );
}
