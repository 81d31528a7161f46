import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Property, PropertyList } from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { propertyKeys } from '../../../lib/property-query';
import { favouriteKeys } from '../../favourites';

/** `GET /landlord/filter?…` — `query` is the URL query string as the API takes it. */
export function propertySearchOptions(query: string) {
  return queryOptions({
    queryKey: propertyKeys.list(query),
    queryFn: ({ signal }) => apiRequest<PropertyList>(`/landlord/filter?${query}`, { signal }),
    retry: false,
  });
}

export function usePropertySearch(query: string, enabled = true) {
  return useQuery({
    ...propertySearchOptions(query),
    enabled,
    placeholderData: keepPreviousData,
    // The route started this search while the page's code loaded (app/page-data.ts): an answer that
    // fresh is shown as it is, not asked for a second time.
    staleTime: 10_000,
  });
}

export function useCreateProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiRequest<Property>('/landlord/create', { method: 'POST', body: form }),
    onSuccess: (property) => {
      client.setQueryData(propertyKeys.detail(property.id), property);
      void client.invalidateQueries({ queryKey: ['properties', 'list'] });
    },
  });
}

export function useUpdateProperty(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiRequest<Property>(`/landlord/update/${encodeURIComponent(id)}`, { method: 'PATCH', body: form }),
    onSuccess: (property) => {
      client.setQueryData(propertyKeys.detail(property.id), property);
      void client.invalidateQueries({ queryKey: ['properties', 'list'] });
      void client.invalidateQueries({ queryKey: favouriteKeys.pages('property') });
    },
  });
}

export function useDeleteProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/landlord/delete/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: propertyKeys.detail(id) });
      void client.invalidateQueries({ queryKey: ['properties', 'list'] });
      void client.invalidateQueries({ queryKey: favouriteKeys.pages('property') });
    },
  });
}

/** Changes only the status of a listing (My Properties). */
export function useChangePropertyStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: Property['status'] }) => {
      const form = new FormData();
      form.append('status', status);
      return apiRequest<Property>(`/landlord/update/${encodeURIComponent(id)}`, { method: 'PATCH', body: form });
    },
    onSuccess: (property) => {
      client.setQueryData(propertyKeys.detail(property.id), property);
      void client.invalidateQueries({ queryKey: ['properties', 'list'] });
    },
  });
}
