import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, SearchX, Sparkles } from 'lucide-react';
import type { MatchReason } from '@mietmatch/contract';
import { ApiError } from '../../../lib/api-client';
import { placeholderKeys } from '../../../lib/list-keys';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import { usePageParams } from '../../../components/pagination-params';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import '../i18n';
import { MatchReasons } from './match-reasons';
import { ScoreExplainer } from './score-explainer';
import { ScoreRing } from './score-ring';

interface MatchPage<T> {
  items: T[];
  total: number;
}

interface MatchPageShellProps<T extends { score: number; reasons: MatchReason[] }> {
  /** The listing's or request's own page. */
  backTo: string;
  backLabel: string;
  /** What the matches are for, e.g. the listing's title; shown once it has loaded. */
  subject?: string;
  intro: string;
  emptyTitle: string;
  emptyText: string;
  query: UseQueryResult<MatchPage<T>>;
  keyOf: (item: T) => string;
  /** The counterpart's card (the existing listing or request card). */
  card: (item: T) => ReactNode;
  /** Actions beside the score, e.g. the landlord's "Write a message". */
  action?: (item: T) => ReactNode;
  /** Property cards are tall (image), request cards wide: each page gives its card column. */
  cardColumn: string;
  /** Below the intro: the request's target area on a map. */
  extra?: ReactNode;
}

function MatchesSkeleton({ cardColumn }: { cardColumn: string }) {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      {placeholderKeys(2).map((key) => (
        <div key={key} className={`grid gap-4 ${cardColumn}`}>
          <Skeleton className="h-56 rounded-xl" />
          <Skeleton className="h-56 rounded-xl" />
        </div>
      ))}
    </div>
  );
}

/** One ranked match: the counterpart's card beside its score, reasons and actions. */
function MatchItem<T extends { score: number; reasons: MatchReason[] }>({
  item,
  rank,
  props,
}: {
  item: T;
  rank: number;
  props: MatchPageShellProps<T>;
}) {
  const { t } = useTranslation('matches');
  const fitting = item.reasons.filter((reason) => reason.fits).length;
  return (
    <li className={`grid items-start gap-4 ${props.cardColumn}`}>
      {props.card(item)}
      <Card className="flex flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center gap-4">
          <ScoreRing score={item.score} />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium uppercase tracking-wider text-muted-foreground">{t('rank', { rank })}</p>
            <p className="font-semibold">{t('score.headline', { score: item.score })}</p>
            <p className="text-sm text-muted-foreground">
              {t('score.fitting', { count: fitting, total: item.reasons.length })}
            </p>
          </div>
          {props.action ? <div className="w-full sm:w-auto">{props.action(item)}</div> : null}
        </div>
        <MatchReasons reasons={item.reasons} />
      </Card>
    </li>
  );
}

/**
 * The frame both match pages share: the way back, what the matches are for, how the score works,
 * and the ranked list with its loading, error, empty and paging states.
 */
export function MatchPageShell<T extends { score: number; reasons: MatchReason[] }>(props: MatchPageShellProps<T>) {
  const { t } = useTranslation('matches');
  const paging = usePageParams();
  const { query } = props;
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link to={props.backTo} className={buttonClasses('ghost', 'sm', 'self-start')}>
          <ArrowLeft aria-hidden="true" />
          {props.backLabel}
        </Link>
        {props.subject ? <h2 className="text-xl font-semibold tracking-tight">{props.subject}</h2> : null}
        <p className="text-muted-foreground">
          {props.intro}
          {query.data && query.data.total > 0 ? (
            <span className="ml-2 font-medium text-foreground">{t('count', { count: query.data.total })}</span>
          ) : null}
        </p>
      </div>
      {props.extra}
      <ScoreExplainer />
      {query.isPending ? (
        <MatchesSkeleton cardColumn={props.cardColumn} />
      ) : missing ? (
        <EmptyState icon={<SearchX />} title={t('notFound.title')}>
          {t('notFound.text')}
        </EmptyState>
      ) : query.isError ? (
        <LoadError error={query.error} />
      ) : query.data.total === 0 ? (
        <EmptyState icon={<Sparkles />} title={props.emptyTitle}>
          {props.emptyText}
        </EmptyState>
      ) : (
        <>
          <ol className="flex flex-col gap-6" aria-label={t('listLabel')}>
            {query.data.items.map((item, index) => (
              <MatchItem
                key={props.keyOf(item)}
                item={item}
                rank={(paging.page - 1) * paging.pageSize + index + 1}
                props={props}
              />
            ))}
          </ol>
          <Pagination {...paging} total={query.data.total} />
        </>
      )}
    </div>
  );
}
