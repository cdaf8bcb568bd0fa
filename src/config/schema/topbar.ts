import { z } from 'zod';
import { withHint } from './hints.ts';
import { LabelSchema, safeLinkUrl, UrlSchema } from './shared.ts';

// Navbar links and the call-to-action button (mintlify.md 1.2). Both variants are strict in
// Mintlify: `name` on a github button is an error, not silently dropped.

const LinkButtonSchema = z.strictObject({
  /** `link` shows a button. */
  type: z.literal('link').default('link').describe('"link" shows a button. Default: "link".'),
  /** Button text. */
  name: withHint(LabelSchema.describe('Button text.'), { example: '"Get started"' }),
  /** Where the button goes. */
  url: safeLinkUrl(z.string().trim().min(1)).describe('Where the button goes.'),
  /** Button shape. */
  style: z.enum(['pill', 'roundedRectangle']).optional().describe('Button shape.'),
  /** Shows an arrow after the text. */
  arrow: z.boolean().optional().describe('Shows an arrow after the text.'),
});

const GithubButtonSchema = z.strictObject({
  /** `github` shows the repository with its star count. */
  type: z.literal('github').describe('"github" shows the repository with its star count.'),
  /** Repository URL. */
  url: safeLinkUrl(UrlSchema).describe('Repository URL, like https://github.com/org/repo.'),
});

/** A link button (`type` omitted or `link`) or a GitHub repository button. */
export const CtaButtonSchema = z.discriminatedUnion('type', [LinkButtonSchema, GithubButtonSchema]);

export const topbarShape = {
  /** Links shown in the navbar. */
  topbarLinks: z.array(CtaButtonSchema).default([]).describe('Links shown in the navbar: { "name", "url" } or { "type": "github", "url" }.'),
  /** Call-to-action button in the navbar. */
  topbarCtaButton: CtaButtonSchema.optional().describe('Call-to-action button in the navbar: { "name", "url" } or { "type": "github", "url" }.'),
};

export type CtaButtonConfig = z.output<typeof CtaButtonSchema>;
