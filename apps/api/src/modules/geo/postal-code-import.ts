import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { readPostalCodeFile } from '../../adapters/geo/read-postal-codes.ts';
import { townsOnly } from '../../adapters/geo/organisations.ts';
import { countPostalCodes, insertPostalCodes } from './queries.ts';

/**
 * Imports the table once, when it is empty; a missing file only warns. Organisations with a postal
 * code of their own are left out: every picker, search and address check then knows towns only.
 */
export async function importPostalCodesIfEmpty(
  db: Db,
  file: string | undefined,
  log: FastifyBaseLogger,
): Promise<number> {
  if ((await countPostalCodes(db)) > 0) return 0;
  const records = await readPostalCodeFile(file);
  if (!records) {
    log.warn({ file }, 'no postal-code file found: areas cannot be chosen until POSTAL_CODES_FILE points to one');
    return 0;
  }
  const { towns, organisations } = townsOnly(records);
  await db.transaction((tx) => insertPostalCodes(tx, towns));
  log.info({ rows: towns.length, organisationsLeftOut: organisations, file }, 'postal codes imported');
  return towns.length;
}
