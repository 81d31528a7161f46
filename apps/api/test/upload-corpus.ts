import { deflateSync } from 'node:zlib';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { pdfDocument } from './factories.ts';

/**
 * Hostile and broken files for every upload field, each made in code (no binary fixtures).
 * `refusal` is what every upload kind must answer: status and the message of the named field.
 * Where images and documents differ (a polyglot is re-encoded as an image but refused as a
 * document), `imageRefusal` says what the image kinds answer; null means "accepted, cleaned".
 */
/** The status, and a part of the named field's message where one is specific to the case. */
interface Refusal {
  status: number;
  message?: string;
}

export interface CorpusCase {
  name: string;
  data: Buffer;
  filename: string;
  type: string;
  refusal: Refusal;
  imageRefusal?: Refusal | null;
}

const notSupported: Refusal = { status: 415 };

/** A PDF whose catalogue runs a script when opened; `body` replaces the action dictionary. */
function pdfWith(body: string): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction 3 0 R>>endobj\n' +
      `2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n3 0 obj${body}endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** The same script, but its dictionary compressed inside an object stream (PDF 1.5), as many writers do. */
function pdfWithCompressedScript(): Buffer {
  const objects = Buffer.from('3 0 <</S/JavaScript/JS(app.alert(1))>>');
  const packed = deflateSync(objects);
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.5\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction 3 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
        `4 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${packed.length}>>stream\n`,
    ),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  ]);
}

function crc32(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1-bit PNG whose header says `width` × `height`: a few kB that would decode to gigabytes. */
function pngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function jpegImage(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 100, b: 50 } } })
    .jpeg()
    .toBuffer();
}

/** A ZIP archive whose one entry marks the payload; appended to a file it makes a polyglot. */
export const ZIP_MARK = 'hidden-payload-in-zip';
const zipArchive = () => Buffer.from(zipSync({ 'payload.txt': Buffer.from(ZIP_MARK) }, { level: 0 }));

export async function uploadCorpus(): Promise<CorpusCase[]> {
  const jpeg = await jpegImage();
  const docOnly = (name: string, data: Buffer): CorpusCase => ({
    name,
    data,
    filename: 'nachweis.pdf',
    type: 'application/pdf',
    refusal: { status: 400, message: 'Documents with scripts' },
    imageRefusal: notSupported,
  });
  return [
    {
      name: 'SVG with a script',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
      filename: 'bild.svg',
      type: 'image/svg+xml',
      refusal: notSupported,
    },
    {
      name: 'HTML named .pdf',
      data: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      filename: 'schufa.pdf',
      type: 'application/pdf',
      refusal: notSupported,
    },
    docOnly('PDF with an OpenAction script', pdfWith('<</S/JavaScript/JS(app.alert(1))>>')),
    docOnly('PDF with a script under an escaped name', pdfWith('<</S/J#61vaScript/JS(app.alert(1))>>')),
    docOnly('PDF with a script in an object stream', pdfWithCompressedScript()),
    docOnly('PDF with a launch action', pdfWith('<</S/Launch/F(cmd.exe)>>')),
    docOnly(
      'PDF with an embedded file',
      pdfWith('<</Type/Filespec/F(a.exe)/EF<</F 5 0 R>>>>endobj\n5 0 obj<</Type/EmbeddedFile>>'),
    ),
    {
      name: 'PNG decompression bomb (20,000 × 20,000 px)',
      data: pngBomb(),
      filename: 'bombe.png',
      type: 'image/png',
      refusal: { status: 400, message: '40 megapixels' },
    },
    {
      name: 'empty file',
      data: Buffer.alloc(0),
      filename: 'leer.png',
      type: 'image/png',
      refusal: { status: 400, message: 'The file is empty.' },
    },
    {
      name: 'truncated JPEG',
      data: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      filename: 'halb.jpg',
      type: 'image/jpeg',
      refusal: notSupported,
    },
    {
      name: 'JPEG with a ZIP appended',
      data: Buffer.concat([jpeg, zipArchive()]),
      filename: 'foto.jpg',
      type: 'image/jpeg',
      refusal: { status: 400, message: 'hidden archives' },
      imageRefusal: null,
    },
    {
      name: 'PDF with a ZIP appended',
      data: Buffer.concat([pdfDocument(), zipArchive()]),
      filename: 'nachweis.pdf',
      type: 'application/pdf',
      refusal: { status: 400, message: 'hidden archives' },
      imageRefusal: notSupported,
    },
  ];
}
