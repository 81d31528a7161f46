import { useTranslation } from 'react-i18next';
import { Gavel, MessageSquareWarning } from 'lucide-react';
import { formatDate } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardSkeleton } from './card-skeleton';
import { Skeleton } from '../../../components/ui/skeleton';
import type { AdminComplaint } from '../api/complaints';
import { DecisionSummary } from './decision-summary';
import { SubjectTitle } from './subject';

const sectionTitle = 'text-xs font-semibold uppercase tracking-wider text-muted-foreground';

/** A complaint: who complains and why, beside the decision it is about; the outcome once resolved. */
export function ComplaintCard({
  complaint,
  onResolve,
}: {
  complaint: AdminComplaint;
  onResolve: (complaint: AdminComplaint) => void;
}) {
  const { t, i18n } = useTranslation('moderation-admin');
  const language = i18n.resolvedLanguage ?? 'de';
  const subject = complaint.decision.subject;
  return (
    <Card
      role="article"
      aria-label={subject.title ?? t(`kind.${subject.type}`)}
      className="flex flex-col gap-5 p-4 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <SubjectTitle subject={subject} />
        {complaint.status === 'open' ? (
          <Button onClick={() => onResolve(complaint)} className="shrink-0 max-sm:w-full">
            <Gavel aria-hidden="true" />
            {t('queue.decide')}
          </Button>
        ) : (
          <Badge variant={complaint.outcome === 'reversed' ? 'warning' : 'secondary'} className="shrink-0 self-start">
            {t(`outcome.${complaint.outcome ?? 'upheld'}.label`)}
          </Badge>
        )}
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        {/* biome-ignore lint/a11y/useSemanticElements: a group inside a card, not a form (a region would repeat its landmark name in every card) */}
        <div role="group" aria-label={t('complaints.complaint')} className="flex flex-col gap-2">
          <h4 className={sectionTitle}>{t('complaints.complaint')}</h4>
          <div className="flex flex-col gap-2 rounded-lg border bg-muted/30 p-4">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <MessageSquareWarning className="size-4 text-primary" aria-hidden="true" />
              <span className="font-medium">{t(`complaints.by.${complaint.complainantRole}`)}</span>
              <span className="text-xs text-muted-foreground">{formatDate(complaint.createdAt, language)}</span>
            </div>
            <p className="whitespace-pre-line break-words text-sm leading-relaxed">{complaint.explanation}</p>
          </div>
          {complaint.status === 'resolved' ? (
            <div className="flex flex-col gap-1 rounded-lg border p-4 text-sm">
              <span className="font-medium">
                {t('complaints.resolvedOn', {
                  outcome: t(`outcome.${complaint.outcome ?? 'upheld'}.label`),
                  date: formatDate(complaint.resolvedAt, language),
                })}
              </span>
              <p className="whitespace-pre-line break-words leading-relaxed text-muted-foreground">
                {complaint.statement}
              </p>
            </div>
          ) : null}
        </div>
        <section className="flex flex-col gap-2">
          <h4 className={sectionTitle}>{t('complaints.original')}</h4>
          <DecisionSummary decision={complaint.decision} />
        </section>
      </div>
    </Card>
  );
}

export function ComplaintSkeleton() {
  return (
    <CardSkeleton>
      <div className="grid gap-5 lg:grid-cols-2">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    </CardSkeleton>
  );
}
