import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { fromNow, makeInvitation, makeSlot, renderInApp } from '../test-data';
import { InviteToViewingButton } from './invite-to-viewing-button';
import { ViewingCard } from './viewing-card';

const landlord = makeUser({ id: 'landlord-1', role: 'contractor' });
const tenant = makeUser({ id: 'tenant-1', role: 'client' });

describe('the invite button', { timeout: 20_000 }, () => {
  beforeEach(() => storeSession('landlord-1'));
  afterEach(() => vi.restoreAllMocks());

  it('invites with an optional message, confirms and closes', async () => {
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/properties/prop-1/viewing-slots': () =>
        json(200, {
          items: [
            makeSlot({ id: 'a', startsAt: fromNow(24).toISOString(), endsAt: fromNow(25).toISOString() }),
            makeSlot({ id: 'b', startsAt: fromNow(48).toISOString(), endsAt: fromNow(49).toISOString() }),
            // Full and past slots are no choice for the tenant.
            makeSlot({ id: 'c', startsAt: fromNow(72).toISOString(), endsAt: fromNow(73).toISOString(), booked: 1 }),
            makeSlot({ id: 'd', startsAt: fromNow(-3).toISOString(), endsAt: fromNow(-2).toISOString() }),
          ],
        }),
      'POST /api/viewings/invitations': () => json(201, makeInvitation()),
    });
    const { user } = await renderInApp(<InviteToViewingButton propertyId="prop-1" tenantId="tenant-1" />);
    await user.click(screen.getByRole('button', { name: 'Zur Besichtigung einladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zur Besichtigung einladen' });
    expect(await within(dialog).findByText('2 freie Termine stehen zur Wahl.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nachricht (optional)' }), 'Bis bald!');
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(await screen.findByText('Einladung gesendet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST /api/viewings/invitations')[0]!.body).toEqual({
      propertyId: 'prop-1',
      tenantId: 'tenant-1',
      message: 'Bis bald!',
    });
  });

  it('says when there is no future slot and leads to the slots page', async () => {
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/properties/prop-1/viewing-slots': () =>
        json(200, { items: [makeSlot({ startsAt: fromNow(-3).toISOString(), endsAt: fromNow(-2).toISOString() })] }),
    });
    const { user, router } = await renderInApp(<InviteToViewingButton propertyId="prop-1" tenantId="tenant-1" />, 'en');
    await user.click(screen.getByRole('button', { name: 'Invite to a viewing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to a viewing' });
    expect(
      await within(dialog).findByText(/This property has no future slot with free places yet/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send invitation' })).toBeDisabled();
    await user.click(within(dialog).getByRole('link', { name: 'Add slots' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/prop-1/viewings'));
    expect(api.to('POST /api/viewings/invitations')).toHaveLength(0);
  });

  it('shows the server’s answer in the dialog and keeps it open', async () => {
    fakeApi({
      'GET /api/auth/current-user': () => json(200, landlord),
      'GET /api/properties/prop-1/viewing-slots': () =>
        json(200, { items: [makeSlot({ startsAt: fromNow(24).toISOString(), endsAt: fromNow(25).toISOString() })] }),
      'POST /api/viewings/invitations': () => json(404, { code: 'NotFound', message: 'Not found.' }),
    });
    const { user } = await renderInApp(<InviteToViewingButton propertyId="prop-1" tenantId="tenant-9" />, 'en');
    await user.click(screen.getByRole('button', { name: 'Invite to a viewing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to a viewing' });
    await within(dialog).findByText('1 open slot to choose from.');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invite to a viewing' })).toBeInTheDocument();
  });
});

describe('the thread’s viewing card', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  const card = {
    propertyId: 'prop-1',
    bookingId: 'booking-1',
    startsAt: '2026-12-01T16:00:00.000Z',
    endsAt: '2026-12-01T16:30:00.000Z',
    reason: null,
  };

  it('shows a cancellation with the Berlin time and the reason', async () => {
    storeSession('tenant-1');
    fakeApi({ 'GET /api/auth/current-user': () => json(200, tenant) });
    await renderInApp(<ViewingCard card={{ ...card, event: 'cancelled', reason: 'Wasserschaden' }} mine={false} />);
    expect(screen.getByText('Besichtigung abgesagt')).toBeInTheDocument();
    // 16:00 UTC is 17:00 in Berlin in winter, whatever the machine's time zone.
    expect(screen.getByText('Di., 1. Dez. 2026, 17:00 – 17:30 Uhr')).toBeInTheDocument();
    expect(screen.getByText('Grund: Wasserschaden')).toBeInTheDocument();
  });

  it('offers the invited tenant to choose a slot', async () => {
    storeSession('tenant-1');
    fakeApi({ 'GET /api/auth/current-user': () => json(200, tenant) });
    const { router } = await renderInApp(
      <ViewingCard card={{ ...card, event: 'invited', bookingId: null, startsAt: null, endsAt: null }} mine={false} />,
      'en',
    );
    expect(screen.getByText('Invitation to a viewing')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('link', { name: 'Choose a slot' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/prop-1/book-viewing'));
  });

  it('leads the landlord to the property’s slots', async () => {
    storeSession('landlord-1');
    fakeApi({ 'GET /api/auth/current-user': () => json(200, landlord) });
    await renderInApp(<ViewingCard card={{ ...card, event: 'moved' }} mine={false} />, 'en');
    expect(screen.getByText('Viewing moved')).toBeInTheDocument();
    expect(screen.getByText('Tue, 1 Dec 2026, 17:00 – 17:30')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Manage slots' })).toHaveAttribute(
      'href',
      '/properties/prop-1/viewings',
    );
  });
});
