import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, CalendarPlus } from 'lucide-react';
import type { ViewingInvitation } from '@mietmatch/contract';
import { useCurrentUser } from '../../../lib/current-user';
import { placeholderKeys } from '../../../lib/list-keys';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { Pagination } from '../../../components/pagination';
import { usePageParams } from '../../../components/pagination-params';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import '../i18n';
import { useInvitations, useViewings, type ViewingsWhen } from '../api/viewings';
import { personName } from '../format';
import { PlaceLine } from '../components/place-line';
import { ViewingItem } from '../components/viewing-item';

/** A tenant's invitations still without a booking, each leading to the slots. */
function OpenInvitations({ items }: { items: ViewingInvitation[] }) {
  const { t } = useTranslation('viewings');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading" className="flex flex-col gap-3">
      <h2 id="invitations-heading" className="text-lg font-semibold">
        {t('mine.invitations')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((invitation) => (
          <li key={invitation.id}>
            <Card className="flex h-full flex-col gap-2 border-primary/30 bg-primary/[0.03] p-4">
              <p className="font-semibold">{invitation.property.title}</p>
              <PlaceLine place={invitation.property} hint={false} />
              <p className="text-sm text-muted-foreground">
                {t('mine.invitedBy', { name: personName(invitation.landlord) })} ·{' '}
                {t('mine.openSlots', { count: invitation.openSlots })}
              </p>
              <Button asChild size="sm" className="mt-auto self-start">
                <Link to={`/properties/${encodeURIComponent(invitation.propertyId)}/book-viewing`}>
                  <CalendarPlus aria-hidden="true" />
                  {t('mine.choose')}
                </Link>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /my-viewings — upcoming and past viewings of either side; tenants see their open invitations on top. */
export function MyViewingsPage() {
  const { t } = useTranslation('viewings');
  const [params, setParams] = useSearchParams();
  const when: ViewingsWhen = params.get('when') === 'past' ? 'past' : 'upcoming';
  const paging = usePageParams();
  const asTenant = useCurrentUser().data?.role === 'client';
  const invitations = useInvitations(asTenant);
  const list = useViewings(when, paging.page, paging.pageSize);
  const open = (invitations.data?.items ?? []).filter((i) => i.bookingId === null);

  return (
    <div className="flex flex-col gap-8">
      {asTenant ? <OpenInvitations items={open} /> : null}
      <section>
        <Tabs
          className="flex flex-col gap-4"
          value={when}
          onValueChange={(value) => setParams(value === 'past' ? { when: 'past' } : {}, { replace: true })}
        >
          <TabsList aria-label={t('mine.tabs')}>
            <TabsTrigger value="upcoming">{t('mine.upcoming')}</TabsTrigger>
            <TabsTrigger value="past">{t('mine.past')}</TabsTrigger>
          </TabsList>
          {/* The chosen tab's panel: its trigger's aria-controls must name an element that exists. */}
          <TabsContent value={when} className="mt-0 flex flex-col gap-4">
            {list.isPending ? (
              <div className="flex flex-col gap-3" aria-busy="true">
                {placeholderKeys(3).map((key) => (
                  <Skeleton key={key} className="h-36 w-full" />
                ))}
              </div>
            ) : list.isError ? (
              <LoadError error={list.error} />
            ) : list.data.total === 0 ? (
              <EmptyState
                icon={<CalendarDays />}
                title={when === 'past' ? t('mine.emptyPast') : t('mine.emptyUpcoming')}
              >
                {asTenant ? t('mine.emptyTenant') : t('mine.emptyLandlord')}
              </EmptyState>
            ) : (
              <>
                <h2 id="viewings-heading" className="sr-only">
                  {t('mine.count', { count: list.data.total })}
                </h2>
                <ul className="flex flex-col gap-3" aria-labelledby="viewings-heading">
                  {list.data.items.map((viewing) => (
                    <ViewingItem key={viewing.id} viewing={viewing} asTenant={asTenant} />
                  ))}
                </ul>
                <Pagination {...paging} total={list.data.total} />
              </>
            )}
          </TabsContent>
        </Tabs>
      </section>
    </div>
  );
}
