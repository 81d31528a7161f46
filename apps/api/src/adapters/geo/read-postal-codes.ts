import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { parsePostalCodeFile, type PostalCodeRecord } from './postal-code-file.ts';

/** The records of a postal-code file, or null when there is no such file. */
export async function readPostalCodeFile(file: string | undefined): Promise<PostalCodeRecord[] | null> {
  if (!file || !existsSync(file)) return null;
  return parsePostalCodeFile(await readFile(file, 'utf8'));
}
