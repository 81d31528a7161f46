import { useTranslation } from 'react-i18next';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

interface CurrentPlanBannerProps {
  /** e.g. "Tenant · 6 months"; null when there is no plan. */
  label: string | null;
  expiresAt: string | null;
  valid: boolean;
  emptyText: string;
}

/** "Your plan: Tenant · 6 months, valid until 21.11.2026" or what to do when there is none. */
export function CurrentPlanBanner({ label, expiresAt, valid, emptyText }: CurrentPlanBannerProps) {
  const { t, i18n } = useTranslation('plans');
  const language = uiLanguage(i18n.resolvedLanguage);
  const date = formatDate(expiresAt, language);
  const Icon = valid ? BadgeCheck : CircleAlert;
  return (
    <div
      role="status"
      className={cn(
        'mb-8 flex items-start gap-3 rounded-xl border p-4 sm:items-center',
        valid ? 'border-primary/30 bg-primary/5' : 'border-warning/40 bg-warning/8',
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0 sm:mt-0', valid ? 'text-primary' : 'text-warning')} aria-hidden="true" />
      <div className="text-sm">
        {label && date ? (
          <>
            <p className="font-semibold">
              {t('currentPlan')}: {label}
            </p>
            <p className="text-muted-foreground">{valid ? t('validUntil', { date }) : t('expiredOn', { date })}</p>
          </>
        ) : (
          <p className="font-medium">{emptyText}</p>
        )}
      </div>
    </div>
  );
}
