import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@mietmatch/contract/messages';
import { deferred, fakeApi, json, makeUser, storeSession } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

/** What the API answers while its database does not (apps/api/src/plugins/unavailable.ts). */
const unavailable = (retryAfter: string) =>
  json(503, { code: 'ServiceUnavailable', message: messages.ServiceUnavailable.de }, { 'Retry-After': retryAfter });

const TITLE = 'Der Dienst ist kurz nicht erreichbar.';
const RETRYING = 'Wir versuchen es gleich noch einmal.';
const NOT_SENT =
  'Deine letzte Aktion ist nicht angekommen. Deine Eingaben bleiben erhalten – versuche es gleich noch einmal.';
/** The server's own text: shown as a red error toast before there was a notice. */
const RAW_ERROR = messages.ServiceUnavailable.de;

describe('the service notice during an outage', () => {
  it('a read that meets 503 waits, asks again and shows its data; the notice is there meanwhile and goes', async () => {
    storeSession();
    const second = deferred<Response>();
    let calls = 0;
    // Retry-After 0: the second answer is held instead, so the notice can be looked at while it waits.
    const api = fakeApi({
      'GET /api/auth/current-user': () => (++calls === 1 ? unavailable('0') : second.promise),
    });
    await renderApp('/profile-view');

    expect(await screen.findByText(TITLE)).toBeInTheDocument();
    expect(screen.getByText(RETRYING)).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET /api/auth/current-user')).toHaveLength(2));

    second.resolve(json(200, makeUser({ planId: 'tenant-6' })));
    expect(await screen.findByText('Mieter · 6 Monate')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(TITLE)).not.toBeInTheDocument());
    expect(screen.queryByText(RAW_ERROR)).not.toBeInTheDocument();
    expect(api.to('GET /api/auth/current-user')).toHaveLength(2);
  });

  it('a change that meets 503 is sent once, keeps what was typed and can be sent again', async () => {
    storeSession();
    let down = true;
    let saved = makeUser();
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, saved),
      'PUT /api/auth/update-profile': () => {
        if (down) return unavailable('5');
        saved = { ...saved, profession: 'Architektin' };
        return json(200, saved);
      },
      'GET /api/health': () => (down ? unavailable('5') : json(200, { status: 'ok' })),
    });
    const { user } = await renderApp('/profile-view');
    await user.type(await screen.findByLabelText('Beruf'), 'Architektin');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));

    expect(await screen.findByText(TITLE)).toBeInTheDocument();
    expect(screen.getByText(NOT_SENT)).toBeInTheDocument();
    expect(screen.queryByText(RAW_ERROR)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Beruf')).toHaveValue('Architektin');
    expect(screen.getByLabelText('Vorname')).toHaveValue('Anna');
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeEnabled();
    expect(api.to('PUT /api/auth/update-profile')).toHaveLength(1);

    down = false;
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Profil aktualisiert')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(TITLE)).not.toBeInTheDocument());
    const sent = api.to('PUT /api/auth/update-profile').map((r) => (r.body as FormData).get('profession'));
    expect(sent).toEqual(['Architektin', 'Architektin']);
  });

  it('a login that meets 503 does not say the entries were wrong, and keeps them', async () => {
    const api = fakeApi({
      'POST /api/auth/login': () => unavailable('5'),
      'GET /api/health': () => unavailable('5'),
    });
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText('E-Mail'), 'anna@example.com');
    await user.type(screen.getByLabelText('Passwort'), 'Geheim123!');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText(NOT_SENT)).toBeInTheDocument();
    expect(screen.queryByText('Anmeldung fehlgeschlagen.')).not.toBeInTheDocument();
    expect(screen.queryByText(RAW_ERROR)).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toHaveValue('anna@example.com');
    expect(screen.getByLabelText('Passwort')).toHaveValue('Geheim123!');
    expect(api.to('POST /api/auth/login')).toHaveLength(1);
  });

  it('shows one notice however many requests meet the outage', async () => {
    storeSession();
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser()),
      'PUT /api/auth/update-profile': () => unavailable('5'),
      'GET /api/health': () => unavailable('5'),
    });
    const { user } = await renderApp('/profile-view');
    await user.type(await screen.findByLabelText('Beruf'), 'x');
    const save = screen.getByRole('button', { name: 'Änderungen speichern' });
    await user.click(save);
    expect(await screen.findByText(NOT_SENT)).toBeInTheDocument();
    await user.click(save);
    await user.click(save);
    await waitFor(() => expect(api.to('PUT /api/auth/update-profile')).toHaveLength(3));
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getAllByText(TITLE)).toHaveLength(1);
    expect(screen.queryByText(RAW_ERROR)).not.toBeInTheDocument();
  });
});
