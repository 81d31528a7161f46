import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { NotificationType } from '@mietmatch/contract';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createLoggedInUser, type LoggedIn } from '../../../test/factories.ts';
import { closeAll, listen, next, open, pause, recordEvents } from '../../realtime/test-sockets.ts';
import { insertNotifications } from './queries.ts';

let t: TestContext;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});
afterAll(async () => {
  closeAll();
  await t.close();
});

const member = (role: 'client' | 'contractor' | 'admin' = 'client') =>
  createLoggedInUser(t.app, t.database.db, { role });

/** `n` notifications for the member, one a minute apart (the last is the newest), titled 1…n. */
async function seed(who: LoggedIn, n: number, type: NotificationType = 'match') {
  const ids: string[] = [];
  for (let i = 1; i <= n; i++) {
    t.clock.advance(60_000);
    const [row] = await insertNotifications(t.database.db, [
      { userId: who.user.id, type, data: { title: `Nr. ${i}` }, createdAt: t.clock.now() },
    ]);
    ids.push(row!.id);
  }
  return ids;
}

const list = async (who: LoggedIn, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { id: string; type: string; createdAt: string; readAt: string | null; data: { title?: string } }[];
    total: number;
    page: number;
    pageSize: number;
  };
};
const titles = (page: Awaited<ReturnType<typeof list>>) => page.items.map((i) => i.data.title);
const read = (who: LoggedIn, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: who.headers, payload });
const unread = async (who: LoggedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: who.headers })).json();

