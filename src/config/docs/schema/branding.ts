import { z } from 'zod';
import { THEME_NAMES } from '../../site/types.ts';
import { withHint } from '../../schema/hints.ts';
import { ColorPairSchema, HexColorSchema, ModePathSchema } from './shared.ts';

// Identity and look (docs-json.md "Top level"): theme, name, colours, logo, favicon,
// appearance, background, fonts, icons, styling, thumbnails.

const FontFieldsShape = {
  /** Font family; Google Fonts are loaded by name. */
  family: z.string().trim().min(1).describe('Font family; Google Fonts are loaded by name.'),
  /** Weight (fractional values such as 550 work with variable fonts). */
  weight: z.number().optional().describe('Weight (fractional values such as 550 work with variable fonts).'),
  /** URL or docs-folder path of the font file. */
  source: z.string().trim().min(1).optional().describe('URL or docs-folder path of the font file.'),
  /** Format of the font file. */
  format: z.enum(['woff', 'woff2']).optional().describe('Format of the font file: "woff" or "woff2".'),
};

const FontSchema = z.object(FontFieldsShape);

export const brandingShape = {
  /** JSON Schema hint for editors; not used by the build. */
  $schema: z.string().optional().describe('JSON Schema hint for editors ("https://mintlify.com/docs.json"); not used by the build.'),
  /** Visual theme; Mintaka draws its own look for each and says so once. */
  theme: withHint(z.enum(THEME_NAMES), { expected: 'a Mintlify theme name', example: '"mint"' }).describe(
    'Visual theme: mint, maple, palm, willow, linden, almond, aspen, sequoia or luma.',
  ),
  /** Name of the project; used in titles. */
  name: z.string().trim().min(1).describe('Name of the project; used in titles.'),
  /** What the site is about (llms.txt, meta description). */
  description: z.string().optional().describe('What the site is about (llms.txt, meta description).'),
  /** Whether the site is public (Mintlify's hosted authentication). */
  public: z.boolean().optional().describe('Whether the site is public (Mintlify hosting); ignored by Mintaka.'),
  /** Theme colours. */
  colors: z
    .object({
      /** Accent colour (links, active items) in light mode. */
      primary: HexColorSchema.describe('Accent colour (links, active items) in light mode.'),
      /** Accent colour in dark mode. */
      light: HexColorSchema.optional().describe('Accent colour in dark mode.'),
      /** Colour of buttons and highlights in light mode. */
      dark: HexColorSchema.optional().describe('Colour of buttons and highlights in light mode.'),
    })
    .describe('Theme colours: "primary" (required), "light", "dark".'),
  /** Logo: one path, or one per mode and where it links. */
  logo: withHint(
    z.union([
      z.string().trim().min(1),
      z.object({
        /** Logo in light mode. */
        light: z.string().trim().min(1).describe('Logo in light mode.'),
        /** Logo in dark mode. */
        dark: z.string().trim().min(1).describe('Logo in dark mode.'),
        /** Where clicking the logo goes. */
        href: z.string().trim().min(1).optional().describe('Where clicking the logo goes (default: the home page).'),
      }),
    ]),
    { expected: 'a logo path or a { "light", "dark" } object', fix: 'use "/logo.svg", or { "light": "/logo/light.svg", "dark": "/logo/dark.svg" }' },
  )
    .optional()
    .describe('Logo: a path, or { "light", "dark", "href" }.'),
  /** Favicon: one path, or one per mode. */
  favicon: ModePathSchema.optional().describe('Favicon: a path, or { "light", "dark" }.'),
  /** Light and dark mode. */
  appearance: z
    .object({
      /** Mode for first-time visitors. */
      default: z.enum(['system', 'light', 'dark']).default('system').describe('Mode for first-time visitors. Default: "system".'),
      /** Hides the mode toggle. */
      strict: z.boolean().default(false).describe('Hides the mode toggle (with "light" or "dark", forces it). Default: false.'),
    })
    .optional()
    .describe('Light and dark mode: "default" and "strict".'),
  /** Page background. */
  background: z
    .object({
      /** Image behind every page. */
      image: ModePathSchema.optional().describe('Image behind every page: a path, or { "light", "dark" }.'),
      /** Decoration drawn behind the page. */
      decoration: z.enum(['gradient', 'grid', 'windows']).optional().describe('Decoration drawn behind the page: gradient, grid or windows.'),
      /** Background colour per mode. */
      color: ColorPairSchema.optional().describe('Background colour per mode.'),
    })
    .optional()
    .describe('Page background: "image", "decoration", "color".'),
  /** Fonts: one for everything, with `heading` and `body` overrides. */
  fonts: z
    .object({
      ...FontFieldsShape,
      family: FontFieldsShape.family.optional(),
      /** Font of headings. */
      heading: FontSchema.optional().describe('Font of headings.'),
      /** Font of body text. */
      body: FontSchema.optional().describe('Font of body text.'),
    })
    .optional()
    .describe('Fonts: { "family", "weight", "source", "format" }, with "heading" and "body" overrides.'),
  /** Icon library for every icon name of the site. */
  icons: z
    .object({
      /** Library the icon names come from. */
      library: z.enum(['fontawesome', 'lucide', 'tabler']).default('fontawesome').describe('Library the icon names come from. Default: "fontawesome".'),
    })
    .optional()
    .describe('Icon library: { "library": "fontawesome" | "lucide" | "tabler" }.'),
  /** Styling details. */
  styling: z
    .object({
      /** Text above the page title: its section, or the breadcrumb trail. */
      eyebrows: z.enum(['section', 'breadcrumbs']).default('section').describe('Text above the page title: "section" or "breadcrumbs". Default: "section".'),
      /** Code block colours. */
      codeblocks: withHint(
        z.union([
          z.string().trim().min(1),
          z.object({
            /** A Shiki theme, or one per mode. */
            theme: z
              .union([
                z.string().trim().min(1),
                z.object({
                  /** Shiki theme in light mode. */
                  light: z.string().trim().min(1).describe('Shiki theme in light mode.'),
                  /** Shiki theme in dark mode. */
                  dark: z.string().trim().min(1).describe('Shiki theme in dark mode.'),
                }),
              ])
              .describe('A Shiki theme name, or { "light", "dark" }.'),
          }),
        ]),
        { expected: '"system", "dark", a Shiki theme name or { "theme" }', fix: 'use "system", "dark", or { "theme": { "light": "github-light", "dark": "github-dark" } }' },
      )
        .optional()
        .describe('Code block colours: "system", "dark", a Shiki theme name, or { "theme": name or { "light", "dark" } }.'),
      /** Renders LaTeX math. */
      latex: z.boolean().optional().describe('Renders LaTeX math ($...$).'),
    })
    .optional()
    .describe('Styling: "eyebrows", "codeblocks", "latex".'),
  /** Generated social images. */
  thumbnails: z
    .object({
      /** Mode of the generated image. */
      appearance: z.enum(['light', 'dark']).optional().describe('Mode of the generated image.'),
      /** Background image of the generated image. */
      background: z.string().optional().describe('Background image of the generated image.'),
      /** Font of the generated image. */
      fonts: z
        .object({
          /** Font family. */
          family: z.string().trim().min(1).describe('Font family.'),
        })
        .optional()
        .describe('Font of the generated image.'),
    })
    .optional()
    .describe('Generated social images: "appearance", "background", "fonts".'),
};
