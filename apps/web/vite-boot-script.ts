import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { minify, type Plugin, type ResolvedConfig } from 'vite';

/**
 * public/boot.js minified in the build's copy: its comments say why each step is there, and a first page loads
 * and runs it before its first paint, where every byte waits (its compressed copies are made after this).
 */
export function minifyBootScript(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mietmatch-boot-script',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      async handler() {
        const file = path.resolve(config.root, config.build.outDir, 'boot.js');
        const result = await minify('boot.js', await readFile(file, 'utf8'), { compress: true, mangle: true });
        if (result.errors.length) throw new Error(`boot.js: ${result.errors.map((e) => e.message).join('; ')}`);
        await writeFile(file, result.code);
      },
    },
  };
}
