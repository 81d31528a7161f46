import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { type LoggedIn, PASSWORD, seedPostalCodes, uniqueEmail } from '../../../../test/factories.ts';
import { listen, next, open } from '../../../realtime/test-sockets.ts';
import { createConversation, createProperty, createRequest } from '../../../../test/route-access/fixtures.ts';
import { en, moderationKit } from '../report-test-kit.ts';

let t: TestContext;
let base: string;
let admin: LoggedIn;
let landlord: LoggedIn;
let tenant: LoggedIn;
let otherTenant: LoggedIn;
const k = moderationKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  await seedPostalCodes(t.database.db);
  admin = await k.member('admin');
  landlord = await k.member('contractor', { language: 'en' });
  tenant = await k.member('client', { language: 'en' });
  otherTenant = await k.member('client');
});
afterAll(() => t?.close());

const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((i) => i.id);
const search = (who: LoggedIn) => k.call('GET', '/api/landlord/filter?city=Berlin&pageSize=50', who);
const STATEMENT = 'Das Inserat verlangt eine Kaution per Western Union vor jeder Besichtigung.';

async function reportedProperty() {
  const property = await createProperty(t, landlord);
  const res = await k.report(tenant, 'property', property.id);
  expect(res.statusCode).toBe(201);
  return { property, report: res.json() as { id: string; reference: string } };
}

