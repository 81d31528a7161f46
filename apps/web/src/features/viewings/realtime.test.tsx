import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi, json } from '../../../test/fake-api';
import { makeInvitation, makeViewing, renderInApp } from './test-data';
import { viewingRealtimeHandlers } from './realtime';

describe('live viewing events', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells the tenant at once that the landlord cancelled, with the reason, and refetches the viewings', async () => {
    fakeApi({ 'GET /api/viewings/invitations': () => json(200, { items: [] }) });
    const { queryClient } = await renderInApp(<p>page</p>);
    queryClient.setQueryData(['viewings', 'list', 'upcoming', 1, 10], { items: [], total: 0, page: 1, pageSize: 10 });
    const handlers = viewingRealtimeHandlers(queryClient, 'tenant-1');
    act(() =>
      handlers.viewingCancelled({
        viewing: makeViewing({ status: 'cancelled', cancelledBy: 'landlord', cancelReason: 'Wasserschaden' }),
        reason: 'Wasserschaden',
      }),
    );
    expect(await screen.findByText('Besichtigung abgesagt: Wasserschaden')).toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryState(['viewings', 'list', 'upcoming', 1, 10])?.isInvalidated).toBe(true),
    );
  });

  it('tells the landlord of a booking, but not the tenant who made it in another tab', async () => {
    const { queryClient } = await renderInApp(<p>page</p>, 'en');
    act(() => viewingRealtimeHandlers(queryClient, 'tenant-1').viewingBooked({ viewing: makeViewing(), moved: false }));
    act(() =>
      viewingRealtimeHandlers(queryClient, 'landlord-1').viewingBooked({ viewing: makeViewing(), moved: true }),
    );
    expect(await screen.findByText('Tina Mieterin moved a viewing: Helle 3-Zimmer-Wohnung')).toBeInTheDocument();
    expect(screen.queryByText(/booked a viewing/)).not.toBeInTheDocument();
    act(() => viewingRealtimeHandlers(queryClient, 'tenant-1').viewingInvitation({ invitation: makeInvitation() }));
    expect(await screen.findByText('Invitation to a viewing: Helle 3-Zimmer-Wohnung')).toBeInTheDocument();
  });
});
