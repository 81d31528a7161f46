import { ApiError, apiRequest } from './api-client';
import { getAccessToken } from './auth-session';
import { uiLanguage } from './i18n';
import { NoAnswer, untilAnswered } from './outage-retry';

/**
 * A private file (an export ZIP, a request's image or document) as a Blob. A plain link or <img src>
 * cannot send the Bearer header, so the file is fetched by hand; a failure becomes the same ApiError
 * as a JSON call's. `fileName` is the server's name from Content-Disposition, when it sent one.
 */
export async function fetchPrivateFile(
  url: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string | null }> {
  const get = () =>
    fetch(url, {
      headers: { Authorization: `Bearer ${getAccessToken() ?? ''}`, 'Accept-Language': uiLanguage() },
      signal,
    }).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new NoAnswer();
    });
  // A file is read like any JSON answer: during an outage it is asked again after the server's Retry-After.
  const send = async () => {
    try {
      return (await untilAnswered(async () => ({ response: await get() }), { read: true, signal })).response;
    } catch (error) {
      throw error instanceof NoAnswer ? new ApiError(0, 'NetworkError', '') : error;
    }
  };
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
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')),
  };
}

// `name=value` pairs after the disposition type; a value is a quoted string (with \-escapes) or a token.
const PARAMETER = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (RFC 8187, the real name in
 * UTF-8, percent-encoded) wins over `filename` (an ASCII stand-in for old clients), as in browsers.
 * `null` when neither gives a usable name.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let plain: string | null = null;
  let extended: string | null = null;
  for (const [, name = '', value = ''] of header.matchAll(PARAMETER)) {
    const key = name.toLowerCase();
    if (key === 'filename*') extended ??= decodeExtendedValue(value.trim());
    else if (key === 'filename') plain ??= unquote(value.trim());
  }
  return extended || plain || null;
}

function unquote(value: string): string {
  return value.startsWith('"') && value.endsWith('"') && value.length >= 2
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value;
}

/** `charset'language'percent-encoded` → text; `null` for a charset we cannot read or broken encoding. */
function decodeExtendedValue(value: string): string | null {
  const match = /^([^']*)'[^']*'(.*)$/.exec(unquote(value));
  if (!match) return null;
  const [, charset = '', encoded = ''] = match;
  try {
    switch (charset.toLowerCase()) {
      case 'utf-8':
        return decodeURIComponent(encoded);
      case 'iso-8859-1':
        // One byte is one character in Latin-1.
        return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      default:
        return null;
    }
  } catch {
    return null;
  }
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
