import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import { hasNullCharacter, isMessageKey, type MessageKey } from '@mietmatch/contract';
import { AppError } from './app-error.ts';

export interface MultipartForm {
  fields: Record<string, string>;
  /** Files by field name, in the order sent (repeated parts such as `images`). */
  files: Record<string, Buffer[]>;
  /** Every value of each text field, in order, for repeated parts such as `documentTitles`. */
  repeated: Record<string, string[]>;
}

/**
 * Reads a multipart form into memory: text fields and (small, ≤10 MB) files.
 * An over-size file answers 413, an empty one 400, each with its field named, before any validation.
 * A text field with a null character is refused here, whatever its name: PostgreSQL cannot
 * store one, and not every field (document titles, ids to remove) passes a contract schema.
 */
function append<T>(lists: Record<string, T[]>, key: string, value: T) {
  const list = lists[key] ?? [];
  list.push(value);
  lists[key] = list;
}

/**
 * A file's bytes. Over the size limit the answer is 413 with the field named at once, when the
 * limit is hit (the parser would otherwise read a slow sender's whole body before saying so), and
 * the connection is closed after the answer rather than read to its end.
 */
function fileData(part: MultipartFile): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const tooLarge = () =>
      new AppError('PayloadTooLarge', {
        fields: { [part.fieldname]: 'fileTooLarge' },
        headers: { connection: 'close' },
      });
    part.file.on('data', (chunk: Buffer) => chunks.push(chunk));
    part.file.once('limit', () => reject(tooLarge()));
    part.file.once('error', reject);
    part.file.once('end', () => (part.file.truncated ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
  });
}

export async function readMultipart(request: FastifyRequest, fileFields: string[]): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UnsupportedMediaType');
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer[]> = {};
  const repeated: Record<string, string[]> = {};
  const invalid: Record<string, MessageKey> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await fileData(part);
      if (!fileFields.includes(part.fieldname)) continue;
      // A browser sends a file input left empty as a nameless, empty part: that is no upload.
      if (data.length === 0 && !part.filename) continue;
      if (data.length === 0) invalid[part.fieldname] = 'emptyFile';
      else append(files, part.fieldname, data);
    } else if (typeof part.value === 'string') {
      if (hasNullCharacter(part.value) || hasNullCharacter(part.fieldname))
        invalid[part.fieldname.replaceAll('\u0000', '') || 'body'] = 'invalidCharacters';
      fields[part.fieldname] = part.value;
      append(repeated, part.fieldname, part.value);
    }
  }
  // Read to the end first: the answer then goes out on a fully consumed request.
  if (Object.keys(invalid).length > 0) throw new AppError('ValidationFailed', { fields: invalid });
  return { fields, files, repeated };
}

/** Validates text fields with a contract schema, answering the one validation error shape. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
  extra: Record<string, MessageKey> = {},
): z.infer<S> {
  const result = schema.safeParse(fields);
  const errors: Record<string, MessageKey> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = issue.path.join('.') || 'body';
      if (!errors[name]) errors[name] = isMessageKey(issue.message) ? issue.message : 'invalidValue';
    }
  }
  Object.assign(errors, extra);
  if (Object.keys(errors).length > 0) throw new AppError('ValidationFailed', { fields: errors });
  return (result as { data: z.infer<S> }).data;
}

/** Fields a form sent empty on an edit: for optional fields that means "clear it", not "keep it". */
export function emptiedFields<K extends string>(fields: Record<string, string>, clearable: readonly K[]): K[] {
  return clearable.filter((name) => fields[name] !== undefined && fields[name]!.trim() === '');
}
