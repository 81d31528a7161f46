import { inflateSync } from 'node:zlib';
import { degrees, PDFArray, PDFDocument, PDFName, PDFRawStream, PDFRef, StandardFonts, type PDFObject } from 'pdf-lib';

/** A real PDF of `pages` A4 pages, each with a line of its own text; `rotate` turns the pages (/Rotate). */
export async function samplePdf(pages = 2, options: { rotate?: number; text?: string } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i += 1) {
    const page = doc.addPage([595.28, 841.89]);
    if (options.rotate) page.setRotation(degrees(options.rotate));
    page.drawText(`${options.text ?? 'Gehaltsnachweis'} – Seite ${i}`, { x: 60, y: 760, size: 14, font });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/**
 * An encrypted PDF as a reader finds it: the sample with an /Encrypt dictionary in its trailer (an
 * incremental update, as a PDF tool writes one). Its strings are not actually enciphered; every reader
 * must still treat the file as encrypted.
 */
export async function encryptedPdf(): Promise<Buffer> {
  const plain = await samplePdf(1);
  const text = plain.toString('latin1');
  const root = /\/Root (\d+ \d+ R)/.exec(text)![1];
  const size = Number(/\/Size (\d+)/.exec(text)![1]);
  const prev = Number(/startxref\s+(\d+)/.exec(text)![1]);
  const zeros = '0'.repeat(64);
  const object = `${size} 0 obj\n<</Filter /Standard /V 1 /R 2 /P -4 /O <${zeros}> /U <${zeros}>>>\nendobj\n`;
  const at = plain.length + 1;
  const xref = at + object.length;
  const update =
    `\n${object}xref\n0 1\n0000000000 65535 f \n${size} 1\n${String(at).padStart(10, '0')} 00000 n \n` +
    `trailer\n<</Size ${size + 1} /Root ${root} /Encrypt ${size} 0 R /Prev ${prev} /ID [<${zeros.slice(0, 32)}> <${zeros.slice(0, 32)}>]>>\n` +
    `startxref\n${xref}\n%%EOF\n`;
  return Buffer.concat([plain, Buffer.from(update, 'latin1')]);
}

/** The bytes of a content stream as the page draws them (FlateDecode inflated here, not by pdf-lib). */
function streamBytes(doc: PDFDocument, object: PDFObject | undefined): Buffer[] {
  const resolved = object instanceof PDFRef ? doc.context.lookup(object) : object;
  if (resolved instanceof PDFArray) return resolved.asArray().flatMap((item) => streamBytes(doc, item));
  if (!(resolved instanceof PDFRawStream)) return [];
  const filter = resolved.dict.get(PDFName.of('Filter'));
  const raw = Buffer.from(resolved.contents);
  return [filter?.toString() === '/FlateDecode' ? inflateSync(raw) : raw];
}

/** The strings a content stream shows (`(…) Tj` and `<…> Tj`), read as WinAnsi (Latin-1 for these letters). */
function shownStrings(content: string): string[] {
  const shown: string[] = [];
  for (const m of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) {
    shown.push(Buffer.from(m[1]!.replace(/\s/g, ''), 'hex').toString('latin1'));
  }
  for (const m of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    shown.push(m[1]!.replace(/\\([()\\])/g, '$1'));
  }
  return shown;
}

/** Per page: every line of text its content streams draw. */
export async function pageTexts(pdf: Buffer): Promise<string[][]> {
  const doc = await PDFDocument.load(pdf);
  return doc
    .getPages()
    .map((page) =>
      streamBytes(doc, page.node.get(PDFName.of('Contents'))).flatMap((b) => shownStrings(b.toString('latin1'))),
    );
}
