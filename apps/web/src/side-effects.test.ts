import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * package.json's `sideEffects` tells the bundler which of our modules do something when imported (texts
 * registered, styles). Every other module it may drop when nothing it exports is used, which keeps what a
 * feature's entry file re-exports out of the chunks that import the entry only for its routes. A module
 * imported for its effect alone (`import './x'`) that is missing from that list would vanish from the build,
 * while the tests, which do not bundle, still pass: this test keeps the list whole.
 */
const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const patterns: string[] = JSON.parse(readFileSync(join(WEB, 'package.json'), 'utf8')).sideEffects;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string) {
  const base = resolve(dirname(from), specifier);
  const file = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (p) => existsSync(p) && statSync(p).isFile(),
  );
  return relative(WEB, file ?? base);
}

/** The subset of package.json globs we use: `**\/*.ext`, `**\/name.ext`, or a path. */
function declared(file: string) {
  return patterns.some((pattern) => {
    if (pattern.startsWith('**/*.')) return file.endsWith(pattern.slice(4));
    if (pattern.startsWith('**/')) return file === pattern.slice(3) || file.endsWith(`/${pattern.slice(3)}`);
    return file === pattern;
  });
}

describe('modules imported for their effect', () => {
  it('are all declared in package.json sideEffects', () => {
    const imported = sourceFiles(join(WEB, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import '(\.[^']+)';$/gm)].map((m) => resolveImport(file, m[1])),
    );
    expect(imported.length).toBeGreaterThan(50);
    expect([...new Set(imported.filter((file) => !declared(file)))]).toEqual([]);
  });
});
