import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { catalogue } from './vite-catalogue.ts';
import { compressFile } from './vite-precompress.ts';

/** Where the server-side build of src/prerender goes: only the build reads it. */
const SSR_OUT_DIR = 'node_modules/.cache/prerender';

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const ROOT_PATTERN = /<div id="root">([\s\S]*)<\/div>(\s*<\/body>)/;

/**
 * index.html with a page's markup in `#root` (as `.<kind>#<kind>` with `attributes`, before the boot spinner) and
 * its title.
 */
function pageHtml(template: string, rendered: { html: string; title: string }, kind: string, attributes = '') {
  const titled = rendered.title
    ? template.replace(
        /<title>([^<]*)<\/title>/,
        (_m, name: string) => `<title>${escapeHtml(rendered.title)} - ${name}</title>`,
      )
    : template;
  // Painted whole or not at all: without the expectation, a phone's parser may paint the first half of
  // the page and the rest a frame later (its largest text among it), after the scripts were asked for.
  return titled.replace('</head>', `  <link rel="expect" href="#${kind}" blocking="render" />\n  </head>`).replace(
    ROOT_PATTERN,
    // The boot spinner stays behind the page, for those who must not see it (index.html).
    (_m, boot: string, end: string) =>
      `<div id="root"><div class="${kind}" id="${kind}"${attributes}>${rendered.html}</div>${boot}</div>${end}`,
  );
}

/**
 * dist/prerendered/<page>.html and its compressed copies, which the server sends for that path. A `:name` part
 * of the path is written as `[name]` (`/property-details/:id` → `property-details/[id].html`): any one part.
 */
async function writePage(outDir: string, page: string, html: string) {
  const file = path.join(outDir, 'prerendered', `${page.slice(1).replace(/:(\w+)/g, '[$1]')}.html`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
  await compressFile(file);
}

/**
 * The public pages as HTML: after the app's build, a server-side build of src/prerender renders each of
 * PRERENDERED_PAGES into a copy of index.html (dist/prerendered/<page>.html, with its title and compressed
 * copies), which the server sends for that path. A phone paints the page from the HTML and its stylesheet,
 * before the ~170 kB of scripts have arrived and run.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mietmatch-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const ssrDir = path.resolve(config.root, SSR_OUT_DIR);
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        plugins: [react(), catalogue()],
        build: { ssr: 'src/prerender/render-page.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
      });
      const entry = pathToFileURL(path.join(ssrDir, 'render-page.js'));
      const { renderPage, renderMemberFrame, MEMBER_FRAMES, PRERENDERED_PAGES } = (await import(
        `${entry.href}?build=${Date.now()}`
      )) as typeof import('./src/prerender/render-page');
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      if (!ROOT_PATTERN.test(template)) throw new Error('index.html has no <div id="root"> before </body>');
      await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
      for (const page of PRERENDERED_PAGES) {
        const rendered = await renderPage(page);
        if (!rendered) throw new Error(`${page} did not render (a redirect?)`);
        // Until the app has taken over, the page's buttons do nothing, so they say so (disabled). A form must
        // not send itself either: the browser would put the password in the address. A disabled submit button
        // stops Enter too (implicit submission); `post` keeps the fields out of the address all the same.
        // Links and typing work (the app keeps what was typed).
        const markup = rendered.html
          .replaceAll('<button ', '<button disabled="" ')
          .replaceAll('<form ', '<form method="post" ');
        await writePage(outDir, page, pageHtml(template, { ...rendered, html: markup }, 'prerendered'));
      }
      // A member page's frame: shown by boot.js only to the role whose page it is (index.html's styles).
      for (const { path: page, role } of MEMBER_FRAMES) {
        const html = pageHtml(template, renderMemberFrame(page), 'member-frame', ` data-for="${role}"`);
        await writePage(outDir, page, html);
      }
    },
  };
}
