import { z } from 'zod';

// Site-wide meta tags, indexing and the search box (mintlify.md 1.4).

export const seoShape = {
  /** Default meta tags for every page (`og:image`, `twitter:site`, `robots`...). */
  metadata: z
    .record(z.string(), z.string().min(1).describe('Meta tag content.'))
    .default({})
    .describe('Default meta tags for every page, e.g. { "og:image": "/og.png" }.'),
  /** Search engine settings. */
  seo: z
    .object({
      /** Also index pages that are not in `navigation`. */
      indexHiddenPages: z.boolean().default(false).describe('Also put pages that are not in "navigation" into the sitemap and search index. Default: false.'),
    })
    .prefault({})
    .describe('Search engine settings.'),
  /** Search box settings. */
  search: z
    .object({
      /** Placeholder of the search box. */
      prompt: z.string().min(1).default('Search...').describe('Placeholder of the search box. Default: "Search...".'),
      /** Where the search box sits. */
      location: z.enum(['side', 'top']).optional().describe('Where the search box sits.'),
    })
    .prefault({})
    .describe('Search box settings.'),
};
