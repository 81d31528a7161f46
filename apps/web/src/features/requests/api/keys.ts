import type { TenantRequest } from '@mietmatch/contract';

export const requestKeys = {
  all: ['requests'] as const,
  mine: (page: number, pageSize: number) => ['requests', 'mine', page, pageSize] as const,
  detail: (id: string) => ['requests', 'detail', id] as const,
  search: (query: Record<string, string>) => ['requests', 'search', query] as const,
};

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

type RequestHit = TenantRequest & { distanceKm: number | null; topPlacement: boolean };
export interface RequestSearchResult extends Page<RequestHit> {
  fallback: 'city' | null;
}
