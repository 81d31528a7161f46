import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** The tenant's two steps that show the landlord more of their request (request-stages.ts). */
type InterestStep = 'interest' | 'accept';

/**
 * `POST /applications/{id}/interest` ("I want to rent this flat") and `POST /applications/{id}/accept`
 * (the offer): each answers the application with its new time. Settled either way: a 409 means the
 * application on screen has ended meanwhile, and the lists (every key starts with ['applications']) reload.
 */
export function useInterestStep(step: InterestStep) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Application>(`/applications/${encodeURIComponent(id)}/${step}`, { method: 'POST' }),
    onSettled: () => void client.invalidateQueries({ queryKey: ['applications'] }),
  });
}
