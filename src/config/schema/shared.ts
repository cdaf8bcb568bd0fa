import { z } from 'zod';
import { describeValue } from '../describe-value.ts';
import { withHint } from './hints.ts';
import { isUnsafeLinkUrl } from '../site/unsafe-link.ts';

/** Font Awesome icon styles accepted by `iconType` (mintlify.md 1.5). */
export const ICON_TYPES = [
  'brands', 'duotone', 'light', 'regular', 'sharp-duotone-solid', 'sharp-light', 'sharp-regular',
  'sharp-solid', 'sharp-thin', 'solid', 'thin',
] as const;

export const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** `#rgb` or `#rrggbb`; Mintlify rejects names and alpha channels. */
export const HexColorSchema = withHint(z.string().regex(HEX_COLOR), {
  expected: 'a hex colour like #0D9373',
  fix: 'use a hex colour like #0D9373',
  example: '"#0D9373"',
});

export const IconTypeSchema = withHint(z.enum(ICON_TYPES), { expected: 'a Font Awesome icon style' });

/** A gradient for anchor icons; strict in Mintlify, so a typo like `form` is an error. */
export const GradientSchema = z.strictObject({
  /** First colour of the gradient. */
  from: HexColorSchema.describe('First colour of the gradient.'),
  /** Optional middle colour. */
  via: HexColorSchema.optional().describe('Optional middle colour of the gradient.'),
  /** Last colour of the gradient. */
  to: HexColorSchema.describe('Last colour of the gradient.'),
});

export const ColorOrGradientSchema = withHint(z.union([HexColorSchema, GradientSchema]), {
  expected: 'a hex colour or a { "from", "to" } gradient',
  fix: 'use a hex colour like #0D9373, or { "from": "#0D9373", "to": "#55D799" }',
});

/** Any absolute URL `new URL()` accepts (Mintlify's `z.string().url()`). */
export const UrlSchema = withHint(z.url(), {
  expected: 'a full URL like https://example.com',
  fix: 'write the full address, starting with https://',
  example: '"https://example.com"',
});

/**
 * Adds the link check to any string schema of a config link field (mint.json and docs.json:
 * logo href, navbar, CTA, footer, socials, anchors, tabs, redirects, versions). An unsafe URL
 * is a config error at the field's JSON path. Wrap the schema before a `.transform()`, so the
 * URL is checked as written.
 */
export function safeLinkUrl<T extends z.ZodType<string>>(schema: T): T {
  return schema.refine((url) => !isUnsafeLinkUrl(url), {
    error: (issue) =>
      `expected a link to a page or a web address, found ${describeValue(issue.input)} — a javascript:, data: or vbscript: link runs code or opens a page written into it when a reader clicks it; use an https:// address or a path like "/quickstart"`,
  }) as T;
}

/** A label users see; blank labels are almost always a mistake. */
export const LabelSchema = withHint(z.string().trim().min(1), { example: '"Guides"' });

export type IconType = z.output<typeof IconTypeSchema>;
export type Gradient = z.output<typeof GradientSchema>;
