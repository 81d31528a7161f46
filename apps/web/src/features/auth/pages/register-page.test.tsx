import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, json } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const avatar = () => new File([new Uint8Array([137, 80, 78, 71])], 'avatar.png', { type: 'image/png' });

async function fillRequired(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(screen.getByRole('radio', { name: /Ich vermiete eine Immobilie/ }));
  await user.type(screen.getByLabelText('Vorname'), 'Volker');
  await user.type(screen.getByLabelText('Nachname'), 'Vermieter');
  await user.type(screen.getByLabelText('E-Mail'), 'volker@example.com');
  await user.type(screen.getByLabelText('Passwort'), 'geheim123');
  await user.upload(screen.getByLabelText('Profilbild'), avatar());
}

describe('register page', () => {
  it('shows the specification texts beneath each field', async () => {
    const api = fakeApi({});
    const { user } = await renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Konto erstellen' }));

    expect(await screen.findByText('Wähle, ob du eine Immobilie suchst oder vermietest')).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).toHaveAccessibleDescription('Vorname ist erforderlich');
    expect(screen.getByLabelText('Nachname')).toHaveAccessibleDescription('Nachname ist erforderlich');
    expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription('Gib eine gültige E-Mail-Adresse ein');
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription(
      'Das Passwort muss mindestens 6 Zeichen lang sein',
    );
    expect(screen.getByLabelText('Profilbild')).toHaveAccessibleDescription('Bitte lade ein gültiges Profilbild hoch');
    expect(api.requests).toHaveLength(0);
  });

  it('sends the form as multipart with the UI language and shows the check-your-email notice', async () => {
    const api = fakeApi({ 'POST /api/auth/register': () => json(201, { message: 'ok', userId: 'u-1' }) });
    const { user, router } = await renderApp('/register');
    await screen.findByRole('heading', { name: 'Konto erstellen' });
    await fillRequired(user);
    expect(screen.getByText('avatar.png')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Familienstand'), 'Verheiratet');
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

    expect(await screen.findByRole('heading', { name: 'Prüfe dein Postfach' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/email-notice');
    const body = api.to('POST /api/auth/register')[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'avatar'))).toEqual({
      firstName: 'Volker',
      lastName: 'Vermieter',
      email: 'volker@example.com',
      password: 'geheim123',
      role: 'contractor',
      relationshipStatus: 'Married',
      language: 'de',
    });
    expect((body.get('avatar') as File).name).toBe('avatar.png');
  });

  it('puts server field errors under the fields', async () => {
    fakeApi({
      'POST /api/auth/register': () =>
        json(409, { code: 'EmailTaken', message: 'Mit dieser E-Mail-Adresse besteht bereits ein Konto.' }),
    });
    const { user, router } = await renderApp('/register');
    await screen.findByRole('heading', { name: 'Konto erstellen' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Registrierung fehlgeschlagen.');
    expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription(
      'Mit dieser E-Mail-Adresse besteht bereits ein Konto.',
    );
    expect(router.state.location.pathname).toBe('/register');
  });
});
