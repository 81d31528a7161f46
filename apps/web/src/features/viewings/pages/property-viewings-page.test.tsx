import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { makeProperty } from '../../../../test/fixtures/property';
import { fromNow, makeSlot, tenantPerson } from '../test-data';

const landlord = makeUser({ id: 'landlord-1', role: 'contractor' });

function landlordApi(slots: () => unknown[], create?: (r: FakeRequest) => Response, more = {}) {
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, landlord),
    'GET /api/landlord/prop-1': () => json(200, makeProperty()),
    'GET /api/properties/prop-1/viewing-slots': () => json(200, { items: slots() }),
    'POST /api/properties/prop-1/viewing-slots': create ?? (() => json(201, makeSlot())),
    ...more,
  });
}

/** Date and time inputs take their value as the browser's picker would set it. */
function enter(form: HTMLElement, date: string, start: string, end: string) {
  fireEvent.change(within(form).getByLabelText('Datum'), { target: { value: date } });
  fireEvent.change(within(form).getByLabelText('Beginn'), { target: { value: start } });
  fireEvent.change(within(form).getByLabelText('Ende'), { target: { value: end } });
}

const formOf = async () => (await screen.findByRole('button', { name: 'Termin hinzufügen' })).closest('form')!;

describe('the landlord’s viewing slots', { timeout: 20_000 }, () => {
  beforeEach(() => storeSession('landlord-1'));
  afterEach(() => vi.restoreAllMocks());

  it('sends a slot entered in Berlin time with its offset, and confirms', async () => {
    const api = landlordApi(() => []);
    const { user } = await renderApp('/properties/prop-1/viewings');
    expect(await screen.findByText('Noch keine Termine')).toBeInTheDocument();
    const form = await formOf();
    enter(form, '2026-12-01', '17:00', '17:30');
    await user.clear(within(form).getByRole('spinbutton', { name: 'Plätze' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Plätze' }), '5');
    await user.type(within(form).getByRole('textbox', { name: 'Hinweis (optional)' }), 'Bei Müller klingeln');
    await user.click(within(form).getByRole('button', { name: 'Termin hinzufügen' }));
    expect(await screen.findByText('Termin hinzugefügt')).toBeInTheDocument();
    expect(api.to('POST /api/properties/prop-1/viewing-slots')[0]!.body).toEqual({
      startsAt: '2026-12-01T17:00:00+01:00',
      endsAt: '2026-12-01T17:30:00+01:00',
      capacity: 5,
      note: 'Bei Müller klingeln',
    });
  });

  it('refuses a time the spring clock change skips, without asking the server', async () => {
    const api = landlordApi(() => []);
    const { user } = await renderApp('/properties/prop-1/viewings');
    const form = await formOf();
    enter(form, '2026-03-29', '02:30', '03:30');
    await user.click(within(form).getByRole('button', { name: 'Termin hinzufügen' }));
    expect(
      await within(form).findByText('Diese Uhrzeit gibt es in Berlin nicht (Zeitumstellung).'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Beginn')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST /api/properties/prop-1/viewing-slots')).toHaveLength(0);
  });

  it('asks which of the autumn’s two 02:30 is meant and sends that offset', async () => {
    const api = landlordApi(() => []);
    const { user } = await renderApp('/properties/prop-1/viewings', 'en');
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2026-10-25' } });
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '02:30' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '03:15' } });
    const choice = await screen.findByRole('radiogroup', { name: 'Start' });
    await user.click(screen.getByRole('button', { name: 'Add slot' }));
    expect(api.to('POST /api/properties/prop-1/viewing-slots')).toHaveLength(0);
    await user.click(within(choice).getByRole('radio', { name: 'Winter time (+01:00)' }));
    await user.click(screen.getByRole('button', { name: 'Add slot' }));
    await waitFor(() => expect(api.to('POST /api/properties/prop-1/viewing-slots')).toHaveLength(1));
    expect(api.to('POST /api/properties/prop-1/viewing-slots')[0]!.body).toMatchObject({
      startsAt: '2026-10-25T02:30:00+01:00',
      endsAt: '2026-10-25T03:15:00+01:00',
    });
  });

  it('shows the server’s refusal of an overlapping slot', async () => {
    landlordApi(
      () => [],
      () => json(409, { code: 'SlotOverlap', message: 'overlap' }),
    );
    const { user } = await renderApp('/properties/prop-1/viewings');
    const form = await formOf();
    enter(form, '2026-12-01', '17:00', '18:00');
    await user.click(within(form).getByRole('button', { name: 'Termin hinzufügen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Dieser Termin überschneidet sich mit einem anderen Besichtigungstermin dieser Immobilie.',
    );
  });

  it('lists slots with their bookings, cancels one with a reason, and marks attendance after the start', async () => {
    const booking = {
      id: 'b-1',
      status: 'booked' as const,
      tenant: tenantPerson,
      bookedAt: fromNow(-48).toISOString(),
    };
    const future = makeSlot({
      id: 'future',
      startsAt: fromNow(48).toISOString(),
      endsAt: fromNow(49).toISOString(),
      capacity: 3,
      booked: 1,
      note: 'Hinterhaus',
      bookings: [{ ...booking, id: 'b-2' }],
    });
    const started = makeSlot({
      id: 'started',
      startsAt: fromNow(-2).toISOString(),
      endsAt: fromNow(-1).toISOString(),
      booked: 1,
      bookings: [booking],
    });
    const api = landlordApi(() => [future, started], undefined, {
      'DELETE /api/viewing-slots/future': () => json(200, {}),
      'POST /api/viewings/b-1/attendance': () => json(200, {}),
    });
    const { user } = await renderApp('/properties/prop-1/viewings');
    expect(await screen.findByText('1 von 3 gebucht')).toBeInTheDocument();
    expect(screen.getByText('Gruppentermin')).toBeInTheDocument();
    expect(screen.getByText('Hinterhaus')).toBeInTheDocument();
    expect(screen.getAllByText('Tina Mieterin')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Teilgenommen' }));
    await waitFor(() => expect(api.to('POST /api/viewings/b-1/attendance')).toHaveLength(1));
    expect(api.to('POST /api/viewings/b-1/attendance')[0]!.body).toEqual({ attended: true });

    // Only the slot not yet started can be cancelled, and only with a reason.
    await user.click(screen.getByRole('button', { name: 'Termin absagen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termin absagen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Termin absagen' }));
    expect(await within(dialog).findByText('Bitte gib einen Grund an.')).toBeInTheDocument();
    expect(api.to('DELETE /api/viewing-slots/future')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Grund' }), 'Wasserschaden');
    await user.click(within(dialog).getByRole('button', { name: 'Termin absagen' }));
    expect(await screen.findByText('Termin abgesagt')).toBeInTheDocument();
    expect(api.to('DELETE /api/viewing-slots/future')[0]!.body).toEqual({ reason: 'Wasserschaden' });
  });
});
