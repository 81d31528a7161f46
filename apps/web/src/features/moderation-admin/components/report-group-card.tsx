import { useTranslation } from 'react-i18next';
import { Gavel } from 'lucide-react';
import { formatDate } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardSkeleton } from './card-skeleton';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ReportGroup } from '../api/reports';
import { DecisionSummary } from './decision-summary';
import { OwnerHistory } from './owner-history';
import { ReasonBadges, ReportList, SignalList } from './report-details';
import { SubjectTitle } from './subject';

const sectionTitle = 'text-xs font-semibold uppercase tracking-wider text-muted-foreground';

/** One reported item with everything needed to decide on it; the owner's history beside it. */
export function ReportGroupCard({ group, onDecide }: { group: ReportGroup; onDecide: (group: ReportGroup) => void }) {
  const { t, i18n } = useTranslation('moderation-admin');
  const language = i18n.resolvedLanguage ?? 'de';
  const heading = group.subject.title ?? t(`kind.${group.subject.type}`);
  return (
    <Card role="article" aria-label={heading} className="flex flex-col gap-5 p-4 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <SubjectTitle subject={group.subject} />
        <div className="flex shrink-0 flex-col gap-2 sm:items-end">
          {group.status === 'open' ? (
            <Button onClick={() => onDecide(group)} className="max-sm:w-full">
              <Gavel aria-hidden="true" />
              {t('queue.decide')}
            </Button>
          ) : (
            <Badge variant="secondary" className="self-start sm:self-end">
              {t('queue.decided')}
            </Badge>
          )}
          <span className="text-xs text-muted-foreground">
            {t('queue.firstReported', { date: formatDate(group.firstReportedAt, language) })}
          </span>
        </div>
      </div>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {group.status === 'decided' && group.decision ? <DecisionSummary decision={group.decision} /> : null}
          <div className="flex flex-col gap-2">
            <h4 className={sectionTitle}>{t('reports.count', { count: group.reports.count })}</h4>
            <ReasonBadges reasons={group.reports.reasons} />
          </div>
          <SignalList signals={group.signals} />
          {group.reports.items.length > 0 ? <ReportList reports={group.reports.items} /> : null}
        </div>
        <OwnerHistory group={group} />
      </div>
    </Card>
  );
}

export function ReportGroupSkeleton() {
  return (
    <CardSkeleton>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex flex-col gap-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-6 w-64" />
          <Skeleton className="h-20 w-full" />
        </div>
        <Skeleton className="h-40 w-full" />
      </div>
    </CardSkeleton>
  );
}
