import '../i18n';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Scale } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAdminComplaints, type AdminComplaint } from '../api/complaints';
import { ComplaintCard, ComplaintSkeleton } from '../components/complaint-card';
import { ModerationNav } from '../components/moderation-nav';
import { PagedList } from '../components/paged-list';
import { ResolveDialog } from '../components/resolve-dialog';
import { readComplaintFilters, writeComplaintFilters, type ComplaintFilters } from '../queue-filters';

/** /moderation/complaints: complaints against decisions (DSA Art. 20), open and resolved. */
export function ComplaintsPage() {
  const { t, i18n } = useTranslation('moderation-admin');
  const [params, setParams] = useSearchParams();
  const filters = readComplaintFilters(params);
  const complaints = useAdminComplaints(filters);
  const [resolving, setResolving] = useState<AdminComplaint | null>(null);

  const update = useCallback(
    (change: Partial<ComplaintFilters>) =>
      setParams((current) => writeComplaintFilters({ ...readComplaintFilters(current), page: 1, ...change })),
    [setParams],
  );
  const items = complaints.data?.items ?? [];
  const total = complaints.data?.total;

  return (
    <div className="flex flex-col gap-5">
      <ModerationNav />
      <p className="text-muted-foreground">{t('complaints.intro')}</p>
      <Tabs value={filters.status} onValueChange={(status) => update({ status: status as ComplaintFilters['status'] })}>
        <TabsList aria-label={t('complaints.tabs')}>
          <TabsTrigger value="open">{t('complaints.open')}</TabsTrigger>
          <TabsTrigger value="resolved">{t('complaints.resolved')}</TabsTrigger>
        </TabsList>
        {/* The list's heading: the cards' titles (h3) sit under it. */}
        <h2 className="mt-4 text-sm font-normal text-muted-foreground" aria-live="polite">
          {total !== undefined ? t('complaints.results', { count: total, lng: i18n.resolvedLanguage }) : '\u00a0'}
        </h2>
        <TabsContent value={filters.status} className="mt-3">
          <PagedList
            query={complaints}
            count={items.length}
            skeleton={[0, 1].map((i) => <ComplaintSkeleton key={i} />)}
            empty={
              <EmptyState icon={<Scale aria-hidden="true" />} title={t(`complaints.empty.${filters.status}`)}>
                {t(`complaints.emptyHint.${filters.status}`)}
              </EmptyState>
            }
            page={filters.page}
            pageSize={filters.pageSize}
            onPageChange={(page) => update({ page })}
            onPageSizeChange={(pageSize) => update({ pageSize })}
          >
            {items.map((complaint) => (
              <ComplaintCard key={complaint.id} complaint={complaint} onResolve={setResolving} />
            ))}
          </PagedList>
        </TabsContent>
      </Tabs>
      <ResolveDialog complaint={resolving} onClose={() => setResolving(null)} />
    </div>
  );
}
