import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Inbox, Message } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { realtimeHandlers } from '../../inquiries/realtime/event-handlers';

const tenant = makeUser({ id: 'tenant-1', role: 'client' });
const now = new Date().toISOString();
const WARNING = 'Zahle nie, bevor du die Wohnung gesehen und einen Vertrag unterschrieben hast.';

function message(id: string, senderId: string, text: string, extra: Partial<Message> = {}): Message {
  return { id, inboxId: 'inbox-1', senderId, message: text, createdAt: now, editedAt: null, readAt: null, ...extra };
}

const inbox: Inbox = {
  id: 'inbox-1',
  subjectType: 'property',
  subjectId: 'p1',
  direction: 'sent',
  otherMember: {
    id: 'landlord-1',
    firstName: 'Viktor',
    lastName: 'Vermieter',
    avatarUrl: null,
    role: 'contractor',
    available: true,
    deleted: false,
  },
  lastMessage: null,
  unreadCount: 0,
  createdAt: now,
  updatedAt: now,
};

function serveThread(messages: Message[]) {
  storeSession('tenant-1');
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, tenant),
    'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 0 }),
    'GET /api/inquiry/thread/inbox-1': () => json(200, { inbox, messages }),
    'POST /api/inquiry/mark-as-read/inbox-1': () => json(200, { totalUnreadCount: 0 }),
    'GET /api/landlord/p1': () => json(404, { code: 'NotFound', message: 'Not found.' }),
    'POST /api/reports': () => json(201, { id: 'r1', reference: 'MM-2026-000777' }),
  });
}

describe('safety in a thread', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns the recipient when the other member’s message is flagged, live as it arrives over the socket', async () => {
    serveThread([message('m1', 'tenant-1', 'Ist die Wohnung noch frei?')]);
    const { queryClient } = await renderApp('/inquiries-thread/property/inbox-1');
    const log = await screen.findByRole('log', { name: 'Nachrichten' });
    expect(within(log).getByText('Ist die Wohnung noch frei?')).toBeInTheDocument();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();

    const handlers = realtimeHandlers({
      client: queryClient,
      userId: 'tenant-1',
      openInboxId: () => 'inbox-1',
      notifyMessage: () => {},
      notifyAccessRequest: () => {},
      leaveDeletedThread: () => {},
    });
    act(() =>
      handlers.newMessage({
        inboxId: 'inbox-1',
        message: message('m2', 'landlord-1', 'Bitte überweise die Kaution vorab per Western Union.', {
          safetyWarning: true,
        }),
      }),
    );

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(WARNING);
    expect(banner).toHaveTextContent('Betrüger verlangen Kaution oder Miete vorab');
  }, 20_000);

  it('shows no banner for one’s own flagged message, and offers reporting only on the other member’s messages', async () => {
    const api = serveThread([
      message('m1', 'tenant-1', 'Meine IBAN ist DE89 3704 0044 0532 0130 00.', { safetyWarning: true }),
      message('m2', 'landlord-1', 'Danke, ich melde mich.'),
    ]);
    const { user } = await renderApp('/inquiries-thread/property/inbox-1', 'en');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(
      screen.queryByText('Never pay before you have seen the flat and signed a contract.'),
    ).not.toBeInTheDocument();

    const ours = within(log)
      .getByText(/Meine IBAN/)
      .closest('li')!;
    expect(within(ours).queryByRole('button', { name: 'Report message' })).not.toBeInTheDocument();
    const theirs = within(log).getByText('Danke, ich melde mich.').closest('li')!;
    await user.click(within(theirs).getByRole('button', { name: 'Report message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report message' });
    expect(dialog).toHaveTextContent('Danke, ich melde mich.');
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Reason' }), 'offensive');
    await user.type(within(dialog).getByRole('textbox', { name: 'What happened?' }), 'Threatening me after this.');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('MM-2026-000777')).toBeInTheDocument();
    expect(api.to('POST /api/reports')[0]!.body).toMatchObject({ subjectType: 'message', subjectId: 'm2' });
  }, 20_000);

  it('shows the recipient a placeholder for a removed message, and its sender the text with the mark', async () => {
    serveThread([
      message('m1', 'landlord-1', '', { moderation: 'removed', moderationDecisionId: 'd1' }),
      message('m2', 'tenant-1', 'Schicken Sie mir die Schlüssel per Post?', {
        moderation: 'removed',
        moderationDecisionId: 'd2',
      }),
    ]);
    await renderApp('/inquiries-thread/property/inbox-1');
    const log = await screen.findByRole('log', { name: 'Nachrichten' });
    const [theirs, ours] = within(log)
      .getAllByRole('listitem')
      .filter((li) => li.hasAttribute('data-message-id'));
    expect(theirs).toHaveTextContent('Nachricht von der Moderation entfernt');
    // Nothing left to report in a removed message.
    expect(within(theirs!).queryByRole('button', { name: 'Nachricht melden' })).not.toBeInTheDocument();
    expect(ours).toHaveTextContent('Schicken Sie mir die Schlüssel per Post?');
    expect(ours).toHaveTextContent('Nachricht von der Moderation entfernt');
  }, 20_000);
});
