import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MailFailure } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const admin = makeUser({ id: 'admin-1', role: 'admin', firstName: 'Ada', lastName: 'Admin', planId: null });
const bounced: MailFailure = {
  id: '41',
  to: 'nobody@example.com',
  subject: 'Reset your password – Mietmatch | Rentmatch',
  attempts: 1,
  lastError: "Can't send mail - all recipients were rejected: 550 Mailbox unavailable",
  queuedAt: '2026-03-02T09:30:00.000Z',
};

function serve(failed: MailFailure[]) {
  let items = failed;
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, admin),
    'GET /api/admin/users': () => json(200, { items: [admin], total: 1, page: 1, pageSize: 10 }),
    'GET /api/admin/mail-failures': () =>
      json(200, { items, total: items.length, page: 1, pageSize: 10, pending: 3 - items.length }),
    'POST /api/admin/mail-failures/41/retry': () => {
      items = [];
      return json(200, { ...bounced, attempts: 0 });
    },
  });
}

describe('/all-users: mail delivery', () => {
  beforeEach(() => storeSession('admin-1'));

  it('lists the mails given up with recipient, subject and error, and sends one again', async () => {
    const api = serve([bounced]);
    const { user } = await renderApp('/all-users', 'en');
    const section = within(await screen.findByRole('region', { name: 'Mail delivery' }));
    expect(await section.findByText('nobody@example.com')).toBeInTheDocument();
    expect(section.getByText('Reset your password – Mietmatch | Rentmatch')).toBeInTheDocument();
    expect(section.getByText(/550 Mailbox unavailable/)).toBeInTheDocument();
    expect(section.getByText('2 on their way')).toBeInTheDocument();
    expect(section.getByText('1 failed')).toBeInTheDocument();
    expect(section.getByText(/1 attempt$/)).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The mail to nobody@example.com is being sent again.')).toBeInTheDocument();
    expect(api.to('POST /api/admin/mail-failures/41/retry')).toHaveLength(1);
    expect(await section.findByText('No failed mails.')).toBeInTheDocument();
    expect(section.getByText('3 on their way')).toBeInTheDocument();
  }, 20_000);

  it('says so in German when nothing failed', async () => {
    serve([]);
    await renderApp('/all-users', 'de');
    const section = within(await screen.findByRole('region', { name: 'Mailversand' }));
    expect(await section.findByText('Keine fehlgeschlagenen Mails.')).toBeInTheDocument();
    expect(section.getByText('0 fehlgeschlagen')).toBeInTheDocument();
  }, 20_000);
});
