import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Decision, DecisionBody, reportGroupListSchema, reportGroupSchema } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { queueApiQuery, type QueueFilters } from '../queue-filters';

/** One queue item; a decided item carries its decision (the Decided tab shows it). */
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export type ReportGroupList = z.infer<typeof reportGroupListSchema>;

/** Every key starts with `moderation`: the realtime `newReport` event refreshes them all. */
export const moderationKeys = {
  all: ['moderation'] as const,
  reports: (query: string) => ['moderation', 'admin-reports', query] as const,
  complaints: (query: string) => ['moderation', 'admin-complaints', query] as const,
  transparency: (from: string, to: string) => ['moderation', 'transparency', from, to] as const,
};

export function useReportGroups(filters: QueueFilters) {
  const query = queueApiQuery(filters);
  return useQuery({
    queryKey: moderationKeys.reports(query),
    queryFn: ({ signal }) => apiRequest<ReportGroupList>(`/admin/reports?${query}`, { signal }),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, body }: { reportId: string; body: DecisionBody }) =>
      apiRequest<Decision>(`/admin/reports/${encodeURIComponent(reportId)}/decision`, { method: 'POST', body }),
    // The item leaves the open tab, lands in the decided one, and the figures change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
