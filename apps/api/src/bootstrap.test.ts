import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, engine } from '../test/test-database.ts';
import { prepareDatabase } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';

const journal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations/meta/_journal.json');

const POSTAL_CODES = `country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude
DE,10115,Berlin,Berlin,16,,,"Berlin, Stadt",11000000,52.5323,13.3846
DE,20095,Hamburg,Hamburg,04,,,"Hamburg, Freie und Hansestadt",02000000,53.5507,10.0014
DE,80331,München,Bayern,02,Oberbayern,091,"München, Landeshauptstadt",09162000,48.1374,11.5755
`;

/*
 * Several nodes of a new release start at once (a deployment, a reboot of the machine): each runs
 * `prepareDatabase` before it listens. PGlite is one process and cannot be shared: PostgreSQL only.
 */
describe.skipIf(engine !== 'postgres')('two nodes starting together on an empty PostgreSQL database', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mietmatch-start-'));
  const logLines: string[] = [];
  const nodes: Database[] = [];
  let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;

  beforeAll(async () => {
    empty = await createEmptyDatabase('start');
    for (let i = 0; i < 2; i++) nodes.push(await openDatabase({ databaseUrl: empty.url }));
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await empty?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('both start; the migrations, the postal-code import and the admin happen once', async () => {
    const file = path.join(dir, 'zipcodes.csv');
    writeFileSync(file, POSTAL_CODES);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      JWT_SECRET: 'x'.repeat(40),
      POSTAL_CODES_FILE: file,
      ADMIN_EMAIL: 'ops@example.org',
      ADMIN_PASSWORD: 'a-strong-password',
    });
    const log = Fastify({ logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } }).log;

    await Promise.all(nodes.map((node) => prepareDatabase(config, node, log)));

    const db = nodes[0]!.db;
    const count = async (query: string) => Number((await db.execute(sql.raw(query))).rows[0]!.count);
    const migrations = JSON.parse(readFileSync(journal, 'utf8')).entries.length;
    expect(await count('select count(*) from drizzle.__drizzle_migrations')).toBe(migrations);
    expect(await count('select count(distinct hash) from drizzle.__drizzle_migrations')).toBe(migrations);
    expect(await count('select count(*) from postal_codes')).toBe(3);
    expect(await count(`select count(*) from users where email = 'ops@example.org' and role = 'admin'`)).toBe(1);
    expect(logLines.filter((line) => line.includes('postal codes imported'))).toHaveLength(1);
    expect(logLines.filter((line) => line.includes('admin account ready'))).toHaveLength(2);
    // The lock is released: a third start (a restart) takes it again at once and finds everything done.
    await prepareDatabase(config, nodes[1]!, log);
    expect(await count('select count(*) from postal_codes')).toBe(3);
  });
});
