import { useTranslation } from 'react-i18next';
import { MessageSquareReply } from 'lucide-react';
import type { LandlordResponse } from '@mietmatch/contract';
import { intlLocale } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import '../i18n';

/**
 * How fast and how often the landlord answers applications: "Usually answers within 2 days · 96 %
 * answered". Under a day it counts hours (rounded up, so "within" stays true), else whole days.
 */
export function ResponseFigures({ response, className }: { response?: LandlordResponse; className?: string }) {
  const { t, i18n } = useTranslation('applications');
  if (!response) return null;
  if (response.rate === null) {
    return <p className={cn('text-sm text-muted-foreground', className)}>{t('response.tooFew')}</p>;
  }
  const hours = response.medianHours ?? 0;
  const speed =
    hours < 24
      ? t('response.hours', { count: Math.max(1, Math.ceil(hours)) })
      : t('response.days', { count: Math.ceil(hours / 24) });
  const percent = new Intl.NumberFormat(intlLocale(i18n.resolvedLanguage), { style: 'percent' }).format(response.rate);
  return (
    <p className={cn('flex items-start gap-2 text-sm', className)}>
      <MessageSquareReply className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        {response.medianHours !== null ? `${speed} · ` : null}
        {t('response.rate', { percent })}
      </span>
    </p>
  );
}
