import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import {
  createLoggedInUser,
  createUser,
  login,
  multipart,
  pngImage,
  propertyForm,
  requestForm,
  seedPostalCodes,
  PASSWORD,
  type LoggedIn,
} from '../test/factories.ts';
import type { Who } from './requests.ts';
import type { Known } from './values.ts';

type Role = 'client' | 'contractor' | 'admin';
const ROLE: Record<'tenant' | 'landlord' | 'admin', Role> = {
  tenant: 'client',
  landlord: 'contractor',
  admin: 'admin',
};
/** Routes that end the caller's session (or account): sent by a throwaway member of the same role. */
const SESSION_ENDING = ['/api/auth/logout', '/api/auth/change-password', '/api/account/delete'];

const BAD_TOKENS = [
  'Bearer garbage',
  'Bearer ',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'a'.repeat(10_000)}`,
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJfX3Byb3RvX18ifQ.c2lnbmF0dXJl',
];

async function created(app: FastifyInstance, url: string, who: LoggedIn, fields: Record<string, string>, png: Buffer) {
  const body = multipart(fields, { images: { data: png, filename: 'a.png', type: 'image/png' } });
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
  if (res.statusCode !== 201) throw new Error(`seeding ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; images?: { url: string }[] };
}

/**
 * The signed-in members the fuzzer sends as, with data of their own for requests to reach, and
 * throwaway members for the routes that end a session. A member whose token stops working (an admin
 * action, say) is signed in again, or replaced, so the run keeps testing signed-in routes.
 */
export class Members {
  relogins = 0;
  throwaways = 0;
  private spare = new Map<Role, LoggedIn>();

  private constructor(
    private app: FastifyInstance,
    private db: Db,
    private signedIn: Record<'tenant' | 'landlord' | 'admin', LoggedIn>,
    readonly known: Known,
  ) {}

  static async create(app: FastifyInstance, db: Db): Promise<Members> {
    await seedPostalCodes(db);
    const tenant = await createLoggedInUser(app, db, { role: 'client' });
    const landlord = await createLoggedInUser(app, db, { role: 'contractor' });
    const admin = await createLoggedInUser(app, db, { role: 'admin' });
    const victims = [await createUser(db, { role: 'client' }), await createUser(db, { role: 'contractor' })];
    const png = await pngImage();
    const property = await created(app, '/api/landlord/create', landlord, propertyForm(), png);
    const request = await created(app, '/api/tenant/create-tenant-request', tenant, requestForm(), png);
    const inquiry = await app.inject({
      method: 'POST',
      url: '/api/inquiry/create-inbox',
      headers: landlord.headers,
      payload: { recipientId: tenant.user.id, subjectType: 'request', subjectId: request.id, message: 'Hallo' },
    });
    const inboxId = inquiry.json().inbox?.id as string;
    const fileNames = (property.images ?? []).map((i) => i.url.split('/').pop()!);
    const members = [tenant, landlord, admin].map((m) => m.user);
    const known: Known = {
      ids: [property.id, request.id, inboxId, ...fileNames, ...[...members, ...victims].map((u) => u.id)],
      victimIds: victims.map((u) => u.id),
      emails: [...members, ...victims].map((u) => u.email),
      formValues: {
        ...propertyForm(),
        ...requestForm(),
        password: 'a-new-password-1',
        role: 'client',
        language: 'de',
        postalArea: '10115',
        relationshipStatus: 'Single',
      },
      png,
    };
    return new Members(app, db, { tenant, landlord, admin }, known);
  }

  /** The authorization header for a request, or none for anonymous. */
  async headersFor(who: Who, template: string, pick: number): Promise<Record<string, string>> {
    if (who === 'anonymous') return {};
    if (who === 'badToken') return { authorization: BAD_TOKENS[pick % BAD_TOKENS.length]! };
    if (!SESSION_ENDING.includes(template)) return this.signedIn[who].headers;
    const role = ROLE[who];
    let spare = this.spare.get(role);
    if (!spare) {
      spare = await createLoggedInUser(this.app, this.db, { role });
      this.spare.set(role, spare);
      this.throwaways += 1;
    }
    return spare.headers;
  }

  /** After a session-ending route answered success, its throwaway member is used up. */
  used(who: Who, template: string, status: number) {
    if (who in ROLE && SESSION_ENDING.includes(template) && status < 400) this.spare.delete(ROLE[who as 'tenant']);
  }

  /** Signs in again any member whose token no longer works; a member who cannot sign in is replaced. */
  async keepSignedIn() {
    for (const who of ['tenant', 'landlord', 'admin'] as const) {
      const me = this.signedIn[who];
      const res = await this.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: me.headers });
      if (res.statusCode === 200) continue;
      this.relogins += 1;
      this.signedIn[who] = await login(this.app, me.user).catch(() =>
        createLoggedInUser(this.app, this.db, { role: ROLE[who] }),
      );
    }
  }

  /** A normal sign-in still works after the run. */
  async freshLogin(): Promise<number> {
    const user = await createUser(this.db, { role: 'client' });
    const res = await this.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    return res.statusCode;
  }
}
