import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { LIMITS } from '@mietmatch/contract';
import { AppError } from '../../lib/app-error.ts';
import { checkPixels } from './images.ts';

const FIELD = 'documents';
const refuse = () => new AppError('ValidationFailed', { fields: { [FIELD]: 'documentActiveContent' } });

/**
 * Documents are kept as sent, so what they carry is checked here: an image document must decode
 * (no truncated file) within the pixel cap, and no document may carry a ZIP archive (a polyglot
 * such as JPEG + ZIP) or, for PDFs, scripts, launch actions or embedded files.
 */
export async function checkDocument(data: Buffer, mime: string): Promise<void> {
  if (carriesZip(data)) throw refuse();
  if (mime === 'application/pdf') {
    if (pdfHasActiveContent(data)) throw refuse();
    return;
  }
  await checkPixels(data, FIELD, 'invalidDocument');
  try {
    // Decoding (at a small size, cheap for JPEG) proves the whole file is there.
    await sharp(data, { failOn: 'error', limitInputPixels: LIMITS.maxImagePixels })
      .resize({ width: 64, height: 64, fit: 'inside' })
      .toBuffer();
  } catch {
    throw new AppError('UnsupportedMediaType', { fields: { [FIELD]: 'invalidDocument' } });
  }
}

/** A ZIP has its end-of-central-directory record within the last 64 kB and at least one local file header. */
function carriesZip(data: Buffer): boolean {
  const tail = data.subarray(Math.max(0, data.length - 65_557));
  return tail.includes(Buffer.from('PK\x05\x06', 'latin1')) && data.includes(Buffer.from('PK\x03\x04', 'latin1'));
}

/**
 * PDF names that run code, start programs or carry files; `/OpenAction` and `/AA` only matter with
 * one of them. A JavaScript action needs `/S /JavaScript` beside its `/JS`, so the long names are
 * looked for everywhere (stream bodies included: they are too long to turn up by chance in binary
 * data), the short `/JS` only outside stream bodies.
 */
const LONG_NAMES = ['JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA'];
const ACTIVE_NAMES = new Set([...LONG_NAMES, 'JS']);
const NAME = /\/([^\s/<>[\]()%{}]+)/g;
const STREAM = /stream\r?\n/g;
/** Most a compressed object stream may inflate to; more is refused rather than read. */
const MAX_INFLATED = 50 * 1024 * 1024;

/** Names as PDF writes them: `#xx` escapes a byte, so `/J#61vaScript` is `/JavaScript`. */
function namesOf(text: string): string[] {
  return [...text.matchAll(NAME)].map((m) =>
    m[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

const hasActiveName = (text: string, names: Set<string> = ACTIVE_NAMES) => namesOf(text).some((n) => names.has(n));

/**
 * Scans the PDF's dictionaries for active names. Since PDF 1.5 dictionaries may live compressed
 * inside object streams, so those are inflated and scanned too. An object stream that cannot be
 * read is refused, unless the file is encrypted (its contents cannot be read without the key; the
 * file is still served only as a download, with nosniff).
 */
function pdfHasActiveContent(data: Buffer): boolean {
  const text = data.toString('latin1');
  if (hasActiveName(text, new Set(LONG_NAMES))) return true;
  const encrypted = namesOf(text).includes('Encrypt');
  let outside = '';
  let from = 0;
  STREAM.lastIndex = 0;
  for (let m = STREAM.exec(text); m; m = STREAM.exec(text)) {
    const bodyStart = m.index + m[0].length;
    const end = text.indexOf('endstream', bodyStart);
    if (end < 0) break;
    const head = text.slice(from, m.index);
    outside += head;
    const dictionary = namesOf(head.slice(Math.max(0, head.lastIndexOf('obj'))));
    if (dictionary.includes('ObjStm')) {
      const inflated = inflateObjectStream(data.subarray(bodyStart, end), dictionary);
      if (inflated === null ? !encrypted : hasActiveName(inflated)) return true;
    }
    from = end + 'endstream'.length;
    STREAM.lastIndex = from;
  }
  outside += text.slice(from);
  return hasActiveName(outside);
}

/** Null when the stream cannot be read as plain text: another filter, a predictor, broken or too big. */
function inflateObjectStream(body: Buffer, dictionary: string[]): string | null {
  if (dictionary.includes('DecodeParms')) return null;
  if (!dictionary.includes('FlateDecode')) return dictionary.includes('Filter') ? null : body.toString('latin1');
  try {
    return inflateSync(body, { maxOutputLength: MAX_INFLATED }).toString('latin1');
  } catch {
    return null;
  }
}
