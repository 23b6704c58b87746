import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'coach', include: ['test/**/*.test.ts'] },
});
