import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const url = 'https://mietmatch.de/property-details/p1';
const explanation = 'This listing asks for the deposit by MoneyGram before any viewing.';

describe('/report', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets a visitor without an account report by address, with name and email, and shows the reference', async () => {
    const api = fakeApi({
      'POST /api/reports': () => json(201, { id: 'r9', reference: 'MM-2026-000901' }),
    });
    const { user } = await renderApp('/login', 'en');
    // Linked in the footer of the public pages.
    await user.click(await screen.findByRole('link', { name: 'Report content' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Report content' })).toBeInTheDocument();
    expect(screen.getByText(/reviewed by people on our team/)).toBeInTheDocument();
    expect(screen.getByText(/suspended from reporting/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Enter the address (URL) of the content you are reporting.')).toBeInTheDocument();
    expect(screen.getByText('Choose a reason.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();
    expect(api.to('POST /api/reports')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Address (URL) of the content' }), url);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'scam');
    await user.type(screen.getByRole('textbox', { name: 'What happened?' }), explanation);
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Erika Muster');
    await user.type(screen.getByRole('textbox', { name: 'Your email address' }), 'erika@example.com');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I confirm that my report is accurate and complete to the best of my knowledge.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. Your report has the number MM-2026-000901; we have sent you a confirmation.',
    );
    const [sent] = api.to('POST /api/reports');
    expect(sent!.body).toEqual({
      subjectUrl: url,
      reason: 'scam',
      explanation,
      goodFaith: true,
      name: 'Erika Muster',
      email: 'erika@example.com',
    });
    expect(sent!.headers.Authorization).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Report something else' }));
    expect(screen.getByRole('textbox', { name: 'Address (URL) of the content' })).toHaveValue('');
  }, 20_000);

  it.each([
    [
      'an address of no item (400)',
      () =>
        json(400, {
          code: 'ValidationFailed',
          message: 'Validation failed',
          fields: { subjectUrl: 'reportUrlUnknown' },
        }),
    ],
    ['an item that is not there (404)', () => json(404, { code: 'NotFound', message: 'Nicht gefunden.' })],
  ])(
    'shows the API’s answer for %s at the address field',
    async (_case, answer) => {
      fakeApi({ 'POST /api/reports': answer });
      const { user } = await renderApp('/report?url=https%3A%2F%2Fexample.com%2Ffoo');
      const field = await screen.findByRole('textbox', { name: 'Adresse (URL) des Inhalts' });
      expect(field).toHaveValue('https://example.com/foo');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Grund' }), 'other');
      await user.type(screen.getByRole('textbox', { name: 'Was ist passiert?' }), 'Irgendetwas stimmt hier nicht.');
      await user.type(screen.getByRole('textbox', { name: 'Dein Name' }), 'Erika');
      await user.type(screen.getByRole('textbox', { name: 'Deine E-Mail-Adresse' }), 'erika@example.com');
      await user.click(screen.getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Meldung senden' }));
      expect(
        await screen.findByText('Diese Adresse führt zu keinem Inserat, Gesuch oder Profil auf Mietmatch.'),
      ).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
    },
    20_000,
  );

  it('keeps a signed-in member in the dashboard and reports as them, without asking name and email', async () => {
    storeSession('tenant-1');
    const api = fakeApi({
      'GET /api/auth/current-user': () => json(200, makeUser({ id: 'tenant-1', firstName: 'Anna', lastName: 'Berg' })),
      'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 0 }),
      'POST /api/reports': () => json(200, { id: 'r9', reference: 'MM-2026-000901' }),
    });
    const { user } = await renderApp('/report');
    // The dashboard's top bar names the page; the page's own heading sits beneath it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Inhalt melden' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Inhalt melden' })).toBeInTheDocument();
    expect(screen.getByText('Du meldest als Anna Berg (anna@example.com).')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Dein Name' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Adresse (URL) des Inhalts' }), '/user-profile/landlord-1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grund' }), 'discrimination');
    await user.type(screen.getByRole('textbox', { name: 'Was ist passiert?' }), 'Keine Familien mit Kindern.');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Meldung senden' }));

    const receipt = await screen.findByRole('status');
    expect(within(receipt).getByText('MM-2026-000901')).toBeInTheDocument();
    const [sent] = api.to('POST /api/reports');
    expect(sent!.body).toEqual({
      subjectUrl: '/user-profile/landlord-1',
      reason: 'discrimination',
      explanation: 'Keine Familien mit Kindern.',
      goodFaith: true,
    });
    expect(sent!.headers.Authorization).toBe('Bearer access-1');
  }, 20_000);
});
