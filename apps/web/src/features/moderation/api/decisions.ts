import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { complaintByLinkBodySchema, complaintSchema, decisionListSchema } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

type DecisionList = z.infer<typeof decisionListSchema>;
type Complaint = z.infer<typeof complaintSchema>;

/** Under `['moderation']`, which the realtime `moderationDecision` event invalidates. */
const moderationKeys = {
  all: ['moderation'] as const,
  decisions: (page: number, pageSize: number) => ['moderation', 'decisions', { page, pageSize }] as const,
};

/** `GET /api/moderation/decisions`: decisions about the member's items or account, and outcomes of their reports. */
export function useMyDecisions(page: number, pageSize: number) {
  return useQuery({
    queryKey: moderationKeys.decisions(page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest<DecisionList>(`/moderation/decisions?page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/moderation/decisions/:id/complaint`; the list then shows the complaint and no button. */
export function useComplain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ decisionId, explanation }: { decisionId: string; explanation: string }) =>
      apiRequest<Complaint>(`/moderation/decisions/${encodeURIComponent(decisionId)}/complaint`, {
        method: 'POST',
        body: { explanation },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** `POST /api/moderation/complaint-by-link`: a suspended member has no session; the mailed token stands in. */
export function useComplainByLink() {
  return useMutation({
    mutationFn: (body: z.infer<typeof complaintByLinkBodySchema>) =>
      apiRequest<Complaint>('/moderation/complaint-by-link', { method: 'POST', body, auth: false }),
  });
}
