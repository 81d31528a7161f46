import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils';
import '../i18n';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Green for a strong match, the brand colour for a good one, amber below half. */
const tone = (score: number) => (score >= 75 ? 'text-success' : score >= 50 ? 'text-primary' : 'text-warning');

/** The score (0–100) as a ring with the number inside; screen readers hear "Score: 82 of 100". */
export function ScoreRing({ score, className }: { score: number; className?: string }) {
  const { t } = useTranslation('matches');
  const shown = Math.max(0, Math.min(100, Math.round(score)));
  return (
    <div className={cn('relative size-16 shrink-0', className)}>
      <svg viewBox="0 0 64 64" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="32" cy="32" r={RADIUS} fill="none" strokeWidth="6" className="stroke-muted" />
        <circle
          cx="32"
          cy="32"
          r={RADIUS}
          fill="none"
          strokeWidth="6"
          strokeLinecap="round"
          stroke="currentColor"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - shown / 100)}
          className={tone(shown)}
        />
      </svg>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-lg font-bold tabular-nums"
      >
        {shown}
      </span>
      <span className="sr-only">{t('score.label', { score: shown })}</span>
    </div>
  );
}
