import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';
import type { MatchReason } from '@mietmatch/contract';
import { cn } from '../../../lib/utils';
import '../i18n';

/** Each criterion: ✓ fits or ✗ does not, the API's detail in the member's language, and its points. */
export function MatchReasons({ reasons }: { reasons: MatchReason[] }) {
  const { t } = useTranslation('matches');
  return (
    <ul aria-label={t('reasons.label')} className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {reasons.map((reason) => (
        <li key={reason.criterion} className="flex items-start gap-2 text-sm" data-fits={reason.fits}>
          <span
            className={cn(
              'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full',
              reason.fits ? 'bg-success/12 text-success' : 'bg-destructive/10 text-destructive',
            )}
          >
            {reason.fits ? (
              <Check className="size-3.5" aria-hidden="true" />
            ) : (
              <X className="size-3.5" aria-hidden="true" />
            )}
          </span>
          <span className="min-w-0 flex-1">
            <span className="sr-only">{reason.fits ? t('reasons.fits') : t('reasons.notFits')}: </span>
            <span className="block font-medium">{t(`criteria.${reason.criterion}`)}</span>
            {reason.detail ? <span className="block text-muted-foreground">{reason.detail}</span> : null}
          </span>
          <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
            <span aria-hidden="true">
              {reason.points}/{reason.maxPoints}
            </span>
            <span className="sr-only">{t('reasons.points', { points: reason.points, max: reason.maxPoints })}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
