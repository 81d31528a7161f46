import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

describe('profile page', () => {
  it('shows the plan with its expiry formatted per language', async () => {
    storeSession();
    fakeApi({
      'GET /api/auth/current-user': () =>
        json(200, makeUser({ paymentExpiresAt: '2027-02-21T12:00:00.000Z', planId: 'tenant-6' })),
    });
    const { user } = await renderApp('/profile-view');
    expect(await screen.findByText('Mieter · 6 Monate')).toBeInTheDocument();
    expect(screen.getByText('Gültig bis 21.02.2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'EN – English' }));
    expect(await screen.findByText('Valid until 21 Feb 2027')).toBeInTheDocument();
  });

  it('saves changed fields and a new avatar, then confirms with a toast', async () => {
    storeSession();
    let saved = makeUser();
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, saved),
      'PUT /api/auth/update-profile': () => {
        saved = { ...saved, profession: 'Architektin' };
        return json(200, saved);
      },
    });
    const { user } = await renderApp('/profile-view');
    expect(await screen.findByLabelText('E-Mail')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Beruf'), 'Architektin');
    await user.upload(
      screen.getByLabelText('Profilbild'),
      new File([new Uint8Array([1])], 'neu.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));

    expect(await screen.findByText('Profil aktualisiert')).toBeInTheDocument();
    const body = api.to('PUT /api/auth/update-profile')[0].body as FormData;
    expect(body.get('profession')).toBe('Architektin');
    expect(body.get('firstName')).toBe('Anna');
    expect((body.get('avatar') as File).name).toBe('neu.png');
    expect(body.get('email')).toBeNull();
    expect(screen.getByLabelText('Beruf')).toHaveValue('Architektin');
  });

  it('validates names with the specification texts', async () => {
    storeSession();
    const api = fakeApi({ 'GET /api/auth/current-user': () => json(200, makeUser()) });
    const { user } = await renderApp('/profile-view');
    await user.clear(await screen.findByLabelText('Vorname'));
    await user.type(screen.getByLabelText('Vorname'), 'A');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Vorname ist erforderlich')).toBeInTheDocument();
    expect(api.to('PUT /api/auth/update-profile')).toHaveLength(0);
  });
});
