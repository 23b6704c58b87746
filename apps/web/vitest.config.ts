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
  },
});
