import { fetchPrivateFile } from '../../../lib/download';

/**
 * A request's image or document; `url` is the API's own `/api/tenant/:id/files/:fileId`, fetched with
 * the Bearer header because files are private. A 404 means the tenant removed access in the meantime.
 */
export async function fetchRequestFile(url: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchPrivateFile(url, signal)).blob;
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** A document is saved under the title the tenant gave it (the header's name is a stricter, shortened copy). */
export function documentFileName(title: string, contentType: string) {
  const safe = title.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'document';
  const ext = EXTENSIONS[contentType] ?? contentType.split('/')[1] ?? 'bin';
  return safe.toLowerCase().endsWith(`.${ext}`) ? safe : `${safe}.${ext}`;
}
