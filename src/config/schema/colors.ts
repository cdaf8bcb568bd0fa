import { z } from 'zod';
import { ColorOrGradientSchema, HexColorSchema } from './shared.ts';

// Theme colours (mintlify.md 1.1). Strict in Mintlify, so `secondary` is an error, not ignored.

/** Used when a site has no `colors` at all (Mintlify's docs.json converter does the same). */
export const DEFAULT_PRIMARY_COLOR = '#16A34A';

export const ColorsSchema = z.strictObject({
  /** Main accent colour in light mode: highlights, section headers, accents. */
  primary: HexColorSchema.describe('Main accent colour in light mode: highlights, section headers, accents.'),
  /** Accent colour used in dark mode. */
  light: HexColorSchema.optional().describe('Accent colour used in dark mode.'),
  /** Colour of important buttons. */
  dark: HexColorSchema.optional().describe('Colour of important buttons.'),
  /** Page background per mode. The base list marks both required; real sites set only one. */
  background: z
    .strictObject({
      /** Light-mode background. */
      light: HexColorSchema.optional().describe('Light-mode background colour.'),
      /** Dark-mode background. */
      dark: HexColorSchema.optional().describe('Dark-mode background colour.'),
    })
    .optional()
    .describe('Page background colour per mode.'),
  /** Default colour or gradient of anchor icons. */
  anchors: ColorOrGradientSchema.optional().describe('Default colour or { "from", "via", "to" } gradient of anchor icons.'),
  /** Deprecated; accepted so old configs stay valid, and ignored. */
  ultraLight: z.unknown().optional().describe('Deprecated and ignored.'),
  /** Deprecated; accepted so old configs stay valid, and ignored. */
  ultraDark: z.unknown().optional().describe('Deprecated and ignored.'),
});

export const colorsShape = {
  /** Hex colour codes for the theme. Missing: a warning, and the default primary colour. */
  colors: ColorsSchema.optional().describe('Hex colour codes for the theme.'),
};

export type ColorsConfig = z.output<typeof ColorsSchema>;
