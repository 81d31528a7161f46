import '../i18n';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Inbox, RotateCcw } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useReportGroups, type ReportGroup } from '../api/reports';
import { DecisionDialog } from '../components/decision-dialog';
import { ModerationNav } from '../components/moderation-nav';
import { PagedList } from '../components/paged-list';
import { QueueFilterBar } from '../components/queue-filter-bar';
import { ReportGroupCard, ReportGroupSkeleton } from '../components/report-group-card';
import { readQueueFilters, writeQueueFilters, type QueueFilters } from '../queue-filters';

/** /moderation: open reports grouped by the reported item, and the items already decided. */
export function ModerationQueuePage() {
  const { t, i18n } = useTranslation('moderation-admin');
  const [params, setParams] = useSearchParams();
  const filters = readQueueFilters(params);
  const groups = useReportGroups(filters);
  const [deciding, setDeciding] = useState<ReportGroup | null>(null);

  // Any change but the page itself starts again at page 1.
  const update = useCallback(
    (change: Partial<QueueFilters>) =>
      setParams((current) => writeQueueFilters({ ...readQueueFilters(current), page: 1, ...change })),
    [setParams],
  );
  const filtered = Boolean(filters.reason || filters.subjectType);
  const items = groups.data?.items ?? [];
  const total = groups.data?.total;

  const empty = (
    <EmptyState
      icon={<Inbox aria-hidden="true" />}
      title={filtered ? t('queue.emptyFiltered') : t(`queue.empty.${filters.status}`)}
      action={
        filtered ? (
          <Button variant="outline" size="sm" onClick={() => update({ reason: '', subjectType: '' })}>
            <RotateCcw aria-hidden="true" />
            {t('filters.reset')}
          </Button>
        ) : undefined
      }
    >
      {filtered ? null : t(`queue.emptyHint.${filters.status}`)}
    </EmptyState>
  );

  return (
    <div className="flex flex-col gap-5">
      <ModerationNav />
      <p className="text-muted-foreground">{t('queue.intro')}</p>
      <Tabs value={filters.status} onValueChange={(status) => update({ status: status as QueueFilters['status'] })}>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <TabsList aria-label={t('queue.tabs')} className="self-start">
            <TabsTrigger value="open">{t('queue.open')}</TabsTrigger>
            <TabsTrigger value="decided">{t('queue.decidedTab')}</TabsTrigger>
          </TabsList>
          <QueueFilterBar filters={filters} onChange={update} />
        </div>
        {/* The list's heading: the cards' titles (h3) sit under it. */}
        <h2 className="mt-4 text-sm font-normal text-muted-foreground" aria-live="polite">
          {total !== undefined ? t('queue.results', { count: total, lng: i18n.resolvedLanguage }) : '\u00a0'}
        </h2>
        <TabsContent value={filters.status} className="mt-3">
          <PagedList
            query={groups}
            count={items.length}
            skeleton={[0, 1].map((i) => <ReportGroupSkeleton key={i} />)}
            empty={empty}
            page={filters.page}
            pageSize={filters.pageSize}
            onPageChange={(page) => update({ page })}
            onPageSizeChange={(pageSize) => update({ pageSize })}
          >
            {items.map((group) => (
              <ReportGroupCard key={group.id} group={group} onDecide={setDeciding} />
            ))}
          </PagedList>
        </TabsContent>
      </Tabs>
      <DecisionDialog group={deciding} onClose={() => setDeciding(null)} />
    </div>
  );
}
