import { z } from 'zod';
import { withHint } from './hints.ts';

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

/** A label users see; blank labels are almost always a mistake. */
export const LabelSchema = withHint(z.string().trim().min(1), { example: '"Guides"' });

export type IconType = z.output<typeof IconTypeSchema>;
export type Gradient = z.output<typeof GradientSchema>;
