import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogue } from './vite-catalogue.ts';

export default defineProject({
  plugins: [react(), catalogue()],
  test: {
    name: 'web',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    testTimeout: 20_000,
    // Each file still runs in a context of its own. Measured on two cores: 109 s with a child process per
    // file (the default), where building jsdom and importing the app again took two fifths of the time,
    // and 35 s with VM contexts on two threads.
    pool: 'vmThreads',
    // Both cores (Vitest's default leaves one of them idle in a run).
    maxWorkers: 2,
  },
});
