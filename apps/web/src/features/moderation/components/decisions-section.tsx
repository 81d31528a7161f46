import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import '../i18n';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMyDecisions } from '../api/decisions';
import { DecisionEntry } from './decision-entry';

/**
 * "Moderationsentscheidungen" / "Moderation decisions" on /profile-view: every statement of reasons
 * about the member's content or account and the outcomes of their reports, newest first. Paged here,
 * not in the URL: the page's address carries the `#decision-<id>` anchor that mails and marks link to.
 */
export function DecisionsSection() {
  const { t } = useTranslation('moderation');
  const { hash } = useLocation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useMyDecisions(page, pageSize);
  const target = hash.startsWith('#decision-') ? decodeURIComponent(hash.slice(1)) : null;
  const loaded = query.isSuccess;

  // Opened from a "removed by moderation" mark or a mail: bring that statement into view once it is there.
  useEffect(() => {
    if (!loaded || !target) return;
    const element = document.getElementById(target);
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'start' });
  }, [loaded, target]);

  return (
    <Card role="region" aria-labelledby="moderation-decisions-title" id="moderation-decisions" className="scroll-mt-24">
      <CardHeader>
        <CardTitle id="moderation-decisions-title">{t('decisions.title')}</CardTitle>
        <CardDescription>{t('decisions.intro')}</CardDescription>
      </CardHeader>
      {query.isPending ? (
        <div className="flex flex-col gap-3 border-t px-6 py-5" aria-busy="true">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : query.isError ? (
        <div className="border-t px-6 py-5">
          <LoadError error={query.error} />
        </div>
      ) : query.data.total === 0 ? (
        <div className="flex flex-col items-center gap-2 border-t px-6 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
          <p className="font-medium">{t('decisions.emptyTitle')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('decisions.emptyText')}</p>
        </div>
      ) : (
        <>
          <div className={query.isPlaceholderData ? 'opacity-60' : undefined}>
            {query.data.items.map((decision) => (
              <DecisionEntry key={decision.id} decision={decision} highlighted={target === `decision-${decision.id}`} />
            ))}
          </div>
          {query.data.total > 10 ? (
            <Pagination
              className="px-6 pb-5"
              page={page}
              pageSize={pageSize}
              total={query.data.total}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}
