import { useMutation, useQuery } from '@tanstack/react-query';
import type { Transparency } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { fetchPrivateFile, saveBlob } from '../../../lib/download';
import { moderationKeys } from './reports';

const periodQuery = (from: string, to: string) => new URLSearchParams({ from, to });

export function useTransparency(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: moderationKeys.transparency(from, to),
    queryFn: ({ signal }) => apiRequest<Transparency>(`/admin/transparency?${periodQuery(from, to)}`, { signal }),
    enabled,
  });
}

/** The same figures as CSV, saved under the server's file name (or one naming the period). */
export function useTransparencyCsv() {
  return useMutation({
    mutationFn: async ({ from, to }: { from: string; to: string }) => {
      const params = periodQuery(from, to);
      params.set('format', 'csv');
      const { blob, fileName } = await fetchPrivateFile(`/api/admin/transparency?${params}`);
      return { blob, fileName: fileName ?? `mietmatch-transparency-${from}-${to}.csv` };
    },
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}
