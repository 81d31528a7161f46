import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { fromNow, makeInvitation, makeViewing, place } from '../test-data';

const tenant = makeUser({ id: 'tenant-1', role: 'client' });
const landlord = makeUser({ id: 'landlord-1', role: 'contractor' });
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

describe('my viewings', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a tenant the open invitations and the upcoming viewing with its address, and the past ones', async () => {
    storeSession('tenant-1');
    const upcoming = makeViewing({
      startsAt: '2026-12-01T16:00:00.000Z',
      endsAt: '2026-12-01T16:30:00.000Z',
      note: 'Bei Müller klingeln',
    });
    const past = makeViewing({
      id: 'booking-0',
      status: 'cancelled',
      cancelReason: 'Wasserschaden',
      property: place({ title: 'Altbau am Park', address: '', addressHidden: true }),
    });
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/viewings/invitations': () =>
        json(200, {
          items: [
            makeInvitation({
              id: 'inv-2',
              propertyId: 'prop-2',
              property: place({ id: 'prop-2', title: 'Dachgeschoss' }),
            }),
            // Already booked: the booking shows below, not the invitation.
            makeInvitation({ bookingId: 'booking-1' }),
          ],
        }),
      'GET /api/viewings': (request) =>
        json(200, page(request.url.searchParams.get('when') === 'past' ? [past] : [upcoming])),
    });
    const { user, router } = await renderApp('/my-viewings');
    const invitations = await screen.findByRole('region', { name: 'Offene Einladungen' });
    expect(within(invitations).getByText('Dachgeschoss')).toBeInTheDocument();
    expect(within(invitations).queryByText('Helle 3-Zimmer-Wohnung')).not.toBeInTheDocument();
    expect(within(invitations).getByRole('link', { name: 'Termin wählen' })).toHaveAttribute(
      'href',
      '/properties/prop-2/book-viewing',
    );

    const list = await screen.findByRole('list', { name: '1 Besichtigung' });
    expect(within(list).getByText('Di., 1. Dez. 2026, 17:00 – 17:30 Uhr')).toBeInTheDocument();
    expect(within(list).getByText('Musterstraße 1, 10115 Berlin')).toBeInTheDocument();
    expect(within(list).getByText('Vermieter: Viktor Vermieter')).toBeInTheDocument();
    expect(within(list).getByText('Bei Müller klingeln')).toBeInTheDocument();
    expect(within(list).getByText('Gebucht')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Vergangen' }));
    await waitFor(() => expect(router.state.location.search).toBe('?when=past'));
    expect(await screen.findByText('Altbau am Park')).toBeInTheDocument();
    expect(screen.getByText('10115 Berlin (Mitte)')).toBeInTheDocument();
    expect(screen.getByText('Grund: Wasserschaden')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Besichtigung absagen' })).not.toBeInTheDocument();
    expect(api.to('GET /api/viewings').map((r) => r.url.searchParams.get('when'))).toEqual(['upcoming', 'past']);
  });

  it('downloads the calendar file with the bearer token', async () => {
    storeSession('landlord-1', 'token-9');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/viewings': () => json(200, page([makeViewing({ startsAt: fromNow(24).toISOString() })])),
      'GET /api/viewings/booking-1/ics': () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/calendar; charset=utf-8',
            'Content-Disposition': 'attachment; filename="viewing-booking-1.ics"',
          },
        }),
    });
    const { user } = await renderApp('/my-viewings', 'en');
    expect(await screen.findByText('Tenant: Tina Mieterin')).toBeInTheDocument();
    // A landlord's list has no invitations to ask for.
    expect(api.to('GET /api/viewings/invitations')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Calendar file' }));
    await waitFor(() => expect(saved).toEqual(['viewing-booking-1.ics']));
    expect(api.to('GET /api/viewings/booking-1/ics')[0]!.headers.Authorization).toBe('Bearer token-9');
  });

  it('says what to do when there is nothing yet', async () => {
    storeSession('tenant-1');
    fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/viewings/invitations': () => json(200, { items: [] }),
      'GET /api/viewings': () => json(200, page([])),
    });
    await renderApp('/my-viewings');
    expect(await screen.findByText('Keine anstehenden Besichtigungen')).toBeInTheDocument();
    expect(
      screen.getByText('Wenn dich jemand zu einer Besichtigung einlädt, wählst du hier deinen Termin.'),
    ).toBeInTheDocument();
  });
});
