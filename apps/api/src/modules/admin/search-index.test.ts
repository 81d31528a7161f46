import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsersQuerySchema } from '@mietmatch/contract';
import { sql } from 'drizzle-orm';
import { openTestDatabase, engine } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { createUser } from '../../../test/factories.ts';
import { listUsers, usersTableQueries } from './queries.ts';

/*
 * The users table must stay fast with 100,000 members: the name/email search is answered by the
 * trigram indexes of migration 0009, never by reading every row. On PostgreSQL the planner sees
 * 100,000 generated users; PGlite (single-threaded WASM) gets 2,000 and is told to avoid plain
 * scans, which proves the query's expressions match the indexes.
 */
const USERS = engine === 'postgres' ? 100_000 : 2_000;
let database: Database;

type Explainable = { toSQL(): { sql: string; params: unknown[] } };
type RawClient = { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

async function explain(query: Explainable, analyze = false) {
  const { sql: text, params } = query.toSQL();
  const client = (database.db as unknown as { $client: RawClient }).$client;
  const { rows } = await client.query(`explain ${analyze ? '(analyze, buffers off) ' : ''}${text}`, params);
  return rows.map((r) => String(r['QUERY PLAN'])).join('\n');
}

beforeAll(async () => {
  // Seeding 100,000 users is one long statement, far past a request's statement timeout.
  database = await openTestDatabase({ timeouts: { connectMs: 10_000, statementMs: 120_000 } });
  const started = Date.now();
  // Names and emails from md5 so trigrams vary like real ones; one in seven is a landlord.
  await database.db.execute(sql`
    insert into users (email, password_hash, role, first_name, last_name, email_verified_at, subscription_months, created_at)
    select 'm' || substr(md5(g::text), 1, 10) || g || '@bulk.example', 'x',
           (case when g % 7 = 0 then 'contractor' else 'client' end)::user_role,
           initcap(substr(md5('f' || g), 1, 7)), initcap(substr(md5('l' || g), 1, 9)), now(),
           (array[3, 6, 12])[1 + g % 3], now() - make_interval(mins => g)
    from generate_series(1, ${USERS}) as g`);
  await database.db.execute(sql`analyze users`);
  console.info(`[admin search index] ${USERS} users inserted and analysed in ${Date.now() - started} ms (${engine})`);
}, 120_000);
afterAll(() => database.close());

describe('admin users search at scale', () => {
  it('finds a member by name or email through the trigram indexes, without a sequential scan of users', async () => {
    const gundula = await createUser(database.db, {
      firstName: 'Gundula',
      lastName: 'Gesucht',
      email: 'gundula.gesucht@example.test',
    });
    // With 2,000 rows walking the joined-date index is cheaper than any search; forbidding plain
    // scans leaves the bitmap scans, which only the trigram indexes can feed.
    if (engine === 'pglite')
      for (const setting of ['enable_seqscan', 'enable_indexscan'])
        await database.db.execute(sql.raw(`set ${setting} = off`));

    for (const search of ['gundula', 'Gesucht', 'gundula gesucht', 'la.gesucht@exam']) {
      const filters = adminUsersQuerySchema.parse({ search });
      const queries = usersTableQueries(database.db, filters);
      for (const [name, query] of Object.entries(queries)) {
        const plan = await explain(query);
        expect(plan, `${name} "${search}":\n${plan}`).not.toMatch(/Seq Scan on users/);
        expect(plan, `${name} "${search}":\n${plan}`).toMatch(/users_(email|name)_trgm_idx/);
      }
      const { rows, total } = await listUsers(database.db, filters);
      expect({ ids: rows.map((r) => r.id), total }).toEqual({ ids: [gundula.id], total: 1 });
    }

    if (engine === 'pglite')
      for (const setting of ['enable_seqscan', 'enable_indexscan'])
        await database.db.execute(sql.raw(`reset ${setting}`));
    for (const sort of ['joined', 'name', 'expiry']) {
      const plan = await explain(usersTableQueries(database.db, adminUsersQuerySchema.parse({ sort })).page);
      expect(plan, `unfiltered page by ${sort}:\n${plan}`).not.toMatch(/Seq Scan on users/);
    }

    if (engine === 'postgres') {
      // Measured, not asserted (shared machines vary): how long the search takes at 100,000 users.
      const timing = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]);
      const q = usersTableQueries(database.db, adminUsersQuerySchema.parse({ search: 'gesucht' }));
      const all = usersTableQueries(database.db, adminUsersQuerySchema.parse({}));
      const byName = usersTableQueries(database.db, adminUsersQuerySchema.parse({ sort: 'name', page: 500 }));
      console.info(
        `[admin search index] search page ${timing(await explain(q.page, true))} ms, count ${timing(await explain(q.count, true))} ms; ` +
          `unfiltered page ${timing(await explain(all.page, true))} ms, count ${timing(await explain(all.count, true))} ms; ` +
          `page 500 by name ${timing(await explain(byName.page, true))} ms`,
      );
    }
  }, 60_000);
});