describe('POST /api/admin/reports/:id/decision', () => {
  it('removes a listing: others get 404 and no search hit, owner and admins see it marked', async () => {
    const { property, report } = await reportedProperty();
    await k.call('POST', `/api/favorites/property/${property.id}`, otherTenant);
    expect(ids(await search(otherTenant))).toContain(property.id);

    const res = await k.decide(admin, report.id, { action: 'remove' });
    expect(res.statusCode).toBe(200);
    const decision = res.json();
    expect(decision).toMatchObject({
      role: 'admin',
      action: 'remove',
      ground: 'terms',
      groundDetail: 'Nutzungsbedingungen § 5 (Betrug)',
      statement: STATEMENT,
      automatedDetection: false,
      reversedAt: null,
      subject: { type: 'property', id: property.id, moderation: 'removed', title: property.title },
    });

    expect((await k.call('GET', `/api/landlord/${property.id}`, otherTenant)).statusCode).toBe(404);
    expect(ids(await search(otherTenant))).not.toContain(property.id);
    expect(ids(await k.call('GET', '/api/favorites/properties', otherTenant))).not.toContain(property.id);
    expect(ids(await k.call('GET', `/api/landlord/filter?listedBy=${landlord.user.id}`, otherTenant))).not.toContain(
      property.id,
    );
    for (const viewer of [landlord, admin]) {
      const seen = await k.call('GET', `/api/landlord/${property.id}`, viewer);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toMatchObject({
        moderation: 'removed',
        moderationDecisionId: decision.id,
        title: property.title,
      });
    }
    // The owner's own list still shows it, marked.
    const own = await k.call('GET', `/api/landlord/filter?listedBy=${landlord.user.id}&pageSize=50`, landlord);
    expect(own.json().items.find((i: { id: string }) => i.id === property.id)).toMatchObject({ moderation: 'removed' });
  });

  it('mails the owner the statement of reasons and the reporter the outcome without the facts', async () => {
    const { property, report } = await reportedProperty();
    await k.decide(admin, report.id, { action: 'remove', ground: 'illegal', groundDetail: '§ 263 StGB (Betrug)' });
    const statement = await t.smtp.waitFor(
      landlord.user.email,
      (m) => m.text.includes(property.title) && m.text.includes('263'),
    );
    expect(statement.text).toContain(STATEMENT);
    expect(statement.text).toContain('illegal content under § 263 StGB (Betrug)');
    expect(statement.text).toContain('No automated means were used');
    expect(statement.text).toContain('Art. 21');
    expect(statement.text).toContain('/profile-view');
    // Nobody learns the reporter: neither name nor address nor reference.
    expect(statement.raw).not.toContain(tenant.user.email);
    expect(statement.raw).not.toContain(report.reference);
    const outcome = await t.smtp.waitFor(tenant.user.email, (m) =>
      m.subject.includes(`Outcome of your report ${report.reference}`),
    );
    expect(outcome.text).toContain('content removed');
    expect(outcome.text).toContain('§ 263 StGB');
    expect(outcome.text).not.toContain(STATEMENT);
  });

  it('restricts a listing: not found by search, the link still works', async () => {
    const { property, report } = await reportedProperty();
    expect((await k.decide(admin, report.id, { action: 'restrict' })).statusCode).toBe(200);
    expect(ids(await search(otherTenant))).not.toContain(property.id);
    const details = await k.call('GET', `/api/landlord/${property.id}`, otherTenant);
    expect(details.statusCode).toBe(200);
    expect(details.json().moderation).toBe('restricted');
  });

  it('removes a request from landlords’ lists and details; its tenant still sees it', async () => {
    const request = await createRequest(t, tenant);
    const res = await k.report(landlord, 'request', request.id, { reason: 'discrimination' });
    await k.decide(admin, res.json().id, { action: 'remove' });
    const otherLandlord = await k.member('contractor');
    expect((await k.call('GET', `/api/tenant/${request.id}`, otherLandlord)).statusCode).toBe(404);
    expect(ids(await k.call('GET', '/api/tenant/all?pageSize=50', otherLandlord))).not.toContain(request.id);
    const own = await k.call('GET', `/api/tenant/${request.id}`, tenant);
    expect(own.json()).toMatchObject({ moderation: 'removed' });
  });

  it('removes a message: the recipient gets an empty text live and in the thread, the sender keeps it', async () => {
    const request = await createRequest(t, tenant);
    const thread = await createConversation(t, landlord, tenant, request.id);
    const socket = await open(base, tenant.accessToken);
    const reported = await k.report(tenant, 'message', thread.landlordMessageId, { reason: 'offensive' });
    const live = next<{ inboxId: string; message: { id: string; message: string; moderation: string } }>(
      socket,
      'updateMessage',
    );
    await k.decide(admin, reported.json().id, { action: 'remove' });
    expect((await live).message).toMatchObject({ id: thread.landlordMessageId, message: '', moderation: 'removed' });
    const forTenant = (await k.call('GET', `/api/inquiry/thread/${thread.inboxId}`, tenant)).json();
    expect(forTenant.messages.find((m: { id: string }) => m.id === thread.landlordMessageId)).toMatchObject({
      message: '',
      moderation: 'removed',
    });
    const forLandlord = (await k.call('GET', `/api/inquiry/thread/${thread.inboxId}`, landlord)).json();
    expect(forLandlord.messages.find((m: { id: string }) => m.id === thread.landlordMessageId)).toMatchObject({
      message: 'Guten Tag',
      moderation: 'removed',
    });
    socket.disconnect();
  });

  it('warns a member: the account is marked warned and the member is told', async () => {
    const member = await k.member('contractor', { language: 'en' });
    const res = await k.report(tenant, 'user', member.user.id, { reason: 'offensive' });
    expect((await k.decide(admin, res.json().id, { action: 'warn' })).statusCode).toBe(200);
    const listed = await k.call('GET', `/api/admin/users?search=${encodeURIComponent(member.user.email)}`, admin);
    expect(listed.json().items[0]).toMatchObject({ id: member.user.id, isWarned: true, isBlocked: false });
    const mail = await t.smtp.waitFor(member.user.email, (m) => m.subject.includes('Moderation decision'));
    expect(mail.text).toContain('You receive a warning');
  });

  it('suspends the owner of content: blocked at once, sockets cut, login refused', async () => {
    const owner = await k.member('contractor', { language: 'en' });
    const property = await createProperty(t, owner);
    const socket = await open(base, owner.accessToken);
    const decisionLive = next<{ action: string; subjectId: string }>(socket, 'moderationDecision');
    const cut = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const res = await k.report(tenant, 'property', property.id);
    expect((await k.decide(admin, res.json().id, { action: 'suspend' })).statusCode).toBe(200);
    expect(await decisionLive).toMatchObject({ action: 'suspend', subjectId: property.id });
    await cut;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('Blocked');
    expect((await k.call('GET', '/api/auth/current-user', owner)).statusCode).toBe(403);
    // The block hides the member's listings from others, as any block does.
    expect((await k.call('GET', `/api/landlord/${property.id}`, otherTenant)).statusCode).toBe(404);
  });

  it('decides every open report on the item at once; a second decision is 409 DecisionExists', async () => {
    const property = await createProperty(t, landlord);
    const first = (await k.report(tenant, 'property', property.id)).json();
    const second = (await k.report(otherTenant, 'property', property.id, { reason: 'spam' })).json();
    const dismissed = await k.decide(admin, second.id, {
      action: 'dismiss',
      ground: undefined,
      groundDetail: undefined,
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ action: 'dismiss', ground: null, groundDetail: null });
    const again = await k.decide(admin, first.id, { action: 'remove' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DecisionExists');
    // The dismissed item stays as it was, and a new report opens a new case.
    expect((await k.call('GET', `/api/landlord/${property.id}`, otherTenant)).json().moderation).toBeNull();
    expect((await k.report(tenant, 'property', property.id)).statusCode).toBe(201);
  });

  it('answers 404 for an unknown report and 400 with fields for a missing ground or a content action on a member', async () => {
    expect((await k.decide(admin, '00000000-0000-4000-8000-000000000000', { action: 'warn' })).statusCode).toBe(404);
    const member = await k.member('client');
    const { id } = (await k.report(landlord, 'user', member.user.id)).json();
    const noGround = await k.decide(admin, id, { action: 'warn', ground: undefined, groundDetail: 'ab' });
    expect(noGround.statusCode).toBe(400);
    expect(noGround.json().fields).toEqual({ ground: en('groundRequired'), groundDetail: en('groundDetailRequired') });
    const removeMember = await k.decide(admin, id, { action: 'remove' });
    expect(removeMember.statusCode).toBe(400);
    expect(removeMember.json().fields).toEqual({ action: en('actionNotForSubject') });
    const shortStatement = await k.decide(admin, id, { action: 'warn', statement: 'zu kurz' });
    expect(shortStatement.json().fields).toEqual({ statement: en('statementTooShort') });
  });

  it('tells an anonymous reporter the outcome by mail', async () => {
    const property = await createProperty(t, landlord);
    const email = uniqueEmail('visitor');
    const { id, reference } = (await k.anonymousReport(`/property-details/${property.id}`, email)).json();
    await k.decide(admin, id, { action: 'restrict' });
    // The confirmation of the report carries the reference too: wait for the outcome itself.
    const outcome = await t.smtp.waitFor(
      email,
      (m) => m.subject.startsWith('Outcome') && m.subject.includes(reference),
    );
    expect(outcome.text).toContain('visibility restricted');
  });

  it('is for admins only: members 403, anonymous 401', async () => {
    const { report } = await reportedProperty();
    expect((await k.decide(landlord, report.id, { action: 'dismiss' })).statusCode).toBe(403);
    expect((await k.decide(tenant, report.id, { action: 'dismiss' })).statusCode).toBe(403);
    expect(
      (
        await k.call('POST', `/api/admin/reports/${report.id}/decision`, null, {
          action: 'dismiss',
          statement: STATEMENT,
        })
      ).statusCode,
    ).toBe(401);
  });
});
