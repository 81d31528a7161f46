import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/auth-session';
import { uiLanguage } from '../../../lib/i18n';

const FALLBACK_NAME = 'mietmatch-export.zip';

/** The file name the server chose (`attachment; filename="mietmatch-export-<date>.zip"`). */
export function fileNameFrom(disposition: string | null): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? FALLBACK_NAME;
}

/**
 * The export is a ZIP, not JSON, so it is fetched by hand with the Bearer header (a plain link
 * cannot send it) and handed to the browser as a Blob.
 */
export async function fetchAccountExport(): Promise<{ blob: Blob; fileName: string }> {
  const send = () => fetch('/api/account/export', { headers: { Authorization: `Bearer ${getAccessToken() ?? ''}`, 'Accept-Language': uiLanguage() } });
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
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('Content-Disposition')) };
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

export function useAccountExport() {
  return useMutation({
    mutationFn: fetchAccountExport,
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}
