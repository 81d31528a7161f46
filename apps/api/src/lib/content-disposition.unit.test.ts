import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('sends an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Schufa Auskunft Müller.pdf')).toBe(
      `attachment; filename="Schufa Auskunft Muller.pdf"; filename*=UTF-8''Schufa%20Auskunft%20M%C3%BCller.pdf`,
    );
    expect(contentDisposition('inline', 'Straße (neu).png')).toBe(
      `inline; filename="Strasse (neu).png"; filename*=UTF-8''Stra%C3%9Fe%20%28neu%29.png`,
    );
  });

  it('keeps quotes, backslashes and other scripts out of the quoted fallback', () => {
    expect(contentDisposition('attachment', 'a"b\\c.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
    expect(contentDisposition('attachment', 'Паспорт.pdf')).toMatch(
      /^attachment; filename="_{7}\.pdf"; filename\*=UTF-8''%D0%9F/,
    );
  });
});
