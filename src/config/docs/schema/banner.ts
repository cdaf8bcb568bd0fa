import { z } from 'zod';
import { ColorPairSchema, HexColorSchema } from './shared.ts';

// The banner above the navbar (docs-json.md "banner"). Also used per language.

export const BannerSchema = z.object({
  /** One line of MDX (links, bold...). */
  content: z.string().trim().min(1).describe('One line of MDX (links, bold...).'),
  /** Readers can close it; the choice is remembered until the content changes. */
  dismissible: z.boolean().default(false).describe('Readers can close it; remembered until the content changes. Default: false.'),
  /** Tone of the banner. */
  type: z.enum(['info', 'warning', 'critical']).optional().describe('Tone: info, warning or critical.'),
  /** Background colour: one, or one per mode. */
  color: z.union([HexColorSchema, ColorPairSchema]).optional().describe('Background colour: a hex colour or { "light", "dark" }.'),
});

export const bannerShape = {
  /** A banner above the navbar. */
  banner: BannerSchema.optional().describe('A banner above the navbar: "content", "dismissible", "type", "color".'),
};
