import { z } from 'zod';
import { withHint } from './hints.ts';
import { safeLinkUrl, UrlSchema } from './shared.ts';

// Footer: social links and link columns (mintlify.md 1.4). Socials come as a record or as an
// array of { type, url }; both become one record so the footer has a single shape to render.

/** Platforms Mintlify has icons for (mintlify.md 1.5); a superset of the base list. */
export const SOCIAL_KEYS = [
  'x', 'website', 'facebook', 'youtube', 'discord', 'slack', 'github', 'linkedin', 'instagram',
  'hacker-news', 'medium', 'telegram', 'twitter', 'x-twitter', 'earth-americas', 'bluesky',
  'threads', 'reddit', 'podcast',
] as const;

export type SocialKey = (typeof SOCIAL_KEYS)[number];
export type SocialsConfig = Partial<Record<SocialKey, string>>;

const SocialKeySchema = withHint(z.enum(SOCIAL_KEYS), { expected: 'a social platform' });

/** The address of an account: a full URL that opens a page. */
const AccountUrlSchema = safeLinkUrl(UrlSchema);

const SocialsRecordSchema = z.partialRecord(SocialKeySchema, AccountUrlSchema.describe('URL of the account.'));

const SocialsArraySchema = z.array(
  z.object({
    /** Platform. */
    type: SocialKeySchema.describe('Platform.'),
    /** URL of the account. */
    url: AccountUrlSchema.describe('URL of the account.'),
  }),
);

export const SocialsSchema = withHint(z.union([SocialsRecordSchema, SocialsArraySchema]), {
  expected: 'an object of platform → URL',
  fix: 'use { "github": "https://github.com/org" }',
}).transform((socials): SocialsConfig => {
  if (!Array.isArray(socials)) return socials;
  return Object.fromEntries(socials.map((social) => [social.type, social.url]));
});

/** A footer link goes to another site or to a path of this one. */
const FooterLinkUrlSchema = withHint(safeLinkUrl(z.union([UrlSchema, z.string().regex(/^\//)])), {
  expected: 'a full URL or a path starting with "/"',
  fix: 'use "https://example.com" or a path like "/quickstart"',
});

const FooterColumnSchema = z.object({
  /** Column heading. */
  title: z.string().trim().min(1).optional().describe('Column heading.'),
  /** Links in the column. */
  links: z
    .array(
      z.object({
        /** Link text. */
        label: z.string().trim().min(1).describe('Link text.'),
        /** Link target; external URLs open in a new tab. */
        url: FooterLinkUrlSchema.describe('Link target: a full URL (opens in a new tab) or a path starting with "/".'),
      }),
    )
    .min(1)
    .describe('Links in the column.'),
});

export const FooterSchema = z.object({
  /** Social icons; replaces the deprecated top-level `footerSocials`. */
  socials: SocialsSchema.optional().describe('Social icons: { platform: URL }; preferred over "footerSocials".'),
  /** Up to four columns of links. */
  links: z.array(FooterColumnSchema).min(1).max(4).optional().describe('Up to four columns of links.'),
});

export const footerShape = {
  /** Social accounts: platform → URL (deprecated in favour of `footer.socials`). */
  footerSocials: SocialsSchema.optional().describe('Social accounts: platform → URL, or [{ "type", "url" }]. Deprecated in favour of "footer.socials".'),
  /** Footer socials and link columns. */
  footer: FooterSchema.optional().describe('Footer socials and link columns.'),
};

/** Footer after normalisation: `socials` merges `footerSocials` (footer.socials wins). */
export interface FooterConfig {
  socials: SocialsConfig;
  links: z.output<typeof FooterColumnSchema>[];
}
