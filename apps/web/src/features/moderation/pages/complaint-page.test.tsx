import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, json } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const explanation = 'Das Konto hat nie Werbung verschickt, das war jemand anderes.';
const complaint = {
  id: 'c1',
  decisionId: 'd1',
  explanation,
  status: 'open',
  outcome: null,
  statement: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  resolvedAt: null,
};

describe('/complaint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets a suspended member complain by the mailed link, without a session', async () => {
    const api = fakeApi({ 'POST /api/moderation/complaint-by-link': () => json(201, complaint) });
    const { user } = await renderApp('/complaint?token=signed.link.token', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Complain about a suspension' })).toBeInTheDocument();
    expect(screen.getByText(/until the date stated in the email/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(api.to('POST /api/moderation/complaint-by-link')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Your explanation' }), explanation);
    expect(screen.getByText(`${explanation.length} / 5,000 characters`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Complaint filed');
    const [sent] = api.to('POST /api/moderation/complaint-by-link');
    expect(sent!.body).toEqual({ token: 'signed.link.token', explanation });
    expect(sent!.headers.Authorization).toBeUndefined();
  }, 20_000);

  it.each([
    [
      'ComplaintExists',
      'Du hast gegen diese Entscheidung bereits Beschwerde eingelegt.',
      () =>
        json(409, {
          code: 'ComplaintExists',
          message: 'Du hast gegen diese Entscheidung bereits Beschwerde eingelegt.',
        }),
    ],
    [
      'Conflict (reversed)',
      'Diese Entscheidung wurde bereits aufgehoben – es gibt nichts mehr, wogegen du dich beschweren müsstest. Du kannst dich wieder anmelden.',
      () => json(409, { code: 'Conflict', message: 'Das wurde gleichzeitig geändert. Versuche es erneut.' }),
    ],
    [
      'an invalid token',
      'Ungültiges oder fehlendes Token.',
      () =>
        json(400, {
          code: 'ValidationFailed',
          message: 'Validation failed',
          fields: { token: 'Ungültiges oder fehlendes Token.' },
        }),
    ],
  ])(
    'shows the answer for %s',
    async (_case, text, answer) => {
      fakeApi({ 'POST /api/moderation/complaint-by-link': answer });
      const { user } = await renderApp('/complaint?token=t');
      await user.type(await screen.findByRole('textbox', { name: 'Deine Begründung' }), explanation);
      await user.click(screen.getByRole('button', { name: 'Beschwerde senden' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
    },
    20_000,
  );

  it('says the link is broken when it has no token', async () => {
    await renderApp('/complaint');
    expect(await screen.findByText('Ungültiges oder fehlendes Token.')).toBeInTheDocument();
    expect(screen.getByText(/Öffne den Link aus der E-Mail/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
