import { placeholderImage, placeholderPdf } from './placeholders.ts';
import { STAMPABLE_IMAGE_TYPES, stampImage } from './stamp-image.ts';
import { stampPdf } from './stamp-pdf.ts';

export { stampImage } from './stamp-image.ts';
export { stampPdf, UnstampablePdf } from './stamp-pdf.ts';
export { stampLine } from './stamp-text.ts';

/** A copy for someone other than the owner; `stamped` false: a notice stands in for a file we could not stamp. */
export interface StampedCopy {
  data: Buffer;
  contentType: string;
  stamped: boolean;
}

/**
 * The copy of a stored file that leaves the server for a landlord: the file with `stamp` across it, or,
 * when that cannot be done (an encrypted or broken PDF, an image that does not decode), a notice in
 * the same format saying so. Never the original: an unmarked copy is exactly what must not go out.
 */
export async function stampedCopy(data: Buffer, contentType: string, stamp: string): Promise<StampedCopy> {
  if (contentType === 'application/pdf') {
    try {
      return { data: await stampPdf(data, stamp), contentType, stamped: true };
    } catch {
      return { data: await placeholderPdf(stamp), contentType, stamped: false };
    }
  }
  // Only the formats we store; anything else gets the notice as PNG.
  const type = (STAMPABLE_IMAGE_TYPES as readonly string[]).includes(contentType) ? contentType : 'image/png';
  try {
    if (type !== contentType) throw new Error(`not a stored image type: ${contentType}`);
    return { data: await stampImage(data, contentType, stamp), contentType, stamped: true };
  } catch {
    return { data: await placeholderImage(type, stamp), contentType: type, stamped: false };
  }
}
