import { Readable } from 'node:stream';
import type { OpenedFile } from '../../adapters/storage/file-storage.ts';
import { stampedCopy, stampLine } from '../../adapters/watermark/index.ts';
import type { RequestFileRow, UserRow } from '../../db/schema/index.ts';

/** A landlord opened one of a tenant's files: a line of the log of the request's tenant. */
interface DocumentOpen {
  landlordId: string;
  requestId: string;
  fileId: string;
  fileTitle: string | null;
  fileKind: 'image' | 'document';
  openedAt: Date;
}

/** Keeps an open in the tenant's log (document-access owns the log; the composition hands this over). */
export type LogDocumentOpen = (open: DocumentOpen) => Promise<void>;

export interface FileCopyDeps {
  /** Absent only where no file is served (the demo seed). */
  logOpen?: LogDocumentOpen;
}

/** Stored files are at most the upload limit (10 MB): stamping works on the whole file in memory. */
async function readWhole(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * What a landlord gets of a tenant's file: a copy with "Nur für <name> · Mietmatch · <date>" across
 * it (or a notice where the file cannot be stamped), as a file the route sends like a stored one, with
 * the copy's own type and length. `stamped` says whether it shows the file (only then is it an open).
 */
export async function landlordCopy(opened: OpenedFile, file: RequestFileRow, landlord: UserRow, at: Date) {
  const stamp = stampLine(`${landlord.firstName} ${landlord.lastName}`, at);
  const copy = await stampedCopy(await readWhole(opened.body), file.contentType, stamp);
  return {
    file: { ...file, contentType: copy.contentType },
    body: Readable.from([copy.data]),
    size: copy.data.length,
    stamped: copy.stamped,
  };
}
