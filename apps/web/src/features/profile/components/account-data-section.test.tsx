import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { deferred, fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { getAccessToken } from '../../../lib/auth-session';
import { renderApp } from '../../../../test/render-app';

afterEach(() => vi.restoreAllMocks());

const section = async () => (await screen.findByRole('region', { name: 'Deine Daten und dein Konto' })) as HTMLElement;

describe('your data and account', () => {
  it('deactivates after a confirmation, keeps the member on the profile, and reactivates', async () => {
    storeSession();
    let current = makeUser();
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, current),
      'PATCH /api/admin/toggle-account-status': () => {
        current = { ...current, isDeactivated: !current.isDeactivated };
        return json(200, current);
      },
    });
    const { user, router } = await renderApp('/profile-view');
    await user.click(within(await section()).getByRole('button', { name: 'Konto deaktivieren' }));

    const dialog = await screen.findByRole('dialog', { name: 'Konto deaktivieren?' });
    expect(api.to('PATCH /api/admin/toggle-account-status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));

    expect(await screen.findByText('Dein Konto ist deaktiviert.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/Du kannst es unten jederzeit wieder aktivieren\./)).toBeInTheDocument();
    expect(api.to('PATCH /api/admin/toggle-account-status')[0]!.body).toEqual({});

    // Every other page now sends the member back here.
    await router.navigate('/my-requests');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/profile-view'));

    await user.click(within(await section()).getByRole('button', { name: 'Konto reaktivieren' }));
    expect(await screen.findByText('Dein Konto ist wieder aktiv.')).toBeInTheDocument();
    expect(within(await section()).getByRole('button', { name: 'Konto deaktivieren' })).toBeInTheDocument();
    expect(api.to('PATCH /api/admin/toggle-account-status')).toHaveLength(2);
  });

  it('downloads the export with the access token under the server’s file name', async () => {
    storeSession('user-1', 'access-anna');
    const pending = deferred<Response>();
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser()),
      'GET /api/account/export': () => pending.promise,
    });
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:export';
    });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });

    const { user } = await renderApp('/profile-view', 'en');
    const region = (await screen.findByRole('region', { name: 'Your data and account' })) as HTMLElement;
    await user.click(within(region).getByRole('button', { name: 'Download my data' }));
    expect(await within(region).findByRole('button', { name: 'Preparing download...' })).toBeDisabled();

    pending.resolve(
      new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="mietmatch-export-2026-11-21.zip"',
        },
      }),
    );
    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
    expect(api.to('GET /api/account/export')[0]!.headers.Authorization).toBe('Bearer access-anna');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toBe('mietmatch-export-2026-11-21.zip');
    expect(clicks[0]!.href).toBe('blob:export');
    expect(created[0]!.size).toBe(4);
    expect(within(region).getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('says so when the export is refused', async () => {
    storeSession();
    fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser()),
      'GET /api/account/export': () => json(429, { code: 'TooManyRequests', message: 'Too many requests' }),
    });
    const { user } = await renderApp('/profile-view');
    await user.click(within(await section()).getByRole('button', { name: 'Meine Daten herunterladen' }));
    expect(await screen.findByText(/Zu viele/)).toBeInTheDocument();
  });

  it('deletes the account only with the right password, then signs out to /login', async () => {
    storeSession();
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser()),
      'POST /api/account/delete': (request) =>
        (request.body as { password: string }).password === 'richtig-123'
          ? json(200, { message: 'Dein Konto wurde gelöscht.' })
          : json(400, {
              code: 'ErasurePasswordWrong',
              message: 'Das Passwort ist nicht korrekt. Dein Konto wurde nicht gelöscht.',
              fields: { password: 'Das Passwort ist nicht korrekt. Dein Konto wurde nicht gelöscht.' },
            }),
    });
    const { user, router } = await renderApp('/profile-view');
    await user.click(within(await section()).getByRole('button', { name: 'Mein Konto löschen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Konto endgültig löschen?' });
    expect(
      within(dialog).getByText('Deine Gesuche oder Immobilien mit allen Bildern und Dokumenten'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Zahlungen werden ohne deinen Namen/)).toBeInTheDocument();
    expect(within(dialog).getByText(/bleiben im Postfach der anderen Person/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Konto endgültig löschen' }));
    expect(await within(dialog).findByText('Passwort ist erforderlich')).toBeInTheDocument();
    expect(api.to('POST /api/account/delete')).toHaveLength(0);

    const password = within(dialog).getByLabelText('Dein Passwort');
    await user.type(password, 'falsch-123');
    await user.click(within(dialog).getByRole('button', { name: 'Konto endgültig löschen' }));
    expect(
      await within(dialog).findByText('Das Passwort ist nicht korrekt. Dein Konto wurde nicht gelöscht.'),
    ).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(getAccessToken()).toBe('access-1');

    await user.clear(password);
    await user.type(password, 'richtig-123');
    await user.click(within(dialog).getByRole('button', { name: 'Konto endgültig löschen' }));

    expect(await screen.findByText('Dein Konto wurde gelöscht.')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.to('POST /api/account/delete').map((r) => r.body)).toEqual([
      { password: 'falsch-123' },
      { password: 'richtig-123' },
    ]);
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });
});
