import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { messages } from '@mietmatch/contract/messages';
import { roleSchema } from '@mietmatch/contract';
import { navItemsFor } from '../app/layouts/nav-items';

/*
 * The translations and the code that uses them, checked against each other by reading the sources:
 * (a) every text in a locale file is used somewhere, (b) every key the code asks for exists,
 * (c) German and English have the same keys. The scan is textual, so it is deliberately simple:
 *  - a key counts as used when its path (or `ns:path`) appears as a string literal in any source file;
 *  - `t(\`prefix.${x}.suffix\`)` counts every key of that shape in the namespaces of its file;
 *  - `t('literal')` must exist in one of the namespaces its file names (`useTranslation`, `ns:`, `{ ns }`).
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = join(SRC, 'locales');
const LANGUAGES = ['de', 'en'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * Keys no scan can see being used, each with the reason. Keep this short: prefer literal keys in code.
 */
const USED_ELSEWHERE: Record<string, string> = {
  // 'ns:key': 'why no literal or template in the code names it',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const namespaces = readdirSync(join(LOCALES, 'de')).map((file) => file.replace(/\.json$/, ''));
const localeKeys = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(namespaces.map((ns) => [ns, new Set(flatten(readJson(join(LOCALES, language, `${ns}.json`))))])),
  ]),
) as Record<(typeof LANGUAGES)[number], Record<string, Set<string>>>;
// The contract's catalogue is the `messages` namespace (lib/i18n.ts).
const catalogueKeys = new Set(Object.keys(messages));

function hasKey(ns: string, key: string) {
  if (ns === 'messages') return catalogueKeys.has(key);
  const keys = localeKeys.de[ns];
  if (!keys) return false;
  return keys.has(key) || [...keys].some((k) => k.replace(PLURAL, '') === key || k.startsWith(`${key}_`));
}

interface SourceFile {
  path: string;
  /** Every string literal and every template without placeholders. */
  literals: Set<string>;
  /** Keys written out in `t('…')`, `i18n.t('…')`, `t(\`…\`)` and `i18nKey="…"`. */
  calls: string[];
  /** Keys built in `t(\`prefix.${x}.suffix\`)`: the literal parts around the placeholders. */
  templates: string[][];
  /** The namespaces this file's translation calls may read. */
  namespaces: string[];
}

const isTranslate = (callee: ts.Expression) =>
  (ts.isIdentifier(callee) && callee.text === 't') ||
  (ts.isPropertyAccessExpression(callee) && callee.name.text === 't');

/** Read with the TypeScript parser: comments and apostrophes in text never confuse it. */
function readSource(path: string): SourceFile {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const file: SourceFile = { path: relative(SRC, path), literals: new Set(), calls: [], templates: [], namespaces: [] };
  const declared = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) file.literals.add(node.text);
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const [first] = node.arguments;
      if (isTranslate(node.expression)) {
        if (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) file.calls.push(first.text);
        if (ts.isTemplateExpression(first)) {
          file.templates.push([first.head.text, ...first.templateSpans.map((span) => span.literal.text)]);
        }
      }
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useTranslation') {
      const names: string[] = [];
      const collect = (arg: ts.Node): void => {
        if (ts.isStringLiteral(arg)) names.push(arg.text);
        else ts.forEachChild(arg, collect);
      };
      node.arguments.forEach(collect);
      for (const name of names.length ? names : ['common']) declared.add(name);
    }
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'ns' && ts.isStringLiteral(node.initializer)) {
      declared.add(node.initializer.text);
    }
    const attribute = ts.isJsxAttribute(node) && node.name.getText() === 'i18nKey' ? node.initializer : undefined;
    if (attribute && ts.isStringLiteral(attribute)) file.calls.push(attribute.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  file.namespaces = [...declared];
  return file;
}

const sources = sourceFiles(SRC).map(readSource);

const escapeRegExp = (text: string) => text.replace(/[.*+?^()|[\]\\{}$]/g, '\\$&');

/** `t(\`a.${x}.b\`)` and `t(\`ns:a.${x}\`)` as a namespace list and a pattern over the key. */
const templates = sources.flatMap((file) =>
  file.templates.map((parts) => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal `${…}` marks where the key had an expression
    const written = parts.join('${…}');
    const [, ns, head] = /^(?:(\w+):)?(.*)$/s.exec(parts[0])!;
    const pattern = new RegExp(`^${[head, ...parts.slice(1)].map(escapeRegExp).join('[^.]+')}$`);
    return { namespaces: ns ? [ns] : file.namespaces, pattern, written, file: file.path };
  }),
);

