import { useQuery } from '@tanstack/react-query';
import type { Inbox, Property, PublicProfile, TenantRequest } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { inquiryKeys } from './keys';

export type Subject =
  | { type: 'property'; property: Property }
  | { type: 'request'; request: TenantRequest }
  | { type: 'profile'; profile: PublicProfile };

async function fetchSubject(type: Inbox['subjectType'], id: string): Promise<Subject> {
  const path = encodeURIComponent(id);
  if (type === 'property') return { type, property: await apiRequest<Property>(`/landlord/${path}`) };
  if (type === 'request') return { type, request: await apiRequest<TenantRequest>(`/tenant/${path}`) };
  return { type, profile: await apiRequest<PublicProfile>(`/users/${path}`) };
}

/** What a conversation is about, as the thread page shows it beside the messages. */
export function useSubject(type: Inbox['subjectType'] | undefined, id: string | undefined) {
  return useQuery({
    queryKey: inquiryKeys.subject(type ?? 'profile', id ?? ''),
    queryFn: () => fetchSubject(type!, id!),
    enabled: Boolean(type && id),
    retry: false,
    staleTime: 60_000,
  });
}