describe('the notification list', () => {
  it('pages newest first; unread=true lists only the unread ones', async () => {
    const tenant = await member();
    const ids = await seed(tenant, 12);

    const first = await list(tenant);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(titles(first)).toEqual([
      'Nr. 12',
      'Nr. 11',
      'Nr. 10',
      'Nr. 9',
      'Nr. 8',
      'Nr. 7',
      'Nr. 6',
      'Nr. 5',
      'Nr. 4',
      'Nr. 3',
    ]);
    expect(first.items[0]).toEqual({
      id: ids[11],
      type: 'match',
      createdAt: expect.any(String),
      readAt: null,
      data: { title: 'Nr. 12' },
    });
    // The newest is the last one kept (the test clock runs on from where it was moved).
    expect(Date.parse(first.items[0]!.createdAt)).toBeGreaterThan(Date.parse(first.items[1]!.createdAt) + 59_000);
    expect(titles(await list(tenant, '?page=2'))).toEqual(['Nr. 2', 'Nr. 1']);
    expect(titles(await list(tenant, '?page=3'))).toEqual([]);

    expect((await read(tenant, { ids: [ids[11], ids[0], ids[5]] })).statusCode).toBe(200);
    const onlyUnread = await list(tenant, '?unread=true&pageSize=20');
    expect(onlyUnread.total).toBe(9);
    expect(titles(onlyUnread)).toEqual([
      'Nr. 11',
      'Nr. 10',
      'Nr. 9',
      'Nr. 8',
      'Nr. 7',
      'Nr. 5',
      'Nr. 4',
      'Nr. 3',
      'Nr. 2',
    ]);
    expect((await list(tenant, '?unread=false')).total).toBe(12);

    const wrong = await t.app.inject({ method: 'GET', url: '/api/notifications?unread=yes', headers: tenant.headers });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'ValidationFailed', fields: { unread: expect.any(String) } });
  });

  it('shows each member only their own, landlords and admins too', async () => {
    const landlord = await member('contractor');
    const admin = await member('admin');
    const other = await member();
    await seed(landlord, 2);
    await seed(admin, 1);
    await seed(other, 3);
    expect((await list(landlord)).total).toBe(2);
    expect((await list(admin)).total).toBe(1);
    expect(await unread(admin)).toEqual({ unreadNotificationsCount: 1 });
  });

  it('stays readable after the plan ended and while deactivated', async () => {
    const tenant = await member();
    await seed(tenant, 1);
    await t.database.db.execute(
      sql`update users set payment_expires_at = now() - interval '1 day', is_deactivated = true where id = ${tenant.user.id}`,
    );
    expect((await list(tenant)).total).toBe(1);
    expect(await unread(tenant)).toEqual({ unreadNotificationsCount: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('marking read', () => {
  it('marks some by id and answers the new count; another member’s ids change nothing', async () => {
    const tenant = await member();
    const other = await member();
    const mine = await seed(tenant, 3);
    const theirs = await seed(other, 2);
    expect(await unread(tenant)).toEqual({ unreadNotificationsCount: 3 });

    const before = t.clock.now().getTime();
    const res = await read(tenant, { ids: [mine[0], theirs[0], '00000000-0000-4000-8000-000000000000'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unreadNotificationsCount: 2 });
    const at = (await list(tenant)).items.find((i) => i.id === mine[0])!.readAt!;
    expect(Date.parse(at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(at)).toBeLessThanOrEqual(t.clock.now().getTime());

    // The other member's entry is neither read nor revealed.
    expect(await unread(other)).toEqual({ unreadNotificationsCount: 2 });
    expect((await list(other)).items.every((i) => i.readAt === null)).toBe(true);
    const onlyTheirs = await read(tenant, { ids: theirs });
    expect(onlyTheirs.json()).toEqual({ unreadNotificationsCount: 2 });
    expect(await unread(other)).toEqual({ unreadNotificationsCount: 2 });

    // Marking again keeps the first time it was read.
    t.clock.advance(60_000);
    await read(tenant, { ids: [mine[0]] });
    expect((await list(tenant)).items.find((i) => i.id === mine[0])!.readAt).toBe(at);
  });

  it('marks all of the member’s own read, no one else’s', async () => {
    const tenant = await member();
    const other = await member();
    await seed(tenant, 4);
    await seed(other, 1);
    const res = await read(tenant, { all: true });
    expect(res.json()).toEqual({ unreadNotificationsCount: 0 });
    expect((await list(tenant, '?unread=true')).total).toBe(0);
    expect((await list(tenant)).total).toBe(4);
    expect(await unread(other)).toEqual({ unreadNotificationsCount: 1 });
  });

  it('refuses a body that is neither ids nor all', async () => {
    const tenant = await member();
    for (const payload of [{}, { ids: [] }, { ids: ['not-an-id'] }, { all: false }, { ids: [], all: true }]) {
      const res = await read(tenant, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('ValidationFailed');
    }
  });
});

describe('live', () => {
  it('a new entry and the count reach every tab of the member, and no one else', async () => {
    const tenant = await member();
    const landlord = await member('contractor');
    const bystander = await member();
    const tab1 = await open(base, tenant.accessToken);
    const tab2 = await open(base, tenant.accessToken);
    const elsewhere = await open(base, bystander.accessToken);
    const heardElsewhere = recordEvents(elsewhere);

    const arrived = next<{ id: string; type: string; readAt: null; data: Record<string, unknown> }>(
      tab1,
      'newNotification',
    );
    const counted = next<{ unreadNotificationsCount: number }>(tab1, 'unreadNotificationsCount');
    const countedInTab2 = next<{ unreadNotificationsCount: number }>(tab2, 'unreadNotificationsCount');
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/create-inbox',
      headers: landlord.headers,
      payload: { recipientId: tenant.user.id, subjectType: 'profile', subjectId: tenant.user.id, message: 'Hallo' },
    });
    expect(write.statusCode, write.body).toBe(200);
    const notification = await arrived;
    expect(notification).toMatchObject({ type: 'newMessage', readAt: null, data: { preview: 'Hallo' } });
    expect(await counted).toEqual({ unreadNotificationsCount: 1 });
    expect(await countedInTab2).toEqual({ unreadNotificationsCount: 1 });
    expect((await list(tenant)).items[0]!.id).toBe(notification.id);

    // Reading in one tab updates the other's bell.
    const otherTab = next<{ unreadNotificationsCount: number }>(tab2, 'unreadNotificationsCount');
    expect((await read(tenant, { ids: [notification.id] })).json()).toEqual({ unreadNotificationsCount: 0 });
    expect(await otherTab).toEqual({ unreadNotificationsCount: 0 });

    await pause(200);
    expect(heardElsewhere.filter((e) => e === 'newNotification' || e === 'unreadNotificationsCount')).toEqual([]);
  });
});
