import { z } from 'zod';
import { withHint } from '../../schema/hints.ts';

// Site-wide behaviour: redirects, variables, SEO, search, metadata, the 404 page, and the
// feedback buttons (a mint.json setting Mintaka keeps for docs.json sites that write it).

export const RedirectSchema = z.object({
  /** Old path; `:param` and `*` wildcards allowed. */
  source: z.string().trim().min(1).describe('Old path; ":param" and "*" wildcards allowed.'),
  /** New path or URL; may reuse the wildcards of `source`. */
  destination: z.string().trim().min(1).describe('New path or URL; may reuse the wildcards of "source".'),
  /** Permanent (308) rather than temporary (307). */
  permanent: z.boolean().optional().describe('Permanent (308) rather than temporary (307) redirect.'),
});

export const siteShape = {
  /** Redirects from old paths. */
  redirects: z.array(RedirectSchema).default([]).describe('Redirects: { "source", "destination", "permanent" }; every "source" once.'),
  /** Values substituted for `{{name}}` in pages and snippets. */
  variables: z
    .record(withHint(z.string().regex(/^[A-Za-z0-9_.-]+$/), { expected: 'a variable name of letters, digits, "_", "." or "-"' }), z.string().describe('Value.'))
    .default({})
    .describe('Values substituted for {{name}} in pages and snippets.'),
  /** Search engine settings. */
  seo: z
    .object({
      /** `navigable`: only pages in the navigation are indexed; `all`: hidden pages too. */
      indexing: z.enum(['navigable', 'all']).default('navigable').describe('"navigable": only pages in the navigation; "all": hidden pages too. Default: "navigable".'),
      /** Meta tags for every page. */
      metatags: z.record(z.string(), z.string().describe('Content of the tag.')).default({}).describe('Meta tags for every page, e.g. { "og:image": "/og.png" }.'),
    })
    .optional()
    .describe('Search engine settings: "indexing" and "metatags".'),
  /** The search box. */
  search: z
    .object({
      /** Placeholder of the search box. */
      prompt: z.string().trim().min(1).default('Search...').describe('Placeholder of the search box. Default: "Search...".'),
    })
    .optional()
    .describe('The search box: "prompt".'),
  /** Page metadata shown to readers. */
  metadata: z
    .object({
      /** Shows each page's last-modified date, from git. */
      timestamp: z.boolean().default(false).describe("Shows each page's last-modified date, from git. Default: false."),
    })
    .optional()
    .describe('Page metadata: "timestamp".'),
  /** Error pages. */
  errors: z
    .object({
      /** The page for unknown URLs. */
      '404': z
        .object({
          /** Sends readers to the first page instead of showing the 404 page. */
          redirect: z.boolean().default(true).describe('Sends readers to the first page instead. Default: true.'),
          /** Title of the 404 page. */
          title: z.string().optional().describe('Title of the 404 page.'),
          /** Text of the 404 page. */
          description: z.string().optional().describe('Text of the 404 page (MDX).'),
        })
        .optional()
        .describe('The page for unknown URLs.'),
    })
    .optional()
    .describe('Error pages: "404".'),
  /** Feedback under each page (a mint.json setting that Mintaka also reads here). */
  feedback: z
    .object({
      /** "Was this page helpful?" thumbs. */
      thumbsRating: z.boolean().default(false).describe('"Was this page helpful?" thumbs. Default: false.'),
      /** "Suggest edits" link to the page source. */
      suggestEdit: z.boolean().default(false).describe('"Suggest edits" link to the page source. Default: false.'),
      /** "Raise issue" link. */
      raiseIssue: z.boolean().default(false).describe('"Raise issue" link. Default: false.'),
    })
    .optional()
    .describe('Feedback under each page (Mintaka extension from mint.json): "thumbsRating", "suggestEdit", "raiseIssue".'),
};
