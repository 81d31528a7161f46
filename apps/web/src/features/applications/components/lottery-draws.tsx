import { useTranslation } from 'react-i18next';
import { FAIR_CRITERIA, type LotteryDraw } from '@mietmatch/contract';
import { formatDate } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { Badge } from '../../../components/ui/badge';
import '../i18n';

/** Numbers as the landlord knows the applicants: "1, 4, 7". */
const numbers = (entries: LotteryDraw['eligible']) => entries.map((e) => e.number).join(', ');

/** What a draw was: its criteria, the eligible and the drawn numbers, and the seed that decided it. */
export function DrawFacts({ draw }: { draw: LotteryDraw }) {
  const { t } = useTranslation('applications');
  const criteria = FAIR_CRITERIA.filter((c) => draw.criteria[c] === true).map((c) => t(`lottery.criteria.${c}`));
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      <dt className="text-muted-foreground">{t('lottery.drawn')}</dt>
      <dd className="flex flex-wrap gap-1.5">
        {draw.invited.length > 0
          ? draw.invited.map((e) => (
              <Badge key={e.applicationId} variant="success">
                {t('pipeline.anonymousName', { number: e.number })}
              </Badge>
            ))
          : t('lottery.nobody')}
      </dd>
      <dt className="text-muted-foreground">{t('lottery.eligible', { count: draw.eligible.length })}</dt>
      <dd className="tabular-nums">{draw.eligible.length > 0 ? numbers(draw.eligible) : '–'}</dd>
      <dt className="text-muted-foreground">{t('lottery.criteriaUsed')}</dt>
      <dd>{criteria.length > 0 ? criteria.join(' · ') : t('lottery.noCriteria')}</dd>
      <dt className="text-muted-foreground">{t('lottery.seed')}</dt>
      <dd className="font-mono text-xs break-all">{draw.seed}</dd>
    </dl>
  );
}

/** The listing's earlier draws, newest first, each opened on demand. */
export function PastDraws({ draws }: { draws: LotteryDraw[] }) {
  const { t, i18n } = useTranslation('applications');
  const language = uiLanguage(i18n.resolvedLanguage);
  if (draws.length === 0) return <p className="text-sm text-muted-foreground">{t('lottery.noDraws')}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('lottery.past')}>
      {draws.map((draw) => (
        <li key={draw.drawId}>
          <details className="rounded-lg border">
            <summary className="cursor-pointer rounded-lg px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring">
              {t('lottery.pastSummary', {
                date: formatDate(draw.createdAt, language),
                drawn: draw.invited.length,
                count: draw.eligible.length,
              })}
            </summary>
            <div className="border-t px-3 py-3">
              <DrawFacts draw={draw} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
