/**
 * A Content-Disposition header that keeps a file's real name (RFC 6266): `filename` carries a
 * plain ASCII fallback for old clients, `filename*` the UTF-8 name percent-encoded (RFC 5987).
 * Browsers prefer `filename*`, so "Schufa Müller.pdf" downloads as such, not as "Schufa%20M…".
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '') // ü → u: the letter without its accent
      .replace(/ß/g, 'ss')
      .replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'download';
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** Percent-encodes all but RFC 5987's attr-char (encodeURIComponent leaves ' ( ) * as they are). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
