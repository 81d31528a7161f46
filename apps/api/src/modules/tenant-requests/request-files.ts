import { type DocumentKind, MAX_REQUEST_DOCUMENTS, MAX_REQUEST_IMAGES } from '@mietmatch/contract';
import type { RequestFileRow } from '../../db/schema/index.ts';
import type { PrivateFiles } from '../../adapters/storage/private-files.ts';
import { invalid, type UploadedDocument } from './request-kit.ts';

interface StoredFile {
  kind: 'image' | 'document';
  title: string | null;
  documentKind: DocumentKind | null;
  storageKey: string;
  contentType: string;
}

/** The limits count the files a request keeps plus the new ones; every document needs its title. */
export function checkCounts(existing: RequestFileRow[], images: Buffer[], documents: UploadedDocument[]) {
  const imageCount = existing.filter((f) => f.kind === 'image').length + images.length;
  if (imageCount > MAX_REQUEST_IMAGES) throw invalid({ images: 'tooManyImages' });
  const documentCount = existing.filter((f) => f.kind === 'document').length + documents.length;
  if (documentCount > MAX_REQUEST_DOCUMENTS) throw invalid({ documents: 'tooManyDocuments' });
  if (documents.some((doc) => doc.title.trim().length < 1)) throw invalid({ documentTitles: 'documentTitleRequired' });
}

/** Removes stored files; used when the rows that would have named them were never written or are gone. */
export async function discardFiles(files: PrivateFiles, stored: { storageKey: string }[]) {
  await Promise.all(stored.map((s) => files.remove(s.storageKey)));
}

/** Stores every upload or none: a failure removes the ones already stored. */
export async function storeFiles(files: PrivateFiles, images: Buffer[], documents: UploadedDocument[]) {
  const saved: StoredFile[] = [];
  try {
    for (const img of images)
      saved.push({ kind: 'image', title: null, documentKind: null, ...(await files.saveImage(img)) });
    for (const doc of documents) {
      saved.push({
        kind: 'document',
        title: doc.title,
        documentKind: doc.kind,
        ...(await files.saveDocument(doc.data)),
      });
    }
  } catch (err) {
    await discardFiles(files, saved);
    throw err;
  }
  return saved;
}
