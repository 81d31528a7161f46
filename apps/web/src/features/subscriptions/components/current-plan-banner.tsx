import { useTranslation } from 'react-i18next';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

interface CurrentPlanBannerProps {
  /** What this is about: "Abonnement", "Zusatztarif". */
  title: string;
  /** e.g. "Tenant · 6 months"; null when there is no plan. */
  label: string | null;
  expiresAt: string | null;
  valid: boolean;
  emptyText: string;
}

/** "Subscription — Tenant · 6 months — Valid until 21.11.2026", or what to do when there is none. */
export function CurrentPlanBanner({ title, label, expiresAt, valid, emptyText }: CurrentPlanBannerProps) {
  const { t, i18n } = useTranslation('plans');
  const language = uiLanguage(i18n.resolvedLanguage);
  const date = formatDate(expiresAt, language);
  const Icon = valid ? BadgeCheck : CircleAlert;
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-xl border p-4',
        valid ? 'border-primary/30 bg-primary/5' : 'border-warning/40 bg-warning/8',
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', valid ? 'text-primary' : 'text-warning')} aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{title}</p>
        {label && date ? (
          <>
            <p className="mt-1 font-semibold">{label}</p>
            <p className={valid ? 'text-muted-foreground' : 'font-medium text-foreground'}>
              {valid ? t('validUntil', { date }) : t('expiredOn', { date })}
            </p>
          </>
        ) : (
          <p className="mt-1 font-medium">{emptyText}</p>
        )}
      </div>
    </div>
  );
}