function isUsed(ns: string, key: string) {
  const base = key.replace(PLURAL, '');
  if (USED_ELSEWHERE[`${ns}:${key}`]) return true;
  const written = [key, base, `${ns}:${key}`, `${ns}:${base}`];
  if (sources.some((file) => written.some((k) => file.literals.has(k)))) return true;
  return templates.some(
    (template) => template.namespaces.includes(ns) && (template.pattern.test(key) || template.pattern.test(base)),
  );
}

describe('locale keys', () => {
  it('German and English have the same keys', () => {
    const onlyIn = (a: 'de' | 'en', b: 'de' | 'en') =>
      namespaces.flatMap((ns) =>
        [...localeKeys[a][ns]].filter((key) => !localeKeys[b][ns].has(key)).map((key) => `${ns}:${key}`),
      );
    expect(onlyIn('de', 'en'), 'only in German').toEqual([]);
    expect(onlyIn('en', 'de'), 'only in English').toEqual([]);
  });

  it('every text in the locale files is used by some page', () => {
    const unused = namespaces.flatMap((ns) =>
      [...localeKeys.en[ns]].filter((key) => !isUsed(ns, key)).map((key) => `${ns}:${key}`),
    );
    expect(unused).toEqual([]);
  });

  it('every key the code asks for exists', () => {
    const missing: string[] = [];
    for (const file of sources) {
      for (const written of file.calls) {
        const [, ns, key] = /^(?:(\w+):)?(.*)$/.exec(written)!;
        // A file that names no namespace gets its `t` from its caller (e.g. a helper taking `t`): any will do.
        const candidates = ns ? [ns] : file.namespaces.length ? file.namespaces : namespaces;
        if (!candidates.some((candidate) => hasKey(candidate, key))) missing.push(`${file.path}: ${written}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every key built from a template has at least one text behind it', () => {
    const empty = templates
      .filter(
        (template) =>
          !template.namespaces.some((ns) =>
            [...(localeKeys.de[ns] ?? [])].some((key) => template.pattern.test(key.replace(PLURAL, ''))),
          ),
      )
      .map((template) => `${template.file}: ${template.written}`);
    expect(empty).toEqual([]);
  });

  it('keys built from known lists exist: page titles, menu labels, roles', () => {
    // The route table and the route modules it spreads in.
    const routes = [
      'app/routes.tsx',
      'app/report-route.ts',
      'features/admin/routes.ts',
      'features/applications/routes.ts',
      'features/auth/routes.ts',
      'features/favourites/routes.ts',
      'features/inquiries/routes.ts',
      'features/matches/routes.ts',
      'features/moderation/routes.ts',
      'features/moderation-admin/routes.ts',
      'features/notifications/routes.ts',
      'features/payments/routes.ts',
      'features/profile/routes.ts',
      'features/properties/routes.ts',
      'features/requests/routes.ts',
      'features/saved-searches/routes.ts',
      'features/subscriptions/routes.ts',
      'features/users/routes.ts',
      'features/viewings/routes.ts',
    ]
      .map((file) => readFileSync(join(SRC, file), 'utf8'))
      .join('\n');
    const titles = [
      ...routes.matchAll(/\btitle: '(\w+)'/g),
      ...routes.matchAll(/\b(?:client|contractor|admin): '(\w+)'/g),
    ].map((m) => m[1]);
    expect(titles.length).toBeGreaterThan(20);
    expect(titles.filter((title) => !hasKey('common', `titles.${title}`))).toEqual([]);
    // And the other way round: a title no route names is dead.
    const titleKeys = [...localeKeys.en.common].filter((key) => key.startsWith('titles.'));
    const deadTitles = titleKeys.filter((key) => !titles.includes(key.slice('titles.'.length)));
    expect(deadTitles).toEqual([]);

    const labels = roleSchema.options.flatMap((role) =>
      Object.values(navItemsFor(role))
        .flat()
        .map((item) => item.label),
    );
    expect(labels.filter((label) => !hasKey('dashboard', label))).toEqual([]);
    expect(roleSchema.options.filter((role) => !hasKey('common', `roles.${role}`))).toEqual([]);
  });
});
