import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, createUser, login, multipart, pngImage, PASSWORD } from '../../../test/factories.ts';
import { linkIn } from '../../../test/smtp-sink.ts';
import { users, userTokens } from '../../db/schema/index.ts';
import { findUserById } from '../../db/members.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const HOUR = 60 * 60 * 1000;

async function resetLinkFor(email: string) {
  const before = t.smtp.mails.length;
  expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
  const mail = await t.smtp.waitFor(
    email,
    (m) => t.smtp.mails.indexOf(m) >= before && m.text.includes('/reset-password'),
  );
  return new URL(linkIn(mail, '/reset-password?token=')).searchParams.get('token')!;
}

describe('password reset', () => {
  it('mails a single-use link that sets a new password and signs out every session', async () => {
    const s = await createLoggedInUser(t.app, t.database.db);
    const token = await resetLinkFor(s.user.email);
    const res = await post(`/api/auth/reset-password?token=${encodeURIComponent(token)}`, {
      newPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: s.user.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: s.user.email, password: 'brand-new-pass' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: s.headers })).statusCode).toBe(
      401,
    );
    // Used once: the same link now fails with the specification text.
    const again = await post(`/api/auth/reset-password?token=${encodeURIComponent(token)}`, {
      newPassword: 'another-pass',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'InvalidResetToken', message: 'Reset token is either invalid or expired.' });
  });

  it('stores the token only as its SHA-256, not as mailed', async () => {
    const user = await createUser(t.database.db);
    const token = await resetLinkFor(user.email);
    const rows = await t.database.db
      .select({ purpose: userTokens.purpose, tokenHash: userTokens.tokenHash })
      .from(userTokens)
      .where(eq(userTokens.userId, user.id));
    const sha256 = createHash('sha256').update(token).digest('hex');
    expect(rows).toEqual([{ purpose: 'reset_password', tokenHash: sha256 }]);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('refuses a link older than one hour', async () => {
    const user = await createUser(t.database.db);
    const token = await resetLinkFor(user.email);
    t.clock.advance(HOUR + 60_000);
    try {
      expect(
        (await post(`/api/auth/reset-password?token=${token}`, { newPassword: 'brand-new-pass' })).statusCode,
      ).toBe(400);
    } finally {
      t.clock.reset();
    }
  });

  it('makes an older link worthless when a new one is requested', async () => {
    const user = await createUser(t.database.db);
    const first = await resetLinkFor(user.email);
    const second = await resetLinkFor(user.email);
    expect((await post(`/api/auth/reset-password?token=${first}`, { newPassword: 'brand-new-pass' })).statusCode).toBe(
      400,
    );
    expect((await post(`/api/auth/reset-password?token=${second}`, { newPassword: 'brand-new-pass' })).statusCode).toBe(
      200,
    );
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = t.smtp.mails.length;
    const res = await post('/api/auth/forgot-password', { email: 'nobody-at-all@example.test' });
    expect(res.statusCode).toBe(200);
    await t.deliverMail();
    expect(t.smtp.mails.length).toBe(before);
  });

  it('validates token and password', async () => {
    expect((await post('/api/auth/reset-password', { newPassword: 'brand-new-pass' })).statusCode).toBe(400);
    const short = await post('/api/auth/reset-password?token=abc', { newPassword: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ newPassword: 'Password must be at least 6 characters' });
    expect((await post('/api/auth/forgot-password', { email: 'x' })).json().fields).toEqual({
      email: 'Enter a valid email',
    });
  });
});

describe('PATCH /api/auth/change-password', () => {
  const change = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: '/api/auth/change-password', payload: payload as object, headers });

  it('changes the password and signs out the other sessions, keeping this one', async () => {
    const here = await createLoggedInUser(t.app, t.database.db);
    const elsewhere = await login(t.app, here.user);
    const res = await change(here.headers, { oldPassword: PASSWORD, newPassword: 'changed-pass' });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: here.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: elsewhere.headers })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/login', { email: here.user.email, password: 'changed-pass' })).statusCode).toBe(200);
  });

  it('refuses a wrong old password and an unchanged one', async () => {
    const s = await createLoggedInUser(t.app, t.database.db);
    const wrong = await change(s.headers, { oldPassword: 'not-my-password', newPassword: 'changed-pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WrongPassword', fields: { oldPassword: 'Invalid credentials' } });
    const same = await change(s.headers, { oldPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ newPassword: 'The new password must differ from the old one' });
    expect((await change({}, { oldPassword: PASSWORD, newPassword: 'changed-pass' })).statusCode).toBe(401);
  });
});

