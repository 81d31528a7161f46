import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Sparkles } from 'lucide-react';
import type { Plan } from '@mietmatch/contract';
import { formatMoney } from '../../lib/format';
import { uiLanguage } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { Badge } from '../ui/badge';

function featureKeys(plan: Plan): { key: string; months?: boolean }[] {
  if (plan.kind === 'additional') {
    return [
      { key: 'features.writeFirst' },
      { key: 'features.unlimitedMessages' },
      { key: 'features.runsFor', months: true },
    ];
  }
  const features: { key: string; months?: boolean }[] = [{ key: 'features.fullAccess', months: true }];
  if (plan.topPlacement) return [...features, { key: 'features.topPlacement' }, { key: 'features.prioritySupport' }];
  features.push({ key: 'features.standardVisibility' });
  if (plan.kind === 'basic') features.push({ key: 'features.oncePerAccount' });
  return features;
}

interface PlanCardProps {
  plan: Plan;
  current?: boolean;
  action: ReactNode;
  /** `wide`: one row on larger screens (the free plan above the paid ones). */
  layout?: 'card' | 'wide';
  /** Keeps the page's heading order: h2 under the page title, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
}

export function PlanCard({ plan, current, action, layout = 'card', headingLevel: Heading = 'h2' }: PlanCardProps) {
  const { t, i18n } = useTranslation('plans');
  const language = uiLanguage(i18n.resolvedLanguage);
  const months = t('months', { count: plan.months });
  const free = plan.totalCents === 0;
  const titleId = `plan-${plan.id}`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-xl border bg-card p-6 shadow-card',
        layout === 'wide' && 'md:grid md:grid-cols-[1fr_1.2fr_auto] md:items-center md:gap-8',
        plan.topPlacement && 'border-primary/60 ring-1 ring-primary/30',
        current && 'border-primary ring-2 ring-primary/40',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <Heading id={titleId} className="text-base font-semibold">
            {t(`kind.${plan.kind}`)} · {months}
          </Heading>
          {layout === 'wide' ? (
            <div className="mt-3 hidden md:block">
              <p className="text-3xl font-bold tracking-tight">
                {free ? t('free') : formatMoney(plan.monthlyCents, language)}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">
                {t('total', { price: formatMoney(plan.totalCents, language) })} · {t('inclVat')}
              </p>
            </div>
          ) : null}
        </div>
        {current ? (
          <Badge>{t('current')}</Badge>
        ) : plan.topPlacement ? (
          <Badge variant="success">
            <Sparkles className="size-3" aria-hidden="true" />
            {t('popular')}
          </Badge>
        ) : null}
      </div>

      <div className={cn('mt-5', layout === 'wide' && 'md:hidden')}>
        {free ? (
          <p className="text-3xl font-bold tracking-tight">{t('free')}</p>
        ) : (
          <p className="flex flex-wrap items-baseline gap-x-1.5">
            <span className="text-3xl font-bold tracking-tight">{formatMoney(plan.monthlyCents, language)}</span>
            <span className="whitespace-nowrap text-sm text-muted-foreground">{t('perMonth')}</span>
          </p>
        )}
        <p className="mt-1 text-sm text-muted-foreground">
          {t('total', { price: formatMoney(plan.totalCents, language) })} · {months} · {t('inclVat')}
        </p>
      </div>

      <ul className={cn('mt-5 flex flex-1 flex-col gap-2.5 text-sm', layout === 'wide' && 'md:mt-0')}>
        {featureKeys(plan).map(({ key, months: withMonths }) => (
          <li key={key} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{withMonths ? t(key, { months }) : t(key)}</span>
          </li>
        ))}
      </ul>

      <div className={cn('mt-6', layout === 'wide' && 'md:mt-0 md:w-56')}>{action}</div>
    </section>
  );
}
