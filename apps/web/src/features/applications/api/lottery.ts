import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LotteryBody, LotteryDraw, LotteryDrawList } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

// Under ['applications']: a draw moves applicants, and the realtime handlers refresh that prefix anyway.
const lotteryKey = (propertyId: string) => ['applications', 'lottery', propertyId] as const;
const enc = encodeURIComponent;

/** `GET /properties/{id}/lottery`: the listing's draws, newest first. */
export function useLotteryDraws(propertyId: string, enabled = true) {
  return useQuery({
    queryKey: lotteryKey(propertyId),
    queryFn: ({ signal }) => apiRequest<LotteryDrawList>(`/properties/${enc(propertyId)}/lottery`, { signal }),
    enabled: enabled && propertyId !== '',
  });
}

/** `POST /properties/{id}/lottery`: draws and invites; the pipeline and the draws are read again either way. */
export function useDrawLottery(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LotteryBody) =>
      apiRequest<LotteryDraw>(`/properties/${enc(propertyId)}/lottery`, { method: 'POST', body }),
    onSettled: () => void client.invalidateQueries({ queryKey: ['applications'] }),
  });
}