describe('profile', () => {
  const update = (headers: Record<string, string>, fields: Record<string, string>, avatar?: Buffer) => {
    const body = multipart(fields, avatar ? { avatar: { data: avatar, filename: 'a.png', type: 'image/png' } } : {});
    return t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it('edits own fields and replaces the avatar; email and role stay', async () => {
    const s = await createLoggedInUser(t.app, t.database.db);
    const res = await update(
      s.headers,
      {
        firstName: 'Maria',
        lastName: 'Muster',
        profession: 'Engineer',
        relationshipStatus: 'Divorced',
        email: 'evil@example.test',
        role: 'admin',
      },
      await pngImage(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Maria',
      profession: 'Engineer',
      relationshipStatus: 'Divorced',
      email: s.user.email,
      role: 'client',
    });
    const avatarUrl = res.json().avatarUrl as string;
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(200);
    // A second upload replaces the file; the old URL is gone.
    const second = await update(s.headers, { firstName: 'Maria', lastName: 'Muster' }, await pngImage(32, 32));
    expect(second.json().avatarUrl).not.toBe(avatarUrl);
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
  });

  it('validates with the specification texts and changes nothing', async () => {
    const s = await createLoggedInUser(t.app, t.database.db);
    const res = await update(s.headers, { firstName: 'M', lastName: 'Muster', relationshipStatus: 'Complicated' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      firstName: 'First name is required',
      relationshipStatus: 'Choose a relationship status',
    });
    expect((await findUserById(t.database.db, s.user.id))!.firstName).toBe('Erika');
  });

  it('shows another user only to admins; others get 404', async () => {
    const a = await createLoggedInUser(t.app, t.database.db);
    const b = await createUser(t.database.db);
    const admin = await createLoggedInUser(t.app, t.database.db, { role: 'admin' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/current-user?userId=${b.id}`, headers: a.headers }))
        .statusCode,
    ).toBe(404);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/auth/current-user?userId=${b.id}`,
      headers: admin.headers,
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().id).toBe(b.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/current-user?userId=not-a-uuid`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('ends a blocked user at the next request and keeps a deactivated one to the profile', async () => {
    const s = await createLoggedInUser(t.app, t.database.db);
    await t.database.db.update(users).set({ isDeactivated: true }).where(eq(users.id, s.user.id));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: s.headers })).json(),
    ).toMatchObject({ isDeactivated: true });
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, s.user.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: s.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'Blocked', message: 'Blocked' });
    expect((await post('/api/auth/refresh', { userId: s.user.id, refreshToken: s.refreshToken })).statusCode).toBe(403);
  });
});

describe('POST /api/auth/activate-free-plan', () => {
  it('grants Basic for 3 months once, with the checkout token of the login gate', async () => {
    const user = await createUser(t.database.db, {
      role: 'contractor',
      paymentExpiresAt: null,
      planId: null,
      subscriptionMonths: null,
    });
    const gate = (await post('/api/auth/login', { email: user.email, password: PASSWORD })).json();
    expect(gate.code).toBe('NoPayment');
    const headers = { authorization: `Bearer ${gate.checkout_token}` };
    const res = await post('/api/auth/activate-free-plan', undefined, headers);
    expect(res.statusCode).toBe(200);
    const expires = new Date(res.json().paymentExpiresAt);
    const months =
      (expires.getUTCFullYear() - new Date().getUTCFullYear()) * 12 + expires.getUTCMonth() - new Date().getUTCMonth();
    expect(months).toBe(3);
    const logged = await post('/api/auth/login', { email: user.email, password: PASSWORD });
    expect(logged.statusCode).toBe(200);
    const again = await post('/api/auth/activate-free-plan', undefined, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('FreePlanUsed');
  });

  it('is granted once even when clicked twice at the same moment', async () => {
    const user = await createUser(t.database.db, { paymentExpiresAt: null, planId: null });
    const gate = (await post('/api/auth/login', { email: user.email, password: PASSWORD })).json();
    const headers = { authorization: `Bearer ${gate.checkout_token}` };
    const results = await Promise.all([1, 2, 3].map(() => post('/api/auth/activate-free-plan', undefined, headers)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses a member whose plan still runs and leaves the plan as it was', async () => {
    const inTenDays = new Date(Date.now() + 10 * 24 * HOUR);
    const s = await createLoggedInUser(t.app, t.database.db, { paymentExpiresAt: inTenDays, freePlanUsedAt: null });
    const res = await post('/api/auth/activate-free-plan', undefined, s.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PlanStillValid' });
    const row = await findUserById(t.database.db, s.user.id);
    expect(row!.paymentExpiresAt!.getTime()).toBe(inTenDays.getTime());
    expect(row!.freePlanUsedAt).toBeNull();
  });

  it('refuses without a token or with a forged one', async () => {
    expect((await post('/api/auth/activate-free-plan', undefined)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/activate-free-plan', undefined, { authorization: 'Bearer abc.def.ghi' })).statusCode,
    ).toBe(401);
  });
});
