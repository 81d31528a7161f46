import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { localCheckoutSessions } from '../../db/schema/index.ts';
import type { LocalCheckoutStore } from '../../adapters/payments/local-provider.ts';

async function findLocalSession(db: Executor, id: string) {
  const [row] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, id)).limit(1);
  return row ?? null;
}

/** Ends an open session as paid or canceled; a session that was no longer open is answered as it is. */
type Closing = { status: 'paid'; paidAt: Date } | { status: 'canceled' };

async function closeLocalSession(db: Executor, id: string, values: Closing) {
  const [row] = await db
    .update(localCheckoutSessions)
    .set(values)
    .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.status, 'open')))
    .returning();
  return row ?? (await findLocalSession(db, id));
}

/** The local test checkout's sessions live in our own table. */
export function localCheckoutStore(db: Executor): LocalCheckoutStore {
  return {
    async insert(values) {
      await db.insert(localCheckoutSessions).values(values);
    },
    find: (id) => findLocalSession(db, id),
    pay: (id, at) => closeLocalSession(db, id, { status: 'paid', paidAt: at }),
    cancel: (id) => closeLocalSession(db, id, { status: 'canceled' }),
  };
}
