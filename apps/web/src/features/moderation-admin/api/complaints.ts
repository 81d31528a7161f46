import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  adminComplaintListSchema,
  adminComplaintSchema,
  ComplaintOutcome,
  complaintSchema,
} from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { writeComplaintFilters, type ComplaintFilters } from '../queue-filters';
import { moderationKeys } from './reports';

export type AdminComplaint = z.infer<typeof adminComplaintSchema>;
type AdminComplaintList = z.infer<typeof adminComplaintListSchema>;

export function useAdminComplaints(filters: ComplaintFilters) {
  const params = writeComplaintFilters(filters);
  params.set('status', filters.status);
  params.set('page', String(filters.page));
  params.set('pageSize', String(filters.pageSize));
  const query = params.toString();
  return useQuery({
    queryKey: moderationKeys.complaints(query),
    queryFn: ({ signal }) => apiRequest<AdminComplaintList>(`/admin/complaints?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useResolveComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome, statement }: { id: string; outcome: ComplaintOutcome; statement: string }) =>
      apiRequest<z.infer<typeof complaintSchema>>(`/admin/complaints/${encodeURIComponent(id)}/resolve`, {
        method: 'POST',
        body: { outcome, statement },
      }),
    // A reversal also changes the queue's decided items and the figures.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
