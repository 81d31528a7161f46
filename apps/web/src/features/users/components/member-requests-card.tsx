import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, ClipboardList, MapPin } from 'lucide-react';
import type { TenantRequest } from '@mietmatch/contract';
import { formatMoney } from '../../../lib/format';
import { uiLanguage } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAreas } from '../../areas';
import { useMemberRequests } from '../api/member-requests';
import { placeholderKeys } from '../../../lib/list-keys';

/** The anchor the admin's users table opens (`/user-profile/:id#requests`). */
const REQUESTS_ANCHOR = 'requests';

const STATUS_VARIANT = { available: 'success', found: 'secondary', paused: 'warning' } as const;

function RequestRow({
  request,
  showStatus,
  sharedName,
}: {
  request: TenantRequest;
  showStatus: boolean;
  sharedName: boolean;
}) {
  const { t, i18n } = useTranslation('users');
  const language = uiLanguage(i18n.resolvedLanguage);
  // A name several towns share reads as the area picker writes it: "Halle (Sachsen-Anhalt)".
  const city =
    request.targetCity && sharedName && request.targetState
      ? `${request.targetCity} (${request.targetState})`
      : request.targetCity;
  const area = [
    city ?? t('requests.noArea'),
    request.targetPostalCode.join(', '),
    request.radius > 0 ? t('requests.radius', { km: request.radius }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const budget =
    request.maxPrice > 0
      ? t('requests.budget', {
          amount: formatMoney(Math.round(request.maxPrice * 100), language).replace(/[.,]00(?=\D*$)/, ''),
        })
      : null;
  const facts = [
    t('requests.rooms', { count: request.requiredRooms }),
    t('requests.residents', { count: request.numberOfResidents }),
  ].join(' · ');
  return (
    <li>
      <Link
        to={`/tenant-request-details/${request.id}`}
        className="group flex items-center gap-3 rounded-lg border p-2.5 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <MapPin className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium [overflow-wrap:anywhere] group-hover:underline">{area}</span>
          <span className="block truncate text-sm text-muted-foreground">{facts}</span>
          {/* On a phone the budget and the status go under the area, which would otherwise shrink to a few letters. */}
          <span className="mt-1 flex flex-wrap items-center gap-2 sm:hidden">
            {budget ? <span className="text-sm font-semibold tabular-nums">{budget}</span> : null}
            {showStatus ? (
              <Badge variant={STATUS_VARIANT[request.status]}>{t(`requests.status.${request.status}`)}</Badge>
            ) : null}
          </span>
        </span>
        <span className="hidden shrink-0 flex-col items-end gap-1 sm:flex">
          {budget ? <span className="text-sm font-semibold tabular-nums">{budget}</span> : null}
          {showStatus ? (
            <Badge variant={STATUS_VARIANT[request.status]}>{t(`requests.status.${request.status}`)}</Badge>
          ) : null}
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
}

/**
 * A tenant's requests on their profile, as the viewer may see them: landlords the published ones;
 * admins (and the tenant) every one, with its status. Paged like every list.
 */
export function MemberRequestsCard({ memberId, seesAll }: { memberId: string; seesAll: boolean }) {
  const { t } = useTranslation('users');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const requests = useMemberRequests(memberId, page, pageSize);
  // The area data (loaded once per visit) tells which names several towns share.
  const areas = useAreas().data;
  const shared = (name: string | null) => Boolean(name && (areas?.byName.get(name)?.length ?? 0) > 1);
  const location = useLocation();
  const card = useRef<HTMLElement>(null);
  const loaded = requests.isSuccess;

  // Opened as /user-profile/:id#requests (the admin's "Open requests"): once the list is there, show it.
  useEffect(() => {
    if (loaded && location.hash === `#${REQUESTS_ANCHOR}`) card.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, location.hash]);

  const total = requests.data?.total ?? 0;
  return (
    <section id={REQUESTS_ANCHOR} ref={card} className="scroll-mt-24" aria-labelledby={`${REQUESTS_ANCHOR}-title`}>
      <Card>
        <CardHeader>
          <CardTitle id={`${REQUESTS_ANCHOR}-title`} className="flex items-center gap-2">
            <ClipboardList className="size-5 text-primary" aria-hidden="true" />
            {t('requests.title')}
          </CardTitle>
          {requests.data ? (
            <CardDescription>
              {total > 0
                ? t('requests.count', { count: total })
                : seesAll
                  ? t('requests.noneAtAll')
                  : t('requests.none')}
              {total > 0 && seesAll ? ` · ${t('requests.allShown')}` : ''}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {requests.isPending ? (
            <div className="flex flex-col gap-2" aria-hidden="true">
              {placeholderKeys(2).map((key) => (
                <Skeleton key={key} className="h-[68px] w-full rounded-lg" />
              ))}
            </div>
          ) : requests.isError ? (
            <LoadError error={requests.error} />
          ) : requests.data.items.length > 0 ? (
            <ul className={cn('flex flex-col gap-2', requests.isPlaceholderData && 'opacity-60')}>
              {requests.data.items.map((request) => (
                <RequestRow
                  key={request.id}
                  request={request}
                  showStatus={seesAll}
                  sharedName={shared(request.targetCity)}
                />
              ))}
            </ul>
          ) : null}
          {total > 10 ? (
            <Pagination
              page={page}
              pageSize={pageSize}
              total={total}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
