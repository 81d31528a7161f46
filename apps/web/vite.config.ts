import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { catalogue } from './vite-catalogue.ts';
import { precompress } from './vite-precompress.ts';
import { minifyBootScript } from './vite-boot-script.ts';
import { prerender } from './vite-prerender.ts';

// The API serves the built app from apps/web/dist on the same origin; in dev we proxy to it.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), catalogue(), minifyBootScript(), prerender(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json lets us measure what each route loads (see the bundle report).
    manifest: true,
    // No preload helper: before each lazy page it added a <link rel=modulepreload> per file the page
    // imports, ~60 on the results page, and that cost more main thread than the whole rest of starting the
    // app (measured at 4× CPU slowdown: the entry's task 743 → 319 ms there, 400 → 210 ms on /login). It also
    // made the first page's scripts start before its first paint, which Lighthouse counts against the paint
    // (FCP 2.4 → 1.1–1.3 s). A lazy page's own imports now load when its file has arrived.
    modulePreload: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Lazy routes do the splitting. The libraries every page needs form one chunk: left alone,
        // Rolldown cuts them into several small shared chunks, which the first page loads anyway
        // and which compress worse apart (measured: +3.8 kB gzip on /login). lucide's icon factory joins
        // them: every page's icons share it, and on its own it was one more chunk for /login (−0.45 kB gzip).
        // sonner is not among them: it loads with the first toast (lib/toast.ts).
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|i18next|react-i18next)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes)\.mjs$|@radix-ui[\\/](react-primitive|react-slot|react-compose-refs|react-label)[\\/]/,
              priority: 20,
            },
            // The dialogs, menus and form controls of the member pages: one file instead of seven on the results
            // page (a page's files queue on HTTP/1.1's six connections, ~20 ms a round on a busy machine), and
            // smaller together (−6 kB there). The Radix parts /login uses (Slot, Primitive, Label) are in `core`,
            // so /login does not load this chunk.
            {
              name: 'radix',
              test: /node_modules[\\/](radix-ui|@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es)[\\/]/,
              priority: 15,
            },
            // Icons, shared out by the set of routes that use them (entriesAware), small sets merged into
            // their nearest neighbour: the results page loaded ~40 one-icon files, each a request with its own
            // headers (−27 files there, +3 kB gzip on /login). Icons import nothing of the app, so no chunk
            // can run before one it needs; Radix and the UI kit grouped the same way cost /login 25 kB.
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 6_000,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
});
