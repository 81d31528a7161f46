import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Inbox } from 'lucide-react';
import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type LandlordApplicationStatus,
  type PipelineItem,
  type PipelinePage,
} from '@mietmatch/contract';
import { placeholderKeys } from '../../../lib/list-keys';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import type { usePageParams } from '../../../components/pagination-params';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { liveCount } from '../pipeline-query';
import { ApplicantCard } from './applicant-card';

/** The pipeline's steps with their counts, and the sort: both change the page's address. */
export function PipelineSteps({
  counts,
  sort,
  onGo: go,
}: {
  counts: PipelinePage['counts'] | undefined;
  sort: string;
  onGo: (next: Record<string, string>) => void;
}) {
  const { t } = useTranslation('applications');
  // Eight steps do not fit beside the sort: the steps scroll sideways on their own row.
  return (
    <div className="flex min-w-0 flex-col-reverse gap-3">
      <div className="-mx-4 min-w-0 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList aria-label={t('pipeline.tabs')} className="w-max">
          {APPLICATION_STATUSES.map((value) => (
            <TabsTrigger
              key={value}
              value={value}
              className="gap-1.5"
              aria-label={`${t(`status.${value}`)} (${counts?.[value] ?? 0})`}
            >
              {t(`status.${value}`)}
              <span aria-hidden="true" className="rounded-full bg-background/70 px-1.5 text-xs tabular-nums">
                {counts?.[value] ?? 0}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <div className="flex items-center gap-2 sm:self-end">
        <Label htmlFor="pipeline-sort" className="shrink-0">
          {t('pipeline.sort')}
        </Label>
        <Select id="pipeline-sort" className="w-auto" value={sort} onChange={(e) => go({ sort: e.target.value })}>
          {APPLICATION_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`pipeline.sorts.${value}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

/** What a landlord does with the applicants they ticked. */
export function BulkBar({ count, onDecline, onClear }: { count: number; onDecline: () => void; onClear: () => void }) {
  const { t } = useTranslation('applications');
  return (
    <section
      aria-label={t('pipeline.bulk.label')}
      className="sticky top-16 z-10 flex flex-wrap items-center gap-3 rounded-lg border bg-card px-4 py-2 shadow-card"
    >
      <span className="text-sm font-medium">{t('pipeline.bulk.selected', { count })}</span>
      <Button size="sm" variant="destructive" onClick={onDecline}>
        {t('pipeline.bulk.decline')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        {t('pipeline.bulk.clear')}
      </Button>
    </section>
  );
}

/** The applicants of one step: loading, failed, empty, or the cards and the paging. */
export function ApplicantList({
  status,
  pipeline,
  paging,
  selected,
  onSelect,
  onStep,
  onDeclineOthers,
  busy,
}: {
  status: ApplicationStatus;
  pipeline: UseQueryResult<PipelinePage>;
  paging: ReturnType<typeof usePageParams>;
  selected: ReadonlySet<string>;
  onSelect: (id: string, on: boolean) => void;
  onStep: (item: PipelineItem, status: LandlordApplicationStatus) => void;
  onDeclineOthers?: (item: PipelineItem) => void;
  busy?: { id: string; status: LandlordApplicationStatus };
}) {
  const { t } = useTranslation('applications');
  const counts = pipeline.data?.counts;
  if (pipeline.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        {placeholderKeys(3).map((key) => (
          <Skeleton key={key} className="h-56 w-full" />
        ))}
      </div>
    );
  }
  if (pipeline.isError) return <LoadError error={pipeline.error} />;
  if (pipeline.data.total === 0) {
    return (
      <EmptyState icon={<Inbox />} title={t('pipeline.emptyTitle', { status: t(`status.${status}`) })}>
        {liveCount(counts) + (counts?.declined ?? 0) === 0 ? t('pipeline.emptyText') : null}
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="grid gap-4 xl:grid-cols-2" aria-label={t(`status.${status}`)}>
        {pipeline.data.items.map((item) => (
          <ApplicantCard
            key={item.id}
            item={item}
            selected={selected.has(item.id)}
            onSelect={(on) => onSelect(item.id, on)}
            onStep={onStep}
            onDeclineOthers={onDeclineOthers}
            busyStep={busy?.id === item.id ? busy.status : undefined}
          />
        ))}
      </ul>
      <Pagination {...paging} total={pipeline.data.total} />
    </>
  );
}
