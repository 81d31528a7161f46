import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { postalCodes } from '../../db/schema/index.ts';
import { parsePostalCodeFile } from './postal-code-file.ts';

const BATCH = 1000;

/** Imports the table once, when it is empty; a missing file only warns. */
export async function importPostalCodesIfEmpty(db: Db, file: string | undefined, log: FastifyBaseLogger): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(postalCodes);
  if (n > 0) return 0;
  if (!file || !existsSync(file)) {
    log.warn({ file }, 'no postal-code file found: areas cannot be chosen until POSTAL_CODES_FILE points to one');
    return 0;
  }
  const records = parsePostalCodeFile(await readFile(file, 'utf8'));
  await db.transaction(async (tx) => {
    for (let i = 0; i < records.length; i += BATCH) {
      await tx.insert(postalCodes).values(records.slice(i, i + BATCH));
    }
  });
  log.info({ rows: records.length, file }, 'postal codes imported');
  return records.length;
}
