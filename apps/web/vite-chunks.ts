import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * Which modules only signed-in members' pages use. Left to Rolldown, the 40-odd lazy pages share their
 * modules in ~200 small chunks (one per set of pages using them: most icons and many components were a
 * chunk of 1–3 kB each), and the results page loaded 120 files, each with ~1.5 kB of response headers
 * and a turn on one of the browser's six connections. The members' modules are merged into few chunks;
 * what the public pages reach (found by following their imports below) keeps Rolldown's own splitting,
 * so /login loads not one byte more.
 */

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function resolveSource(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.(tsx?|json|css)$/.test(base)) return existsSync(base) ? base : undefined;
  return SOURCE_EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file));
}

/** Lucide's export name → its icon module (`Loader2` → `icons/loader-circle.mjs`). */
function lucideIconFiles(webRoot: string): Map<string, string> {
  const require = createRequire(path.join(webRoot, 'package.json'));
  const index = path.join(path.dirname(require.resolve('lucide-react/package.json')), 'dist/esm/lucide-react.mjs');
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(index, 'utf8').matchAll(/export \{([^}]+)\} from '\.\/(icons\/[^']+)'/g)) {
    for (const name of names!.split(',')) files.set(name.trim().replace(/^default as /, ''), file!);
  }
  return files;
}

/**
 * The source files the public pages reach (static and lazy imports alike) and the icon modules they use,
 * starting from the entry and the public pages' route modules. The route tables' own lazy imports (those
 * named, and every feature's `routes.ts`) are not followed: they name every page, the members' too.
 */
function publicModules(webRoot: string, roots: string[], routeTables: string[]) {
  const tables = new Set(routeTables.map((table) => path.resolve(webRoot, table)));
  const icons = lucideIconFiles(webRoot);
  const files = new Set<string>();
  const iconFiles = new Set<string>();
  const queue = roots.map((root) => path.resolve(webRoot, root));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3]!;
      if (match[2] && (tables.has(file) || /[\\/]routes\.tsx?$/.test(file))) continue;
      if (specifier.startsWith('.')) {
        const resolved = resolveSource(file, specifier);
        if (resolved) queue.push(resolved);
      } else if (specifier === 'lucide-react') {
        const names = /\{([^}]*)\}\s*from\s*['"]lucide-react['"]/.exec(match[0])?.[1] ?? '';
        for (const name of names.split(',')) {
          const icon = icons.get(name.trim().split(/\s+as\s+/)[0]!);
          if (icon) iconFiles.add(icon);
        }
      }
    }
  }
  return { files, iconFiles };
}

/** A Rolldown group test: the app's own modules and lucide's icons that no public page reaches. */
export function membersOnly(webRoot: string, roots: string[], routeTables: string[]) {
  const reach = publicModules(webRoot, roots, routeTables);
  const src = path.join(webRoot, 'src') + path.sep;
  return (id: string) => {
    const file = id.split('?')[0]!;
    if (file.startsWith(src)) return !reach.files.has(file) && /\.(tsx?|json)$/.test(file);
    const icon = /lucide-react[\\/]dist[\\/]esm[\\/](icons[\\/][^\\/]+\.mjs)$/.exec(file)?.[1];
    return icon ? !reach.iconFiles.has(icon.replace(/\\/g, '/')) : false;
  };
}
