import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import type { Inbox, PropertyList, User } from '@mietmatch/contract';
import '../i18n';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { InviteToViewingButton } from '../../viewings';

/** The landlord's own listings a tenant can be invited to (deactivated ones take no viewings). */
function useOwnListings(landlordId: string) {
  // The same key My Properties uses for this query, so a listing saved elsewhere shows here too.
  const query = new URLSearchParams({ listedBy: landlordId, page: '1', pageSize: '50' }).toString();
  return useQuery({
    queryKey: ['properties', 'list', query],
    queryFn: ({ signal }) => apiRequest<PropertyList>(`/landlord/filter?${query}`, { signal }),
    select: (list) => list.items.filter((p) => p.status !== 'deactivated' && p.moderation !== 'removed'),
  });
}

/** A landlord invites a tenant to a viewing of one of their listings: choose it, then invite. */
function InviteToOwnProperty({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('inquiries');
  const user = useCurrentUser().data;
  const listings = useOwnListings(user?.id ?? '');
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  if (listings.isPending) return <Skeleton className="h-9 w-56" />;
  if (listings.isError) return null;
  const items = listings.data ?? [];
  if (items.length === 0) {
    return (
      <p className="text-sm">
        {t('viewing.noListings')}{' '}
        <Link to="/add-property" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('viewing.addListing')}
        </Link>
      </p>
    );
  }
  const propertyId = items.some((p) => p.id === chosen) ? chosen : items[0]!.id;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('viewing.property')}
        </label>
        <Select
          id={selectId}
          className="h-9 py-1 sm:max-w-64"
          value={propertyId}
          onChange={(event) => setChosen(event.target.value)}
        >
          {items.map((property) => (
            <option key={property.id} value={property.id}>
              {property.title}
            </option>
          ))}
        </Select>
      </div>
      <InviteToViewingButton propertyId={propertyId} tenantId={tenantId} />
    </div>
  );
}

/**
 * A landlord's invitation to a viewing, beside a conversation with a tenant or on the tenant's request:
 * with a listing given (the conversation is about it) the invitation is for it; else the landlord chooses
 * one of their listings first.
 */
export function ViewingInviteCard({ tenantId, propertyId }: { tenantId: string; propertyId?: string }) {
  const { t } = useTranslation('inquiries');
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-3 p-5">
      <h3 id={titleId} className="flex items-center gap-2 font-semibold">
        <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
        {t('viewing.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{propertyId ? t('viewing.text') : t('viewing.choose')}</p>
      {propertyId ? (
        <InviteToViewingButton propertyId={propertyId} tenantId={tenantId} className="w-full sm:w-auto lg:w-full" />
      ) : (
        <InviteToOwnProperty tenantId={tenantId} />
      )}
    </Card>
  );
}

/**
 * A landlord's conversation with an available tenant offers the invitation: about one of the landlord's
 * listings (a tenant writes about the recipient's listing) for that listing, else for one to choose.
 */
export function ThreadViewingInvite({ inbox, viewerRole }: { inbox: Inbox; viewerRole: User['role'] }) {
  const other = inbox.otherMember;
  if (viewerRole !== 'contractor' || other.role !== 'client' || !other.available) return null;
  return (
    <ViewingInviteCard
      tenantId={other.id}
      propertyId={inbox.subjectType === 'property' ? inbox.subjectId : undefined}
    />
  );
}
