import sharp from 'sharp';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { stampImage } from './stamp-image.ts';
import { stampPdf, winAnsiSafe } from './stamp-pdf.ts';

/** What the landlord reads instead of a file that could not be stamped; both languages, as a document has no reader's language. */
const NOTICE = {
  de: {
    title: 'Dieses Dokument kann nicht angezeigt werden',
    lines: [
      'Es ist verschlüsselt oder beschädigt. Mietmatch gibt Unterlagen nur als Kopie mit',
      'deinem Namen heraus, und auf diese Datei ließ sich der Name nicht setzen.',
      'Bitte die Mieterin oder den Mieter, sie ohne Passwortschutz neu hochzuladen.',
    ],
  },
  en: {
    title: 'This document cannot be shown',
    lines: [
      'It is encrypted or damaged. Mietmatch hands out documents only as a copy that',
      'carries your name, and the name could not be put on this file.',
      'Ask the tenant to upload it again without password protection.',
    ],
  },
};

/** A one-page A4 PDF with the notice, stamped like any copy. */
export async function placeholderPdf(stamp: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.28, 841.89]);
  const [bold, regular] = await Promise.all([
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.Helvetica),
  ]);
  let y = 760;
  for (const { title, lines } of [NOTICE.de, NOTICE.en]) {
    page.drawText(winAnsiSafe(title, bold), { x: 60, y, size: 16, font: bold, color: rgb(0.1, 0.1, 0.12) });
    y -= 28;
    for (const line of lines) {
      page.drawText(winAnsiSafe(line, regular), { x: 60, y, size: 11, font: regular, color: rgb(0.2, 0.2, 0.24) });
      y -= 17;
    }
    y -= 30;
  }
  return stampPdf(Buffer.from(await doc.save()), stamp);
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain image with the notice's title, in the format asked for, stamped like any copy. */
export async function placeholderImage(contentType: string, stamp: string): Promise<Buffer> {
  const [width, height] = [1200, 900];
  const titles = [NOTICE.de.title, NOTICE.en.title].map(
    (title, i) =>
      `<text x="600" y="${420 + i * 60}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" ` +
      `font-size="34" fill="#374151">${escapeXml(title.replace('Dokument', 'Bild').replace('document', 'image'))}</text>`,
  );
  const blank = await sharp({ create: { width, height, channels: 3, background: '#f3f4f6' } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${titles.join('')}</svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
  return stampImage(blank, contentType, stamp);
}
