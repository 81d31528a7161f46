import type { Language } from '@mietmatch/contract';

/**
 * The language of an answer: the first of Accept-Language we speak. Without a header the API
 * answers in English, the specification's own texts, which clients translate by `code`.
 */
export function requestLanguage(header: string | string[] | undefined, fallback: Language = 'en'): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return fallback;
  const tags = value
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: (tag ?? '').toLowerCase(), q: q ? Number(q.split('=')[1]) : 1 };
    })
    .filter((t) => t.tag && !Number.isNaN(t.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    if (tag.startsWith('de')) return 'de';
    if (tag.startsWith('en')) return 'en';
  }
  return fallback;
}
