import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateViewingSlot,
  Viewing,
  ViewingInvitation,
  ViewingInvitationBody,
  ViewingSlot,
} from '@mietmatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { fetchPrivateFile, saveBlob } from '../../../lib/download';

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type ViewingsWhen = 'upcoming' | 'past';

const viewingKeys = {
  all: ['viewings'] as const,
  slots: (propertyId: string) => ['viewings', 'slots', propertyId] as const,
  invitations: ['viewings', 'invitations'] as const,
  list: (when: ViewingsWhen, page: number, pageSize: number) => ['viewings', 'list', when, page, pageSize] as const,
};

const enc = encodeURIComponent;

/**
 * Everything a viewing's change can alter: the slots and lists here, and the property's details,
 * whose street shows to a tenant only while they have a booking.
 */
export function refreshViewings(client: QueryClient) {
  void client.invalidateQueries({ queryKey: viewingKeys.all });
  void client.invalidateQueries({ queryKey: ['properties', 'detail'] });
}

/** `GET /properties/{id}/viewing-slots`: the owner sees every slot with bookings, an invited tenant the open ones. */
export function useViewingSlots(propertyId: string, enabled = true) {
  return useQuery({
    queryKey: viewingKeys.slots(propertyId),
    queryFn: ({ signal }) =>
      apiRequest<{ items: ViewingSlot[] }>(`/properties/${enc(propertyId)}/viewing-slots`, { signal }),
    enabled: enabled && propertyId !== '',
    retry: false,
  });
}

export function useCreateSlot(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateViewingSlot) =>
      apiRequest<ViewingSlot>(`/properties/${enc(propertyId)}/viewing-slots`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: viewingKeys.slots(propertyId) }),
  });
}

export function useCancelSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, reason }: { slotId: string; reason: string }) =>
      apiRequest<unknown>(`/viewing-slots/${enc(slotId)}`, { method: 'DELETE', body: { reason } }),
    onSuccess: () => refreshViewings(client),
  });
}

export function useAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, attended }: { bookingId: string; attended: boolean }) =>
      apiRequest<Viewing>(`/viewings/${enc(bookingId)}/attendance`, { method: 'POST', body: { attended } }),
    onSuccess: () => refreshViewings(client),
  });
}

/** `GET /viewings/invitations`: a tenant's invitations, newest first. */
export function useInvitations(enabled = true) {
  return useQuery({
    queryKey: viewingKeys.invitations,
    queryFn: ({ signal }) => apiRequest<{ items: ViewingInvitation[] }>('/viewings/invitations', { signal }),
    enabled,
  });
}

export function useInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ViewingInvitationBody) =>
      apiRequest<ViewingInvitation>('/viewings/invitations', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: viewingKeys.all }),
  });
}

/** Books a slot; with a live booking for the property already, the server moves it there. */
export function useBookSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slotId: string) => apiRequest<Viewing>(`/viewing-slots/${enc(slotId)}/book`, { method: 'POST' }),
    onSettled: () => refreshViewings(client),
  });
}

export function useCancelViewing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: string; reason: string }) =>
      apiRequest<Viewing>(`/viewings/${enc(bookingId)}/cancel`, { method: 'POST', body: { reason } }),
    onSuccess: () => refreshViewings(client),
  });
}

/** `GET /viewings?when=`: the caller's own side (a tenant's bookings, a landlord's booked tenants). */
export function useViewings(when: ViewingsWhen, page: number, pageSize: number) {
  return useQuery({
    queryKey: viewingKeys.list(when, page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest<Page<Viewing>>(`/viewings?when=${when}&page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The calendar file: a plain link cannot send the bearer token, so it is fetched and saved as a blob. */
export function useDownloadCalendar() {
  return useMutation({
    mutationFn: async (bookingId: string) => {
      const { blob, fileName } = await fetchPrivateFile(`/api/viewings/${enc(bookingId)}/ics`);
      return { blob, fileName: fileName ?? 'viewing.ics' };
    },
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}
