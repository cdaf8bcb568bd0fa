import { z } from 'zod';
import { safeLinkUrl } from './shared.ts';

// Redirects (mintlify.md 1.4). Unique sources are checked in the root refinement (rules.ts).

export const RedirectSchema = z.object({
  /** Old path; `:param` and `:slug*` wildcards allowed. */
  source: z.string().trim().min(1).describe('Old path; ":param" and ":slug*" wildcards allowed.'),
  /** New path or URL; may reuse the wildcards of `source`. */
  destination: safeLinkUrl(z.string().trim().min(1)).describe('New path or URL; may reuse the wildcards of "source".'),
  /** Permanent (301) rather than temporary redirect. */
  permanent: z.boolean().optional().describe('Permanent (301) rather than temporary redirect.'),
});

export const redirectsShape = {
  /** Redirects from old paths; every `source` must be unique. */
  redirects: z.array(RedirectSchema).default([]).describe('Redirects from old paths; every "source" must be unique.'),
};

export type RedirectConfig = z.output<typeof RedirectSchema>;
