import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, APP_URL, type TestContext } from '../../../test/test-app.ts';
import { jpegWithExif, multipart, pngImage, uniqueEmail } from '../../../test/factories.ts';
import { linkIn } from '../../../test/smtp-sink.ts';
import { findUserByEmail } from '../users/queries.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signUpFields(overrides: Record<string, string | undefined> = {}) {
  return {
    firstName: 'Erika',
    lastName: 'Mustermann',
    email: uniqueEmail('signup'),
    password: 'secret1',
    role: 'client',
    ...overrides,
  };
}

async function register(
  fields: Record<string, string | undefined>,
  avatar?: { data: Buffer; filename: string; type: string } | null,
  lang = 'en',
) {
  const files: Record<string, { data: Buffer; filename: string; type: string }> =
    avatar === null ? {} : { avatar: avatar ?? { data: await pngImage(), filename: 'me.png', type: 'image/png' } };
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': lang },
  });
}

describe('POST /api/auth/register', () => {
  it('creates an unverified account, stores a re-encoded avatar and mails a verification link', async () => {
    const fields = await signUpFields({
      role: 'contractor',
      relationshipStatus: 'Married',
      telephone: '+49 30 123',
      postalArea: '10115 Berlin',
    });
    const res = await register(fields);
    expect(res.statusCode).toBe(201);
    const user = await findUserByEmail(t.database.db, fields.email);
    expect(res.json()).toEqual({ message: 'Registered. Please check your email.', userId: user!.id });
    expect(user).toMatchObject({
      role: 'contractor',
      relationshipStatus: 'Married',
      telephone: '+49 30 123',
      emailVerifiedAt: null,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = await t.smtp.waitFor(fields.email);
    const link = linkIn(mail, '/verify-email?token=');
    expect(link.startsWith(`${APP_URL}/verify-email?token=`)).toBe(true);

    // Before verification the login gate answers EmailNotVerified.
    const gated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: fields.email, password: 'secret1' },
    });
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toEqual({ code: 'EmailNotVerified', message: 'EmailNotVerified' });

    const token = new URL(link).searchParams.get('token')!;
    const confirm = await t.app.inject({ method: 'GET', url: `/api/auth/confirm-email/${encodeURIComponent(token)}` });
    expect(confirm.statusCode).toBe(200);
    // A second click on the same link still reads as verified.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/confirm-email/${encodeURIComponent(token)}` })).statusCode,
    ).toBe(200);

    // Verified but no plan yet: NoPayment with a checkout token for the plan page.
    const noPlan = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: fields.email, password: 'secret1' },
    });
    expect(noPlan.statusCode).toBe(403);
    expect(noPlan.json()).toMatchObject({
      code: 'NoPayment',
      message: 'NoPayment',
      email: fields.email,
      role: 'contractor',
      checkout_token: expect.any(String),
    });
  });

  it('strips image metadata and serves the avatar and a thumbnail', async () => {
    const fields = await signUpFields();
    const res = await register(fields, { data: await jpegWithExif(), filename: 'photo.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const user = await findUserByEmail(t.database.db, fields.email);
    const full = await t.app.inject({ method: 'GET', url: `/api/files/avatars/${user!.avatarKey}.webp` });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    const thumb = await t.app.inject({ method: 'GET', url: `/api/files/avatars/${user!.avatarKey}-thumb.webp` });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(128);
  });

  it('answers every invalid field with the specification text', async () => {
    const res = await register(
      { firstName: 'E', lastName: '', email: 'not-an-email', password: '123', role: 'admin' },
      null,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'ValidationFailed',
      message: 'Please fill out all required fields.',
      fields: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Enter a valid email',
        password: 'Password must be at least 6 characters',
        role: 'Choose whether you are looking for a property or renting one out',
        avatar: 'Please upload a valid avatar image',
      },
    });
  });

  it('answers in German when asked', async () => {
    const res = await register({ ...(await signUpFields()), firstName: 'E' }, undefined, 'de-DE,de;q=0.9');
    expect(res.json().fields).toEqual({ firstName: 'Vorname ist erforderlich' });
  });

  it('refuses a second account with the same email, in any letter case', async () => {
    const fields = await signUpFields();
    expect((await register(fields)).statusCode).toBe(201);
    const again = await register({ ...fields, email: fields.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EmailTaken');
  });

  it('checks the avatar by content, not by name: 415 for a text file named .png', async () => {
    const res = await register(await signUpFields(), {
      data: Buffer.from('hello, not an image'),
      filename: 'me.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UnsupportedMediaType',
      fields: { avatar: 'Please upload a valid avatar image' },
    });
  });

  it('answers 413 for an avatar over 10 MB and creates nothing', async () => {
    const fields = await signUpFields();
    const res = await register(fields, {
      data: Buffer.alloc(10 * 1024 * 1024 + 10, 1),
      filename: 'big.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PayloadTooLarge');
    expect(await findUserByEmail(t.database.db, fields.email)).toBeNull();
  });

  it('answers 415 for a JSON body instead of a form', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'a@b.de' } });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /api/auth/confirm-email/:token', () => {
  it('answers the specification text for an unknown token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/confirm-email/not-a-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'EmailVerificationFailed',
      message: 'Email verification failed. Please try again.',
    });
  });

  it('refuses an expired link', async () => {
    const fields = await signUpFields();
    await register(fields);
    const link = linkIn(await t.smtp.waitFor(fields.email), '/verify-email?token=');
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/confirm-email/${new URL(link).searchParams.get('token')}`,
      });
      expect(res.statusCode).toBe(400);
    } finally {
      t.clock.reset();
    }
  });
});
