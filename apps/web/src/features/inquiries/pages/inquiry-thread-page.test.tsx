import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Inbox, Message } from '@mietmatch/contract';
import { fakeApi, json, makeUser, storeSession } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';

const landlord = makeUser({ id: 'landlord-1', role: 'contractor', firstName: 'Volker', lastName: 'Vermieter' });
const now = new Date().toISOString();
// An erased account's messages carry a pseudonym that is no member's id.
const PSEUDONYM = '7d1c0a4e-0000-4000-8000-000000000000';

function message(id: string, senderId: string, text: string): Message {
  return { id, inboxId: 'inbox-1', senderId, message: text, createdAt: now, editedAt: null, readAt: null };
}

function makeInbox(otherMember: Partial<Inbox['otherMember']> = {}): Inbox {
  return {
    id: 'inbox-1',
    subjectType: 'request',
    subjectId: 'req-1',
    direction: 'sent',
    otherMember: {
      id: 'tenant-1',
      firstName: 'Mara',
      lastName: 'Schneider',
      avatarUrl: null,
      role: 'client',
      available: true,
      deleted: false,
      ...otherMember,
    },
    lastMessage: null,
    unreadCount: 0,
    createdAt: now,
    updatedAt: now,
  };
}

const erased = makeInbox({ id: '', firstName: '', lastName: '', available: false, deleted: true });

function serve(inbox: Inbox, messages: Message[], extra: Parameters<typeof fakeApi>[0] = {}) {
  storeSession('landlord-1');
  return fakeApi({
    'GET /api/auth/current-user': () => json(200, landlord),
    'GET /api/inquiry/unread-count': () => json(200, { totalUnreadCount: 0 }),
    'GET /api/inquiry/thread/inbox-1': () => json(200, { inbox, messages }),
    'POST /api/inquiry/mark-as-read/inbox-1': () => json(200, { totalUnreadCount: 0 }),
    ...extra,
  });
}

const toastText = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' });

describe('inquiry thread', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a member who erased their account as a deleted member, never as a blank name, and closes writing', async () => {
    serve(erased, [message('m1', PSEUDONYM, 'Ist die Wohnung noch frei?'), message('m2', 'landlord-1', 'Ja, gern.')]);
    await renderApp('/inquiries-thread/request/inbox-1');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Gelöschtes Mitglied' });
    // No profile to open, and no initials of a name that no longer exists.
    expect(within(heading).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Die andere Person dieses Chats ist nicht mehr verfügbar.');

    // Their message stays and says whose it was; ours is ours.
    const log = screen.getByRole('log', { name: 'Nachrichten' });
    const theirs = within(log).getByText('Ist die Wohnung noch frei?').closest('li')!;
    expect(theirs).toHaveTextContent('Gelöschtes Mitglied: Ist die Wohnung noch frei?');
    const ours = within(log).getByText('Ja, gern.').closest('li')!;
    expect(ours).toHaveTextContent('Du: Ja, gern.');
    expect(ours).not.toHaveTextContent('Gelöschtes Mitglied');

    expect(screen.getByRole('textbox', { name: 'Deine Nachricht' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeDisabled();
  });

  it('says "Deleted user" in English, and the deletion dialog names nobody', async () => {
    serve(erased, [message('m1', PSEUDONYM, 'Is it still free?')]);
    const { user } = await renderApp('/inquiries-thread/request/inbox-1', 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Deleted user' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Other user of this chat is no longer available.');
    expect(screen.getByRole('log', { name: 'Messages' })).toHaveTextContent('Deleted user: Is it still free?');

    await user.click(screen.getByRole('button', { name: 'Delete conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    expect(dialog).toHaveTextContent('All messages of this conversation are deleted. This cannot be undone.');
  });

  it('a blocked or deactivated member keeps their name, marked as no longer available', async () => {
    serve(makeInbox({ available: false }), [message('m1', 'tenant-1', 'Hallo')]);
    await renderApp('/inquiries-thread/request/inbox-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mara Schneider' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Die andere Person dieses Chats ist nicht mehr verfügbar.');
    // The member's own state beside their role, apart from the chat-level notice.
    expect(screen.getByText('Nutzer nicht verfügbar.')).toBeInTheDocument();
    expect(screen.queryByText('Gelöschtes Mitglied')).not.toBeInTheDocument();
  });

  it.each([
    [
      'de',
      'Nachricht konnte nicht gelöscht werden.',
      'Optionen für diese Nachricht',
      'Löschen',
      'Nachricht löschen',
      'Etwas ist schiefgelaufen. Versuche es erneut.',
    ],
    [
      'en',
      'Failed to delete message.',
      'Options for this message',
      'Delete',
      'Delete message',
      'Something went wrong. Try again.',
    ],
  ] as const)(
    'a failed message deletion says so with the specification text (%s) and keeps the message',
    async (language, failed, actions, item, confirm, reason) => {
      const api = serve(makeInbox(), [message('m1', 'landlord-1', 'Tippfehler')], {
        'DELETE /api/inquiry/delete/m1': () =>
          json(500, { code: 'InternalError', message: 'Something went wrong. Try again.' }),
      });
      const { user } = await renderApp('/inquiries-thread/request/inbox-1', language);
      const log = await screen.findByRole('log');
      await user.click(within(log).getByRole('button', { name: actions }));
      await user.click(await screen.findByRole('menuitem', { name: item }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirm }));

      expect(await toastText(failed)).toBeInTheDocument();
      expect(await toastText(reason)).toBeInTheDocument();
      expect(api.to('DELETE /api/inquiry/delete/m1')).toHaveLength(1);
      expect(within(log).getByText('Tippfehler')).toBeInTheDocument();
    },
  );
  it('edits an own message chosen from its options menu and saves it with Enter', async () => {
    const api = serve(makeInbox(), [message('m1', 'landlord-1', 'Tippfehler')], {
      'PUT /api/inquiry/update/m1': () => json(200, { ...message('m1', 'landlord-1', 'Korrigiert'), editedAt: now }),
    });
    const { user } = await renderApp('/inquiries-thread/request/inbox-1');
    const log = await screen.findByRole('log');
    await user.click(within(log).getByRole('button', { name: 'Optionen für diese Nachricht' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Bearbeiten' }));

    const editor = await within(log).findByRole('textbox', { name: 'Nachricht bearbeiten' });
    expect(editor).toHaveValue('Tippfehler');
    expect(editor).toHaveFocus();
    await user.clear(editor);
    await user.type(editor, 'Korrigiert{Enter}');

    expect(await toastText('Nachricht aktualisiert')).toBeInTheDocument();
    expect(api.to('PUT /api/inquiry/update/m1')[0].body).toEqual({ message: 'Korrigiert' });
    expect(within(log).queryByRole('textbox', { name: 'Nachricht bearbeiten' })).not.toBeInTheDocument();
  });
});
