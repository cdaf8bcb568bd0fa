import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Build and browser tests start servers and Astro builds; two cores, so keep it bounded.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
