import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite-precompress.ts';
import { membersOnly } from './vite-chunks.ts';

// The API serves the built app from apps/web/dist on the same origin; in dev we proxy to it.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/**
 * The entry and the pages a visitor opens without signing in (routes.tsx). The notice-and-action pages
 * (/report, /complaint) are not among them: they show the dashboard to a member and are rare for others.
 */
const PUBLIC_ROOTS = [
  'src/main.tsx',
  'src/app/layouts/public-layout.tsx',
  'src/app/pages/verify-email-route.tsx',
  'src/app/not-found-page.tsx',
  'src/features/auth/pages/login-page.tsx',
  'src/features/auth/pages/register-page.tsx',
  'src/features/auth/pages/forgot-password-page.tsx',
  'src/features/auth/pages/reset-password-page.tsx',
  'src/features/auth/pages/email-notice-page.tsx',
  'src/features/payments/pages/verify-payment-page.tsx',
  'src/features/payments/pages/local-checkout-page.tsx',
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json lets us measure what each route loads (see the bundle report).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Lazy routes do the splitting. The libraries every page needs form one chunk: left alone,
        // Rolldown cuts them into several small shared chunks, which the first page loads anyway
        // and which compress worse apart (measured: +3.8 kB gzip on /login). lucide's icon factory joins
        // them: every page's icons share it, and on its own it was one more chunk for /login (−0.45 kB gzip).
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|i18next|react-i18next|sonner)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes)\.mjs$/,
            },
            {
              // Members' pages: their own modules and icons merged by the set of pages using them, small
              // sets into their nearest neighbour (vite-chunks.ts says why and how).
              name: 'member',
              test: membersOnly(import.meta.dirname, PUBLIC_ROOTS, ['src/app/routes.tsx', 'src/app/report-route.ts']),
              includeDependenciesRecursively: false,
              entriesAware: true,
              entriesAwareMergeThreshold: 40_000,
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
