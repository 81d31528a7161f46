import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, seedPostalCodes, type LoggedIn } from '../../../test/factories.ts';
import { createConversation, createRequest } from '../../../test/route-access/fixtures.ts';
import { decide } from '../../../test/moderation-factories.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await seedPostalCodes(t.database.db);
});
afterAll(() => t.close());

const member = (role: 'client' | 'contractor', name: { firstName: string; lastName: string }) =>
  createLoggedInUser(t.app, t.database.db, { role, ...name });

interface Entry {
  id: string;
  type: string;
  readAt: string | null;
  data: Record<string, unknown>;
}
const entries = async (who: LoggedIn): Promise<Entry[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications?pageSize=50', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
};
const call = async (who: LoggedIn, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: who.headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('a new message', () => {
  it('is kept for its recipient only, with the sender’s name and a preview of at most 120 characters', async () => {
    const landlord = await member('contractor', { firstName: 'Lars', lastName: 'Vermieter' });
    const tenant = await member('client', { firstName: 'Tina', lastName: 'Mieterin' });
    const long = `Guten Tag,   die Wohnung\nist frei. ${'Sehr hell und ruhig gelegen. '.repeat(8)}Ende`;
    const first = await call(landlord, 'POST', '/api/inquiry/create-inbox', {
      recipientId: tenant.user.id,
      subjectType: 'profile',
      subjectId: tenant.user.id,
      message: long,
    });

    const [kept, ...more] = await entries(tenant);
    expect(more).toEqual([]);
    expect(kept).toMatchObject({
      type: 'newMessage',
      readAt: null,
      data: { inboxId: first.inbox.id, messageId: first.message.id, senderName: 'Lars Vermieter' },
    });
    expect(Object.keys(kept!.data).sort()).toEqual(['inboxId', 'messageId', 'preview', 'senderName']);
    const preview = kept!.data.preview as string;
    expect(preview.length).toBeLessThanOrEqual(120);
    expect(preview.length).toBeGreaterThan(100);
    expect(preview.startsWith('Guten Tag, die Wohnung ist frei. Sehr hell')).toBe(true);
    expect(preview.endsWith('…')).toBe(true);
    // The sender's own message is not news to the sender.
    expect(await entries(landlord)).toEqual([]);

    const answer = await call(tenant, 'POST', '/api/inquiry/send', { inboxId: first.inbox.id, message: 'Gern 🙂' });
    expect(await entries(landlord)).toEqual([
      expect.objectContaining({
        type: 'newMessage',
        data: { inboxId: first.inbox.id, messageId: answer.id, senderName: 'Tina Mieterin', preview: 'Gern 🙂' },
      }),
    ]);
    expect(await entries(tenant)).toHaveLength(1);
  });

  it('previews nothing once moderation hides the message or its sender deletes it; an edit shows the new text', async () => {
    const landlord = await member('contractor', { firstName: 'Lea', lastName: 'Haus' });
    const tenant = await member('client', { firstName: 'Tom', lastName: 'Sucher' });
    const request = await createRequest(t, tenant);
    const { inboxId, landlordMessageId, tenantMessageId } = await createConversation(t, landlord, tenant, request.id);
    const preview = async (who: LoggedIn, messageId: string) =>
      (await entries(who)).find((e) => e.data.messageId === messageId)?.data.preview;
    expect(await preview(tenant, landlordMessageId)).toBe('Guten Tag');
    expect(await preview(landlord, tenantMessageId)).toBe('Hallo zurück');

    await decide(t, { subjectType: 'message', subjectId: landlordMessageId, reporters: [tenant], action: 'remove' });
    expect(await preview(tenant, landlordMessageId)).toBe('');

    await call(tenant, 'PUT', `/api/inquiry/update/${tenantMessageId}`, { message: 'Hallo, geändert' });
    expect(await preview(landlord, tenantMessageId)).toBe('Hallo, geändert');
    await call(tenant, 'DELETE', `/api/inquiry/delete/${tenantMessageId}`);
    expect(await preview(landlord, tenantMessageId)).toBe('');
    // The entries themselves stay: one each.
    expect((await entries(tenant)).map((e) => e.data.inboxId)).toEqual([inboxId]);
    expect((await entries(landlord)).map((e) => e.data.inboxId)).toEqual([inboxId]);
  });
});

describe('document access', () => {
  it('asking reaches the tenant, each answer the landlord, no one else', async () => {
    const landlord = await member('contractor', { firstName: 'Udo', lastName: 'Eigentümer' });
    const tenant = await member('client', { firstName: 'Ida', lastName: 'Wohnungssuchend' });
    const bystander = await member('client', { firstName: 'Bea', lastName: 'Nebenan' });
    await createRequest(t, tenant);

    await call(landlord, 'POST', `/api/document-access/request?tenantId=${tenant.user.id}`);
    expect(await entries(tenant)).toEqual([
      expect.objectContaining({
        type: 'accessRequested',
        data: { landlordId: landlord.user.id, landlordName: 'Udo Eigentümer' },
      }),
    ]);
    expect(await entries(landlord)).toEqual([]);
    // Asking again while it is pending changes nothing, so nothing new is kept.
    await call(landlord, 'POST', `/api/document-access/request?tenantId=${tenant.user.id}`);
    expect(await entries(tenant)).toHaveLength(1);

    await call(tenant, 'PATCH', `/api/document-access/toggle-access?landlordId=${landlord.user.id}&to=granted`);
    t.clock.advance(1000);
    await call(tenant, 'PATCH', `/api/document-access/toggle-access?landlordId=${landlord.user.id}&to=removed`);
    // After the removal the landlord, who never heard from her otherwise, reads her as browsing shows her.
    expect((await entries(landlord)).map((e) => [e.type, e.data])).toEqual([
      ['accessAnswered', { tenantId: tenant.user.id, tenantName: 'Ida W.', status: 'removed' }],
      ['accessAnswered', { tenantId: tenant.user.id, tenantName: 'Ida Wohnungssuchend', status: 'granted' }],
    ]);
    expect(await entries(tenant)).toHaveLength(1);
    expect(await entries(bystander)).toEqual([]);
  });
});
