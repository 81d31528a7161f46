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

type Copy = Awaited<ReturnType<typeof stampedCopy>>;

/**
 * Stamped thumbnails, newest last: a landlord's list of requests asks for the same thumbnails again at
 * every visit, and stamping one costs about 20 ms of CPU. The key holds the stamp's text (name and
 * day), so a copy is never served to another landlord or on another day. A thumbnail is small (a few
 * kB): 500 of them stay well under 20 MB; each node keeps its own.
 */
const thumbnails = new Map<string, Copy>();
const THUMBNAILS_KEPT = 500;

async function cachedThumbnail(key: string, make: () => Promise<Copy>): Promise<Copy> {
  const kept = thumbnails.get(key);
  if (kept) {
    thumbnails.delete(key);
    thumbnails.set(key, kept);
    return kept;
  }
  const copy = await make();
  thumbnails.set(key, copy);
  if (thumbnails.size > THUMBNAILS_KEPT) thumbnails.delete(thumbnails.keys().next().value!);
  return copy;
}

/**
 * What a landlord gets of a tenant's file: a copy with "Nur für <name> · Mietmatch · <date>" across
 * it (or a notice where the file cannot be stamped), as a file the route sends like a stored one, with
 * the copy's own type and length. `stamped` says whether it shows the file (only then is it an open).
 */
export async function landlordCopy(
  opened: OpenedFile,
  file: RequestFileRow,
  landlord: UserRow,
  at: Date,
  size: 'full' | 'thumb' = 'full',
) {
  const stamp = stampLine(`${landlord.firstName} ${landlord.lastName}`, at);
  const make = async () => stampedCopy(await readWhole(opened.body), file.contentType, stamp);
  const copy =
    size === 'thumb' ? await cachedThumbnail(`${file.storageKey}\n${landlord.id}\n${stamp}`, make) : await make();
  // A thumbnail served from the cache leaves the stored one unread: close it.
  if (!opened.body.readableEnded) opened.body.destroy();
  return {
    file: { ...file, contentType: copy.contentType },
    body: Readable.from([copy.data]),
    size: copy.data.length,
    stamped: copy.stamped,
  };
}
