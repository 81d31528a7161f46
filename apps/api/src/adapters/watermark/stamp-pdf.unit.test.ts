import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { encryptedPdf, pageTexts, samplePdf } from '../../../test/pdf-pages.ts';
import { stampedCopy, stampLine, stampPdf, UnstampablePdf } from './index.ts';

const LINE = 'Nur für Jürgen Weiß · Mietmatch · 05.03.2026';

describe('stamping a PDF', () => {
  it('draws the line on every page, three times, and keeps the pages’ own text and size', async () => {
    const original = await samplePdf(3);
    const stamped = await stampPdf(original, LINE);
    expect(stamped.equals(original)).toBe(false);
    expect(stamped.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pageTexts(stamped);
    expect(pages).toHaveLength(3);
    pages.forEach((texts, i) => {
      expect(texts.filter((t) => t === LINE)).toHaveLength(3);
      expect(texts.join('\n')).toContain(`Seite ${i + 1}`);
    });
    const doc = await PDFDocument.load(stamped);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    // The original's own text has no stamp: the test can tell them apart.
    expect((await pageTexts(original)).flat()).not.toContain(LINE);
  });

  it('stamps turned pages too', async () => {
    const stamped = await stampPdf(await samplePdf(1, { rotate: 90 }), LINE);
    expect((await pageTexts(stamped))[0]!.filter((t) => t === LINE)).toHaveLength(3);
  });

  it('replaces letters the standard font lacks instead of failing', async () => {
    const line = stampLine('Łukasz Żółć Иван', new Date('2026-03-05T23:30:00Z'));
    // The date is Berlin's: 00:30 on the 6th there.
    expect(line).toBe('Nur für Łukasz Żółć Иван · Mietmatch · 06.03.2026');
    const [texts] = await pageTexts(await stampPdf(await samplePdf(1), line));
    expect(texts).toContain('Nur für ?ukasz Zó?c ???? · Mietmatch · 06.03.2026');
  });

  it('refuses an encrypted, a broken or an empty PDF; the copy is then a stamped notice, never the original', async () => {
    const encrypted = await encryptedPdf();
    expect((await PDFDocument.load(encrypted, { ignoreEncryption: true })).isEncrypted).toBe(true);
    await expect(stampPdf(encrypted, LINE)).rejects.toBeInstanceOf(UnstampablePdf);
    await expect(stampPdf(Buffer.from('%PDF-1.7\n%%EOF\n'), LINE)).rejects.toBeInstanceOf(UnstampablePdf);
    await expect(stampPdf(Buffer.from('not a pdf at all'), LINE)).rejects.toBeInstanceOf(UnstampablePdf);

    const copy = await stampedCopy(encrypted, 'application/pdf', LINE);
    expect(copy).toMatchObject({ contentType: 'application/pdf', stamped: false });
    const [texts] = await pageTexts(copy.data);
    expect(texts).toContain('Dieses Dokument kann nicht angezeigt werden');
    expect(texts).toContain('This document cannot be shown');
    expect(texts).toContain(LINE);
    expect(copy.data.includes(Buffer.from('Gehaltsnachweis'))).toBe(false);
  });

  it('a long name is cut so the line stays legible', () => {
    const line = stampLine(`Max ${'Sehrlangername'.repeat(8)}`, new Date('2026-07-01T10:00:00Z'));
    expect(line).toMatch(/^Nur für Max Sehrlangername.{40,50}… · Mietmatch · 01\.07\.2026$/);
  });
});
