import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests (jsdom). The browser tests against the real server are a separate project: vitest.e2e.config.ts.
// (A config declaring `projects` would become a container and prefix the names: "@domestique/web (web)".)
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // The run's worker count (vitest.config.ts): a project that states none gets Vitest's default (cores − 1: one on
    // two cores) and is then run after everything else, one file at a time, beside an idle core.
    maxWorkers: 4,
    // beside the server and browser files on two cores a render can take seconds; the limit is for a hang
    testTimeout: 30_000,
  },
});
