import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bot, ChevronDown, Sparkles } from 'lucide-react';
import { formatDate } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { ReportGroup } from '../api/reports';

/** How many reports show before "Show all". */
const FIRST_REPORTS = 3;

/** The reasons given, most frequent first, each with its count. */
export function ReasonBadges({ reasons }: { reasons: ReportGroup['reports']['reasons'] }) {
  const { t } = useTranslation('moderation-admin');
  const sorted = [...reasons].sort((a, b) => b.count - a.count);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('reports.reasons')}>
      {sorted.map(({ reason, count }) => (
        <li key={reason}>
          <Badge variant={reason === 'scam' || reason === 'illegal' ? 'destructive' : 'secondary'}>
            {t(`reason.${reason}`)}
            <span className="tabular-nums opacity-80">· {count}</span>
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Each report: reason, who kind of reporter it was (never who), when, and the explanation. */
export function ReportList({ reports }: { reports: ReportGroup['reports']['items'] }) {
  const { t, i18n } = useTranslation('moderation-admin');
  const [all, setAll] = useState(false);
  const language = i18n.resolvedLanguage ?? 'de';
  const shown = all ? reports : reports.slice(0, FIRST_REPORTS);
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col divide-y rounded-lg border">
        {shown.map((report) => (
          <li key={report.id} className="flex flex-col gap-1.5 px-3 py-2.5">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span className="font-medium">{t(`reason.${report.reason}`)}</span>
              <Badge variant={report.automated ? 'warning' : 'outline'}>
                {report.automated
                  ? t('reports.automated')
                  : report.byMember
                    ? t('reports.member')
                    : t('reports.anonymous')}
              </Badge>
              <span className="text-xs text-muted-foreground">{formatDate(report.createdAt, language)}</span>
              <span className="ml-auto font-mono text-xs text-muted-foreground">{report.reference}</span>
            </div>
            <p className="whitespace-pre-line break-words text-sm leading-relaxed text-muted-foreground">
              {report.explanation}
            </p>
          </li>
        ))}
      </ul>
      {reports.length > FIRST_REPORTS ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          <ChevronDown
            className={all ? 'rotate-180 transition-transform' : 'transition-transform'}
            aria-hidden="true"
          />
          {all ? t('reports.showFewer') : t('reports.showAll', { count: reports.length })}
        </Button>
      ) : null}
    </div>
  );
}

/** The automatic scam signals, disclosed as such. */
export function SignalList({ signals }: { signals: ReportGroup['signals'] }) {
  const { t, i18n } = useTranslation('moderation-admin');
  if (signals.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group inside a card, not a form (a region would repeat its landmark name in every card)
    <div
      role="group"
      aria-label={t('signals.label')}
      className="flex flex-col gap-2 rounded-lg border border-warning/30 bg-warning/8 p-3"
    >
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Bot className="size-4 text-warning" aria-hidden="true" />
        {t('signals.label')}
      </h4>
      <ul className="flex flex-col gap-2">
        {signals.map((signal) => (
          <li
            key={`${signal.kind}-${signal.createdAt}-${signal.detail}`}
            className="grid grid-cols-[1rem_minmax(0,1fr)] gap-x-2 text-sm"
          >
            <Sparkles className="mt-0.5 size-3.5 text-warning" aria-hidden="true" />
            <span className="flex flex-wrap items-baseline gap-x-2 font-medium">
              {t(`signals.kind.${signal.kind}`)}
              <span className="text-xs font-normal text-muted-foreground">
                {formatDate(signal.createdAt, i18n.resolvedLanguage ?? 'de')}
              </span>
            </span>
            <span className="col-start-2 break-words text-muted-foreground">{signal.detail}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
