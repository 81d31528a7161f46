import {
  degrees,
  type PDFFont,
  type PDFPage,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
} from 'pdf-lib';

/** A PDF we cannot put the stamp on: encrypted, broken, or without a page. */
export class UnstampablePdf extends Error {}

/**
 * The PDF standard fonts write WinAnsi: "·" and the umlauts are there, other letters (ł, ő, Cyrillic …)
 * are not and would make pdf-lib throw. Such a letter becomes its base letter where it has one
 * (ő → o), otherwise "?".
 */
export function winAnsiSafe(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((c) => {
      if (known.has(c.codePointAt(0)!)) return c;
      const base = c.normalize('NFD')[0];
      return base && known.has(base.codePointAt(0)!) ? base : '?';
    })
    .join('');
}

/**
 * Keeps the page's own drawing inside q … Q, so that a content stream which leaves its graphics state
 * changed (a scale, a colour, a clip) cannot move, tint or hide the stamp drawn after it.
 */
function isolateContent(doc: PDFDocument, page: PDFPage) {
  page.node.normalize();
  const stream = (op: ReturnType<typeof pushGraphicsState>) => doc.context.register(doc.context.contentStream([op]));
  page.node.wrapContentStreams(stream(pushGraphicsState()), stream(popGraphicsState()));
}

/**
 * Three parallel lines along the diagonal of the page as it is shown (its crop box, its /Rotate), the
 * middle one through the centre, in grey at a third of full strength: legible, and the page still is.
 */
function stampPage(doc: PDFDocument, page: PDFPage, font: PDFFont, text: string) {
  const box = page.getCropBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  const [shownW, shownH] = rotation === 90 || rotation === 270 ? [box.height, box.width] : [box.width, box.height];
  const diagonal = Math.hypot(shownW, shownH);
  // The angle as seen, turned back into the page's own coordinates (a /Rotate turns the page clockwise).
  const angle = (Math.atan2(shownH, shownW) * 180) / Math.PI + rotation;
  const rad = (angle * Math.PI) / 180;
  const size = Math.max(6, Math.min((0.6 * diagonal) / font.widthOfTextAtSize(text, 1), Math.min(shownW, shownH) / 11));
  const width = font.widthOfTextAtSize(text, size);
  const height = font.heightAtSize(size, { descender: false });
  // Lines parallel to the diagonal are shorter the further out they lie; at this distance they still hold the text.
  const spread = ((shownW * shownH) / diagonal) * 0.36;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  isolateContent(doc, page);
  for (const offset of [-spread, 0, spread]) {
    page.drawText(text, {
      x: centre.x - (width / 2) * Math.cos(rad) + (height / 2) * Math.sin(rad) - offset * Math.sin(rad),
      y: centre.y - (width / 2) * Math.sin(rad) - (height / 2) * Math.cos(rad) + offset * Math.cos(rad),
      size,
      font,
      rotate: degrees(angle),
      color: rgb(0.35, 0.35, 0.38),
      opacity: 0.33,
    });
  }
}

/**
 * A copy of the PDF with `text` across every page. Nothing of the original is changed but the added
 * drawing (its metadata stays as it was). Throws UnstampablePdf for an encrypted or unreadable file,
 * or one without pages: there is nothing we could stamp, and the original must not go out instead.
 */
export async function stampPdf(data: Buffer, text: string): Promise<Buffer> {
  try {
    const doc = await PDFDocument.load(data, { updateMetadata: false });
    const pages = doc.getPages();
    if (pages.length === 0) throw new UnstampablePdf('no pages');
    const font = await doc.embedFont(StandardFonts.HelveticaBold);
    const line = winAnsiSafe(text, font);
    for (const page of pages) stampPage(doc, page, font, line);
    return Buffer.from(await doc.save({ useObjectStreams: false }));
  } catch (err) {
    // Encrypted (pdf-lib refuses it), unreadable, or a page tree it can read but not draw on or write back.
    if (err instanceof UnstampablePdf) throw err;
    throw new UnstampablePdf(err instanceof Error ? err.message : 'PDF could not be stamped');
  }
}
