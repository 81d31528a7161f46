import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** `import catalogue from 'virtual:catalogue/de'`: the contract's texts of one language. */
const PREFIX = 'virtual:catalogue/';
const LANGUAGES = ['de', 'en'] as const;

/**
 * The contract keeps every server text in both languages side by side (`{ en, de }` per code), which is
 * right for the API. A page needs only its reader's language, and a bundle cannot drop half of an object,
 * so the build reads the contract here and hands the web app one language per module: German comes with
 * the first page, English only when it is chosen (src/lib/i18n.ts).
 */
export function catalogue(): Plugin {
  return {
    name: 'mietmatch-catalogue',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = id.slice(PREFIX.length + 1);
      if (!LANGUAGES.includes(language as (typeof LANGUAGES)[number])) {
        throw new Error(`${id}: no such language (${LANGUAGES.join(', ')})`);
      }
      // Read once per process: a dev server shows a changed contract text after its restart.
      const file = path.resolve(import.meta.dirname, '../../packages/contract/src/messages.ts');
      const { messages } = (await import(pathToFileURL(file).href)) as typeof import('@mietmatch/contract/messages');
      const texts = Object.fromEntries(
        Object.entries(messages).map(([key, value]) => [key, value[language as (typeof LANGUAGES)[number]]]),
      );
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
