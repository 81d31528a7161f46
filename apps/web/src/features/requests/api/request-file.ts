import { ApiError, apiRequest } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/auth-session';
import i18n from '../../../lib/i18n';

/**
 * A request's image or document. Files are private: the download needs the Bearer header, which an
 * <img src> or a plain link cannot send, so they are fetched as a Blob. `url` is the API's own
 * `/api/tenant/:id/files/:fileId`. A 404 means the tenant removed access in the meantime.
 */
export async function fetchRequestFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const send = () =>
    fetch(url, {
      headers: { Authorization: `Bearer ${getAccessToken() ?? ''}`, 'Accept-Language': i18n.resolvedLanguage?.startsWith('en') ? 'en' : 'de' },
      signal,
    });
  let response = await send();
  if (response.status === 401) {
    // An expired access token: any authenticated JSON call runs the client's single refresh.
    await apiRequest('/auth/current-user');
    response = await send();
  }
  if (!response.ok) {
    let code = 'HttpError';
    try {
      const body = (await response.json()) as { code?: string };
      if (typeof body.code === 'string') code = body.code;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new ApiError(response.status, code, '');
  }
  return response.blob();
}

/** Saves a blob under `fileName` through a temporary <a download>. */
export function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

export function documentFileName(title: string, contentType: string) {
  const safe = title.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'document';
  const ext = EXTENSIONS[contentType] ?? contentType.split('/')[1] ?? 'bin';
  return safe.toLowerCase().endsWith(`.${ext}`) ? safe : `${safe}.${ext}`;
}
