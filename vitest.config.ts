import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Build and browser tests start servers and Astro builds; two cores, so keep it bounded.
    maxWorkers: 2,
    // Some tests build a whole site (the repository's own, a CLI run): on a busy two-core
    // machine that has taken over 30 s. A hang still fails, after two minutes.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
