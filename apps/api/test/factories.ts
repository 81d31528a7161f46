import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@mietmatch/contract';
import type { Db } from '../src/db/client.ts';
import { addMonths } from '../src/lib/clock.ts';
import { hashPassword } from '../src/lib/password.ts';
import { insertUser } from '../src/modules/auth/queries.ts';
import type { NewUserRow, UserRow } from '../src/db/schema/index.ts';

export const PASSWORD = 'secret-password';
let passwordHash: Promise<string> | undefined;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
}

/** A user ready to log in: verified, with a valid plan unless told otherwise. */
export async function createUser(db: Db, overrides: Partial<NewUserRow> & { role?: Role } = {}): Promise<UserRow> {
  passwordHash ??= hashPassword(PASSWORD);
  const now = new Date();
  return insertUser(db, {
    email: uniqueEmail(overrides.role ?? 'client'),
    passwordHash: await passwordHash,
    role: 'client',
    firstName: 'Erika',
    lastName: 'Mustermann',
    emailVerifiedAt: now,
    planId: 'basic-3',
    subscriptionMonths: 3,
    paymentExpiresAt: addMonths(now, 3),
    ...overrides,
  });
}

export interface LoggedIn {
  user: UserRow;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

export async function login(app: FastifyInstance, user: UserRow, password = PASSWORD): Promise<LoggedIn> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { user, accessToken: body.access_token, refreshToken: body.refresh_token, headers: { authorization: `Bearer ${body.access_token}` } };
}

export async function createLoggedInUser(app: FastifyInstance, db: Db, overrides: Partial<NewUserRow> & { role?: Role } = {}) {
  return login(app, await createUser(db, overrides));
}

/** A small real image; `withGps` adds EXIF metadata that must not survive the upload. */
export async function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } }).png().toBuffer();
}

export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 100, b: 50 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' } })
    .toBuffer();
}

/** A multipart body built by hand, so tests control exactly what is sent. */
export function multipart(fields: Record<string, string | undefined>, files: Record<string, { data: Buffer; filename: string; type: string }> = {}) {
  const boundary = `----mietmatch${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
