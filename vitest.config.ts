import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // One temporary folder per run, removed at its end (tests/support/temp-root.ts).
    globalSetup: ['tests/support/temp-root.ts'],
    // Build and browser tests start servers and Astro builds; two cores, so keep it bounded.
    maxWorkers: 2,
    // Some tests build a whole site (the repository's own, a CLI run): on a busy two-core
    // machine that has taken over 30 s. A hang still fails, after two minutes.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Browser tests poll for what a reader would see (search results, a response). Pagefind's
    // index or a proxied request can take seconds on a loaded CI machine; the default 1 s
    // made the 404 page's search fail there while it passes on an idle one.
    expect: { poll: { timeout: 10_000 } },
  },
});
