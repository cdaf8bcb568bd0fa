import { z } from 'zod';
import { withHint } from '../../schema/hints.ts';
import { HexColorSchema } from '../../schema/shared.ts';

// Pieces several docs.json areas share (docs-json.md).

export { HexColorSchema, UrlSchema, LabelSchema } from '../../schema/shared.ts';

/** A colour per mode; either may be left out. */
export const ColorPairSchema = z.object({
  /** Colour in light mode. */
  light: HexColorSchema.optional().describe('Colour in light mode.'),
  /** Colour in dark mode. */
  dark: HexColorSchema.optional().describe('Colour in dark mode.'),
});

/** A path, or one path per mode. */
export const ModePathSchema = withHint(
  z.union([
    z.string().trim().min(1),
    z.object({
      /** Used in light mode. */
      light: z.string().trim().min(1).describe('Used in light mode.'),
      /** Used in dark mode. */
      dark: z.string().trim().min(1).describe('Used in dark mode.'),
    }),
  ]),
  { expected: 'a path or a { "light", "dark" } object', fix: 'use a path like "/images/bg.png", or { "light": "/a.png", "dark": "/b.png" }' },
);

/** An icon: a name (Font Awesome, Lucide or Tabler, per `icons.library`), or `{ name, style, library }`. */
export const IconSchema = withHint(
  z.union([
    z.string().trim().min(1),
    z.object({
      /** Icon name. */
      name: z.string().trim().min(1).describe('Icon name.'),
      /** Font Awesome style (solid, regular, light, duotone, brands...). */
      style: z.string().optional().describe('Font Awesome style (solid, regular, light, duotone, brands...).'),
      /** Icon library for this icon. */
      library: z.enum(['fontawesome', 'lucide', 'tabler']).optional().describe('Icon library for this icon.'),
    }),
  ]),
  { expected: 'an icon name or a { "name", "style" } object', fix: 'use an icon name like "book-open"' },
);

/** A link a reader follows: a path of the site or a full URL. */
export const HrefSchema = withHint(z.string().trim().min(1), { expected: 'a path like "/quickstart" or a full URL', example: '"/quickstart"' });

export type IconInput = z.output<typeof IconSchema>;
