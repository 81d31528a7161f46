import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ViewingSlot } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { fromNow, makeInvitation, makeSlot, makeViewing } from '../test-data';

const tenant = makeUser({ id: 'tenant-1', role: 'client' });
const first = makeSlot({ id: 'first', startsAt: fromNow(48).toISOString(), endsAt: fromNow(48.5).toISOString() });
const second = makeSlot({
  id: 'second',
  startsAt: fromNow(72).toISOString(),
  endsAt: fromNow(73).toISOString(),
  capacity: 4,
  booked: 1,
  note: 'Bei Müller klingeln',
});

describe('booking a viewing', { timeout: 20_000 }, () => {
  beforeEach(() => storeSession('tenant-1'));
  afterEach(() => vi.restoreAllMocks());

  it('shows the place without the street, books an open slot and marks it as the tenant’s', async () => {
    let slots: ViewingSlot[] = [first, second];
    let bookingId: string | null = null;
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/viewings/invitations': () =>
        json(200, { items: [makeInvitation({ message: 'Gern am Abend.', bookingId })] }),
      'GET /api/properties/prop-1/viewing-slots': () => json(200, { items: slots }),
      'POST /api/viewing-slots/first/book': () => {
        slots = [{ ...first, booked: 1, bookedByMe: true }, second];
        bookingId = 'booking-1';
        return json(201, makeViewing());
      },
    });
    const { user } = await renderApp('/properties/prop-1/book-viewing');
    expect(await screen.findByRole('heading', { name: 'Helle 3-Zimmer-Wohnung' })).toBeInTheDocument();
    expect(screen.getByText('10115 Berlin (Mitte)')).toBeInTheDocument();
    expect(screen.getByText('Die genaue Adresse siehst du nach der Buchung einer Besichtigung.')).toBeInTheDocument();
    expect(screen.getByText('Gern am Abend.')).toBeInTheDocument();
    expect(await screen.findByText('3 Plätze frei')).toBeInTheDocument();
    expect(screen.getByText('Bei Müller klingeln')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Buchen' })[0]!);
    expect(await screen.findByText('Besichtigung gebucht')).toBeInTheDocument();
    expect(api.to('POST /api/viewing-slots/first/book')).toHaveLength(1);
    expect(await screen.findByText('Dein Termin')).toBeInTheDocument();
    // With a booking, another slot is a move, and the booking can be cancelled.
    expect(screen.getByRole('button', { name: 'Auf diesen Termin verschieben' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Besichtigung absagen' })).toBeInTheDocument();
  });

  it('says a slot filled up meanwhile and shows the list as it is now', async () => {
    let slots: ViewingSlot[] = [first, second];
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/viewings/invitations': () => json(200, { items: [makeInvitation()] }),
      'GET /api/properties/prop-1/viewing-slots': () => json(200, { items: slots }),
      'POST /api/viewing-slots/first/book': () => {
        slots = [second];
        return json(409, { code: 'SlotFull', message: 'full' });
      },
    });
    const { user } = await renderApp('/properties/prop-1/book-viewing', 'en');
    await screen.findByText('3 places free');
    expect(screen.getAllByRole('button', { name: 'Book' })).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Book' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This slot has just been fully booked. The list is up to date.',
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Book' })).toHaveLength(1));
    expect(api.to('GET /api/properties/prop-1/viewing-slots')).toHaveLength(2);
  });

  it('moves a booking to another slot and cancels it with a reason', async () => {
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/viewings/invitations': () => json(200, { items: [makeInvitation({ bookingId: 'booking-1' })] }),
      'GET /api/properties/prop-1/viewing-slots': () =>
        json(200, { items: [{ ...first, booked: 1, bookedByMe: true }, second] }),
      'POST /api/viewing-slots/second/book': () => json(201, makeViewing({ slotId: 'second', sequence: 1 })),
      'POST /api/viewings/booking-1/cancel': () => json(200, makeViewing({ status: 'cancelled' })),
    });
    const { user } = await renderApp('/properties/prop-1/book-viewing', 'en');
    await user.click(await screen.findByRole('button', { name: 'Move to this slot' }));
    expect(await screen.findByText('Viewing moved')).toBeInTheDocument();
    expect(api.to('POST /api/viewing-slots/second/book')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cancel viewing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this viewing?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Found a flat');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel viewing' }));
    expect(await screen.findByText('Viewing cancelled')).toBeInTheDocument();
    expect(api.to('POST /api/viewings/booking-1/cancel')[0]!.body).toEqual({ reason: 'Found a flat' });
  });

  it('tells a tenant without an invitation so', async () => {
    fakeApi({
      'GET /api/auth/current-user': () => json(200, tenant),
      'GET /api/viewings/invitations': () => json(200, { items: [] }),
    });
    await renderApp('/properties/prop-1/book-viewing');
    expect(await screen.findByText('Keine Einladung gefunden')).toBeInTheDocument();
  });
});
