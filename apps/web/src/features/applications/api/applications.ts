import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  APPLICATION_SORTS,
  Application,
  ApplicationStatus,
  CreateApplication,
  FairCriterion,
  LandlordApplicationStatus,
  MyApplication,
  PipelinePage,
} from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';

export type PipelineSort = (typeof APPLICATION_SORTS)[number];

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

interface PipelineQuery {
  status: ApplicationStatus;
  sort: PipelineSort;
  page: number;
  pageSize: number;
  /** Fair selection: only the applicants meeting these must-have criteria. */
  meets?: readonly FairCriterion[];
}

// Every key starts with ['applications']: the realtime handlers invalidate that prefix on each event.
const applicationKeys = {
  all: ['applications'] as const,
  mine: (status: string, page: number, pageSize: number) => ['applications', 'mine', status, page, pageSize] as const,
  pipeline: (propertyId: string, query?: PipelineQuery) =>
    query
      ? (['applications', 'pipeline', propertyId, query] as const)
      : (['applications', 'pipeline', propertyId] as const),
};

const enc = encodeURIComponent;

/** An application changes the listing's "takes applications" (its limit) and the lists on both sides. */
function refreshApplications(client: QueryClient) {
  void client.invalidateQueries({ queryKey: applicationKeys.all });
  void client.invalidateQueries({ queryKey: ['properties', 'detail'] });
}

/** `GET /applications`: the tenant's own, newest first; `status` '' lists every status. */
export function useMyApplications(status: ApplicationStatus | '', page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: applicationKeys.mine(status, page, pageSize),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (status) params.set('status', status);
      return apiRequest<Page<MyApplication>>(`/applications?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET /properties/{id}/applications`: one step of the listing's pipeline, with the counts of every step. */
export function usePipeline(propertyId: string, query: PipelineQuery, enabled = true) {
  return useQuery({
    queryKey: applicationKeys.pipeline(propertyId, query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        status: query.status,
        sort: query.sort,
        page: String(query.page),
        pageSize: String(query.pageSize),
      });
      if (query.meets?.length) params.set('meets', query.meets.join(','));
      return apiRequest<PipelinePage>(`/properties/${enc(propertyId)}/applications?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
    enabled: enabled && propertyId !== '',
    retry: false,
  });
}

export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApplication) => apiRequest<Application>('/applications', { method: 'POST', body }),
    onSettled: () => refreshApplications(client),
  });
}

export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Application>(`/applications/${enc(id)}`, { method: 'DELETE' }),
    onSettled: () => refreshApplications(client),
  });
}

/** The landlord's step; settled either way, since a 409 means the list on screen is out of date. */
export function useSetApplicationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, message }: { id: string; status: LandlordApplicationStatus; message?: string }) =>
      apiRequest<Application>(`/applications/${enc(id)}`, { method: 'PATCH', body: { status, message } }),
    onSettled: () => refreshApplications(client),
  });
}

/** Declines `ids`, or every live one `except` those ("decline all others"). */
export function useDeclineMany(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids?: string[]; except?: string[]; message?: string }) =>
      apiRequest<{ declined: number }>(`/properties/${enc(propertyId)}/applications/decline`, {
        method: 'POST',
        body,
      }),
    onSettled: () => refreshApplications(client),
  });
}
