import { type ReactNode, useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagesSquare } from 'lucide-react';
import '../i18n';
import { useCurrentUser } from '../../../lib/current-user';
import { buttonClasses } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Pagination, pageSizeFrom } from '../../../components/pagination';
import { useInboxes } from '../api/inboxes';
import type { InboxFilter } from '../api/keys';
import { InboxList, InboxListSkeleton } from '../components/inbox-list';

const FILTERS: InboxFilter[] = ['sent', 'received', 'all'];
const filterFrom = (value: string | null): InboxFilter =>
  FILTERS.includes(value as InboxFilter) ? (value as InboxFilter) : 'all';

/** The member's inboxes with the tabs sent / received / all (`/all-inquiries`); tab and page live in the URL. */
export function AllInquiriesPage() {
  const { t } = useTranslation('inquiries');
  const user = useCurrentUser().data!;
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params.get('filter'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = pageSizeFrom(params.get('limit'));
  const inboxes = useInboxes(filter, page, limit);

  const update = useCallback(
    (next: { filter?: InboxFilter; page?: number; limit?: number }) =>
      setParams(
        (current) => {
          const merged = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) merged.set(key, String(value));
          return merged;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onPageChange = useCallback((p: number) => update({ page: p }), [update]);

  const emptyAction =
    user.role === 'client' ? (
      <Link to="/properties-list" className={buttonClasses('outline')}>
        {t('list.findProperties')}
      </Link>
    ) : (
      <Link to="/all-tenant-requests" className={buttonClasses('outline')}>
        {t('list.findTenants')}
      </Link>
    );

  let body: ReactNode;
  if (inboxes.isPending) body = <InboxListSkeleton />;
  else if (inboxes.isError) body = <LoadError error={inboxes.error} />;
  else if (inboxes.data.total === 0)
    body = (
      <EmptyState icon={<MessagesSquare />} title={t(`list.emptyTitle.${filter}`)} action={emptyAction}>
        {user.role === 'client' ? t('list.emptyClient') : t('list.emptyContractor')}
      </EmptyState>
    );
  else
    body = (
      <div className="flex flex-col gap-4">
        <InboxList inboxes={inboxes.data.items} userId={user.id} />
        <Pagination
          page={page}
          pageSize={limit}
          total={inboxes.data.total}
          onPageChange={onPageChange}
          onPageSizeChange={(size) => update({ limit: size, page: 1 })}
        />
      </div>
    );

  return (
    <Tabs
      value={filter}
      onValueChange={(value) => update({ filter: value as InboxFilter, page: 1 })}
      className="flex flex-col gap-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList aria-label={t('tabs.label')}>
          {FILTERS.map((f) => (
            <TabsTrigger key={f} value={f} className="px-4">
              {t(`tabs.${f}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {inboxes.data && inboxes.data.total > 0 ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('list.count', { count: inboxes.data.total })}
          </p>
        ) : null}
      </div>
      <TabsContent value={filter} className="mt-0" aria-busy={inboxes.isFetching || undefined}>
        {body}
      </TabsContent>
    </Tabs>
  );
}
