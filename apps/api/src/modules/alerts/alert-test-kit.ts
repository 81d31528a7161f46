import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type AlertFrequency, type SavedSearchKind, savedSearchFilterSchemas } from '@mietmatch/contract';
import type { TestContext } from '../../../test/test-app.ts';
import { TEST_JWT_SECRET } from '../../../test/test-app.ts';
import { type LoggedIn, multipart, seedPlace } from '../../../test/factories.ts';
import type { ReceivedMail } from '../../../test/smtp-sink.ts';
import { alertHits, notifications, savedSearches, type UserRow } from '../../db/schema/index.ts';
import { createJwtService } from '../../lib/jwt.ts';
import { readUnsubscribeToken } from '../saved-searches/index.ts';
import { savedSearchMatchColumns } from '../saved-searches/index.ts';

/*
 * Alert tests save searches as the saved-search service does (the filters parsed by the search's
 * own schema, the reverse-match columns from `savedSearchMatchColumns`), publish through the API,
 * and run the job table as a node does.
 */

type Member = LoggedIn | UserRow;
const idOf = (m: Member) => ('user' in m ? m.user.id : m.id);

export async function saveSearch(
  t: TestContext,
  member: Member,
  kind: SavedSearchKind,
  filters: Record<string, string>,
  alert: AlertFrequency = 'instant',
  name = 'Meine Suche',
): Promise<string> {
  const parsed = savedSearchFilterSchemas[kind].parse(filters);
  const columns = await savedSearchMatchColumns(t.database.db, kind, parsed);
  const [row] = await t.database.db
    .insert(savedSearches)
    .values({ userId: idOf(member), kind, name, alert, filters, ...columns })
    .returning({ id: savedSearches.id });
  return row!.id;
}

/** Listings and requests are published through the API, as their owners do. */
export { listProperty as publishProperty, postRequest as publishRequest } from '../../../test/match-factories.ts';

/** Changes a listing or request the way its owner does (a status, a field). */
export async function edit(
  t: TestContext,
  who: LoggedIn,
  kind: SavedSearchKind,
  id: string,
  fields: Record<string, string>,
) {
  const body = multipart(fields);
  const url = kind === 'property' ? `/api/landlord/update/${id}` : `/api/tenant/update/${id}`;
  const res = await t.app.inject({
    method: 'PATCH',
    url,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The subjects a saved search was told about, oldest first. */
export async function hitsOf(t: TestContext, savedSearchId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ subjectId: alertHits.subjectId })
    .from(alertHits)
    .where(eq(alertHits.savedSearchId, savedSearchId))
    .orderBy(alertHits.id);
  return rows.map((r) => r.subjectId);
}

export async function notificationsOf(t: TestContext, member: Member) {
  return t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, idOf(member)));
}

/** The mails a member got, once every node has sent what is due (so a count can fail). */
export async function mailsTo(t: TestContext, member: Member): Promise<ReceivedMail[]> {
  await t.deliverMail();
  const email = ('user' in member ? member.user.email : member.email).toLowerCase();
  return t.smtp.mails.filter((m) => m.to.includes(email));
}

/** A header of a received mail, unfolded. */
export function header(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
}

/** What the mail's one-click unsubscribe address names (as the unsubscribe route reads it). */
export async function unsubscribeTargetOf(mail: ReceivedMail) {
  const url = /^<(.*)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1];
  if (!url) return null;
  const token = new URL(url).searchParams.get('token')!;
  return readUnsubscribeToken(createJwtService(TEST_JWT_SECRET, { now: () => new Date() }), token);
}

let placeNo = 0;
/** A town of its own (one postal code) at a position, so a test's listings are that town's whole market. */
export async function ownPlace(t: TestContext, name: string, at: { lat?: number; lng?: number } = {}) {
  placeNo += 1;
  const postalCode = String(24500 + placeNo);
  const latitude = at.lat ?? 54 + placeNo * 0.5;
  await seedPlace(t.database.db, name, postalCode, { latitude, longitude: at.lng ?? 9 });
  return { city: name, postalCode, lat: latitude, lng: at.lng ?? 9 };
}
