import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.ts';
import { sendError } from './errors.ts';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, both pre-compressed,
 * and every non-API GET that matches no file answered with index.html (client routing).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  const prerendered = prerenderedPages(distDir);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each text file (apps/web/vite-precompress.ts): the copy the
      // browser accepts is sent with `Content-Encoding` and `Vary: Accept-Encoding`, the file itself otherwise.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A hashed file never changes and is never revalidated: its validators and the range offer are bytes
        // on each of the ~80 files a page loads. Pages and boot.js keep them (no-cache revalidates with them).
        if (immutable) for (const header of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(header);
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` (npm start does it for you)');
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' && !url.startsWith('/api/') && url !== '/api' && !path.extname(url);
    if (hasWeb && isPage) {
      const page = prerendered.get(url);
      return reply.header('cache-control', 'no-cache').sendFile(page ?? 'index.html');
    }
    if (hasWeb && request.method === 'GET' && !url.startsWith('/api')) {
      // A real file under dist (favicon, robots, an asset) that the wildcard-less routes do not list.
      const file = path.join(distDir, path.normalize(url));
      if (file.startsWith(distDir) && existsSync(file)) return reply.sendFile(path.relative(distDir, file));
    }
    return sendError(request, reply, new AppError('NotFound'));
  });
}

/**
 * The pages the build wrote as HTML (apps/web/vite-prerender.ts): `/login` → `prerendered/login.html`, and a
 * member page's frame, whose `[name]` parts stand for any one part of the address (`/property-details/<id>` →
 * `prerendered/property-details/[id].html`). Their first paint needs no script; every other page starts from
 * index.html.
 */
function prerenderedPages(distDir: string) {
  const dir = path.join(distDir, 'prerendered');
  const exact = new Map<string, string>();
  const patterns: Array<{ pattern: RegExp; file: string }> = [];
  if (existsSync(dir)) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.html')) continue;
      const page = `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
      const served = `prerendered/${file}`;
      if (!page.includes('[')) {
        exact.set(page, served);
        continue;
      }
      const parts = page.split('/').map((part) => (/^\[\w+\]$/.test(part) ? '[^/]+' : escapeRegExp(part)));
      patterns.push({ pattern: new RegExp(`^${parts.join('/')}$`), file: served });
    }
  }
  return {
    get(url: string) {
      return exact.get(url) ?? patterns.find(({ pattern }) => pattern.test(url))?.file;
    },
  };
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
