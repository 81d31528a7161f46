import type { Db } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';

/** Every table a write could touch; sessions and tokens are left out (signing in writes them). */
const TABLES = {
  users: schema.users,
  properties: schema.properties,
  propertyImages: schema.propertyImages,
  tenantRequests: schema.tenantRequests,
  requestFiles: schema.requestFiles,
  documentAccess: schema.documentAccess,
  favouriteProperties: schema.favouriteProperties,
  favouriteRequests: schema.favouriteRequests,
  inboxes: schema.inboxes,
  messages: schema.messages,
  payments: schema.payments,
  localCheckoutSessions: schema.localCheckoutSessions,
  adminActions: schema.adminActions,
  accountErasures: schema.accountErasures,
};

/** The rows of those tables, each table's rows sorted, as one comparable value. */
export async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const rows = await db.select().from(table as typeof schema.users);
    out[name] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/** The tables whose rows differ, with the first differing row of each. */
export function differences(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
  return Object.keys(before)
    .filter((name) => before[name]!.join('\n') !== after[name]!.join('\n'))
    .map((name) => {
      const was = new Set(before[name]);
      const added = after[name]!.find((r) => !was.has(r));
      return `${name}: ${before[name]!.length} → ${after[name]!.length} rows${added ? `, e.g. ${added.slice(0, 200)}` : ''}`;
    });
}
