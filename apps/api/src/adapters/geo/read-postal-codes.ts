import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { parsePostalCodeFile, type PostalCodeRecord } from './postal-code-file.ts';

/**
 * The German postal-code table that ships with the product (GeoNames, CC BY 4.0; source and licence in
 * the README beside it), so a clone anywhere has places without any file of its own.
 */
export const BUNDLED_POSTAL_CODES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../resources/postal-codes/zipcodes.de.csv.gz',
);

/**
 * The records of a postal-code file (CSV or GeoNames `DE.txt`, either of them gzip-compressed when the
 * name ends in `.gz`), or null when there is no such file.
 */
export async function readPostalCodeFile(file: string | undefined): Promise<PostalCodeRecord[] | null> {
  if (!file || !existsSync(file)) return null;
  const bytes = await readFile(file);
  const text = file.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  return parsePostalCodeFile(text);
}
