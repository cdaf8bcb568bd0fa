import { z } from 'zod';
import { withHint } from '../../schema/hints.ts';
import { HrefSchema, LabelSchema, UrlSchema } from './shared.ts';

// The footer: social links and link columns (docs-json.md "footer"). Also used per language.

/** Platforms with an icon; docs.json accepts mint.json's and today's networks. */
export const DOCS_SOCIAL_KEYS = [
  'x', 'website', 'facebook', 'youtube', 'discord', 'slack', 'github', 'linkedin', 'instagram',
  'hacker-news', 'medium', 'telegram', 'twitter', 'x-twitter', 'earth-americas', 'bluesky',
  'threads', 'reddit', 'podcast', 'mastodon', 'tiktok', 'twitch', 'whatsapp', 'npm', 'stackoverflow',
  'dribbble', 'gitlab', 'rss',
] as const;

export const FooterSchema = z.object({
  /** Social accounts: platform -> URL. */
  socials: z
    .partialRecord(withHint(z.enum(DOCS_SOCIAL_KEYS), { expected: 'a social platform' }), UrlSchema.describe('URL of the account.'))
    .default({})
    .describe('Social accounts: platform -> URL, e.g. { "github": "https://github.com/org" }.'),
  /** Up to four columns of links. */
  links: z
    .array(
      z.object({
        /** Column heading. */
        header: z.string().trim().min(1).optional().describe('Column heading.'),
        /** Links of the column. */
        items: z
          .array(
            z.object({
              /** Link text. */
              label: LabelSchema.describe('Link text.'),
              /** Where the link goes. */
              href: HrefSchema.describe('Where the link goes: a path or a full URL.'),
            }),
          )
          .min(1)
          .describe('Links of the column.'),
      }),
    )
    .max(4)
    .default([])
    .describe('Up to four columns: { "header", "items": [{ "label", "href" }] }.'),
});

export const footerShape = {
  /** Footer socials and link columns. */
  footer: FooterSchema.optional().describe('Footer: "socials" and link columns ("links").'),
};
