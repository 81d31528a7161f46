import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DocumentAccessLog } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/document-access/log`: every open of the tenant's images and documents by a landlord, newest first. */
export function useDocumentViews(page: number, pageSize: number) {
  return useQuery({
    queryKey: ['document-access', 'log', { page, pageSize }] as const,
    queryFn: ({ signal }) =>
      apiRequest<DocumentAccessLog>(`/document-access/log?page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
