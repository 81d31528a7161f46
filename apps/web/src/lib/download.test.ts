import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download';

describe('file name from Content-Disposition', () => {
  it('reads a plain ASCII filename, quoted or not', () => {
    expect(fileNameFromDisposition('attachment; filename="mietmatch-export-2026-11-21.zip"')).toBe(
      'mietmatch-export-2026-11-21.zip',
    );
    expect(fileNameFromDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameFromDisposition('attachment; FILENAME="a \\"quoted\\" name.pdf"')).toBe('a "quoted" name.pdf');
  });

  it('decodes filename* as UTF-8 with percent-encoding', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''Schufa%20Auskunft%20M%C3%BCller.pdf")).toBe(
      'Schufa Auskunft Müller.pdf',
    );
    expect(fileNameFromDisposition("inline; filename*=utf-8'de'Stra%C3%9Fe%20%E2%82%AC.png")).toBe('Straße €.png');
    expect(fileNameFromDisposition("attachment; filename*=iso-8859-1'en'%A3%20rates.pdf")).toBe('£ rates.pdf');
  });

  it('prefers filename* over filename, in either order, as the server sends both', () => {
    // What the API's contentDisposition() sends for "Schufa Auskunft Müller.pdf".
    const sent = `attachment; filename="Schufa Auskunft Muller.pdf"; filename*=UTF-8''Schufa%20Auskunft%20M%C3%BCller.pdf`;
    expect(fileNameFromDisposition(sent)).toBe('Schufa Auskunft Müller.pdf');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%C3%BCber.txt; filename="uber.txt"`)).toBe('über.txt');
  });

  it('falls back to filename when filename* cannot be read', () => {
    expect(fileNameFromDisposition(`attachment; filename="plain.pdf"; filename*=UTF-8''broken%E2.pdf`)).toBe(
      'plain.pdf',
    );
    expect(fileNameFromDisposition(`attachment; filename="plain.pdf"; filename*=koi8-r''%C1.pdf`)).toBe('plain.pdf');
    expect(fileNameFromDisposition(`attachment; filename="plain.pdf"; filename*=no-quotes.pdf`)).toBe('plain.pdf');
  });

  it('gives null without a header or a name, and is not fooled by a name inside a quoted value', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
    expect(fileNameFromDisposition(`attachment; filename="a; filename*=UTF-8''b.exe"`)).toBe(
      "a; filename*=UTF-8''b.exe",
    );
  });
});
