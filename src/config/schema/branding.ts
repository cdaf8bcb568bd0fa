import { z } from 'zod';
import { withHint } from './hints.ts';
import { safeLinkUrl } from './shared.ts';

// Identity and look: name, logo, favicon, theme presets and decorative settings (mintlify.md 1.1).

/** A logo given as one path is used in both modes. */
const LogoObjectSchema = z.object({
  /** Logo shown in light mode. */
  light: z.string().min(1).describe('Logo shown in light mode.'),
  /** Logo shown in dark mode. */
  dark: z.string().min(1).describe('Logo shown in dark mode.'),
  /** Where clicking the logo goes. */
  href: safeLinkUrl(z.string().min(1)).default('/').describe('Where clicking the logo goes. Default: "/".'),
});

const LogoPathSchema = withHint(z.string().min(3), {
  expected: 'a path to your logo file including the file extension',
  fix: 'use a path like "/logo.svg"',
});

export const LogoSchema = withHint(z.union([LogoPathSchema, LogoObjectSchema]), {
  expected: 'a logo path or a { "light", "dark" } object',
  fix: 'use a path like "/logo.svg", or { "light": "/logo/light.svg", "dark": "/logo/dark.svg" }',
})
  // One shape downstream: a single path becomes the same logo in both modes.
  .transform((logo) => (typeof logo === 'string' ? { light: logo, dark: logo, href: '/' } : logo));

export const ModeToggleSchema = z.object({
  /** Mode shown to first-time visitors; unset follows the operating system. */
  default: z.enum(['light', 'dark']).optional().describe('Mode shown to first-time visitors; unset follows the operating system.'),
  /** Hides the toggle; with `default` it forces a single mode. */
  isHidden: z.boolean().default(false).describe('Hides the toggle; with "default" it forces a single mode.'),
});

export const brandingShape = {
  /** JSON Schema hint for editors; not used by the build. */
  $schema: z.string().optional().describe('JSON Schema hint for editors (a URL, or a path such as ./mint.schema.json); not used by the build.'),
  /** Legacy Mintlify version pin; accepted and ignored. */
  mintlify: z.string().optional().describe('Legacy Mintlify version pin; accepted and ignored.'),
  /** Name of the project; used for the global title. */
  name: z.string().trim().min(1).describe('Name of the project; used for the global title.'),
  /** Path to the logo image, or one logo per colour mode. */
  logo: LogoSchema.optional().describe('Path to the logo image, or an object with "light" and "dark" paths and an optional "href".'),
  /** Path to the favicon image. Mintlify requires it; Mintaka warns when it is missing. */
  favicon: z.string().min(1).optional().describe('Path to the favicon image.'),
  /** Mintlify preset theme. */
  theme: z.enum(['venus', 'quill', 'prism']).optional().describe('Mintlify preset theme.'),
  /** Global layout. */
  layout: z.enum(['topnav', 'sidenav', 'solidSidenav']).optional().describe('Global layout (Mintlify default: "topnav").'),
  /** Corner rounding. */
  rounded: z.enum(['default', 'sharp']).optional().describe('Corner rounding (Mintlify default: "default").'),
  /** Topbar styling. */
  topbar: z
    .object({
      /** Topbar style. */
      style: z.enum(['default', 'gradient']).optional().describe('Topbar style (Mintlify default: "default").'),
    })
    .optional()
    .describe('Topbar styling.'),
  /** Sidebar styling. */
  sidebar: z
    .object({
      /** Style of sidebar items. */
      items: z.enum(['container', 'card', 'border', 'undecorated']).optional().describe('Style of sidebar items (Mintlify default: "container").'),
    })
    .optional()
    .describe('Sidebar styling.'),
  /** Code block styling. */
  codeBlock: z
    .object({
      /** `auto` follows the colour mode; `dark` is always dark. */
      mode: z.enum(['auto', 'dark']).optional().describe('"auto" follows the colour mode; "dark" is always dark (Mintlify default).'),
    })
    .optional()
    .describe('Code block styling.'),
  /** Text above the page title. */
  eyebrow: z
    .object({
      /** Show the group name, or the whole breadcrumb trail. */
      display: z.enum(['section', 'breadcrumbs']).optional().describe('Show the group name ("section", default) or the breadcrumb trail.'),
    })
    .optional()
    .describe('Text above the page title.'),
  /** Dark/light mode toggle. */
  modeToggle: ModeToggleSchema.prefault({}).describe('Dark/light mode toggle.'),
  /** Decorative page background. */
  background: z
    .object({
      /** Background decoration. */
      style: z.enum(['gradient', 'grid', 'windows']).optional().describe('Background decoration.'),
    })
    .optional()
    .describe('Decorative page background.'),
  /** Image shown behind every page. */
  backgroundImage: z.string().min(1).optional().describe('Image shown behind every page.'),
  /** Hides Mintlify branding (undocumented Mintlify flag). */
  isWhiteLabeled: z.boolean().optional().describe('Hides Mintlify branding (undocumented Mintlify flag).'),
};

export type LogoConfig = z.output<typeof LogoObjectSchema>;
export type ModeToggleConfig = z.output<typeof ModeToggleSchema>;
