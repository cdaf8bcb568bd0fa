import { z } from 'zod';
import { describeValue } from '../describe-value.ts';
import { normalizeSectionUrl } from '../page-path.ts';
import { withHint } from './hints.ts';
import { ColorOrGradientSchema, IconTypeSchema, LabelSchema, safeLinkUrl } from './shared.ts';

// Anchors (links at the top of the sidebar), tabs (under the navbar), and the implicit first
// anchor/tab that holds every page the others do not claim (mintlify.md 1.2 and 1.6).

/** Folder prefix of the pages a tab/anchor owns, or an external URL; `/react/` -> `react`. */
const SectionUrlSchema = safeLinkUrl(
  withHint(z.string().trim().min(1), {
    expected: 'a folder name like "api-reference" or a full URL',
    example: '"api-reference"',
  }),
).transform(normalizeSectionUrl);

/** Tab/anchor `openapi`: Mintlify only resolves absolute paths and URLs here. */
const SectionOpenApiSchema = withHint(z.string().regex(/^(\/|https?:)/), {
  expected: 'a file path starting with "/" or a URL starting with https://',
  fix: 'start the path with "/", like "/openapi.json"',
});

const AnchorIconSchema = withHint(z.string(), {
  expected: 'the name of a Font Awesome, Lucide or Tabler icon',
  fix: 'use an icon name like "book-open"',
}).refine((icon) => !icon.startsWith('fa-'), {
  error: (issue) =>
    `expected an icon name without "fa-", found ${describeValue(issue.input)} — delete "fa-" and keep the rest of the name`,
});

export const AnchorSchema = z.object({
  /** Label of the anchor. */
  name: LabelSchema.describe('Label of the anchor.'),
  /** Start of the URL of the pages the anchor owns (usually a folder), or an external URL. */
  url: SectionUrlSchema.describe('Start of the URL of the pages the anchor owns (usually a folder), or an external URL.'),
  /** Icon name (Font Awesome, Lucide or Tabler), without `fa-`. */
  icon: AnchorIconSchema.optional().describe('Icon name (Font Awesome, Lucide or Tabler), without "fa-".'),
  /** Font Awesome style of the icon. */
  iconType: IconTypeSchema.default('duotone').describe('Font Awesome style of the icon. Default: "duotone".'),
  /** Icon background: a hex colour or a `{ from, via?, to }` gradient. */
  color: ColorOrGradientSchema.optional().describe('Icon background: a hex colour or a { "from", "via", "to" } gradient.'),
  /** The anchor only shows when this version is selected (its pages are not versioned by it). */
  version: withHint(z.string(), { expected: 'a version name from "versions"' })
    .optional()
    .describe('The anchor only shows when this version is selected.'),
  /** Hides the anchor until someone is linked directly into its pages. */
  isDefaultHidden: z.boolean().default(false).describe('Hides the anchor until someone is linked directly into its pages. Default: false.'),
  /** OpenAPI file whose operations become pages inside the anchor. */
  openapi: SectionOpenApiSchema.optional().describe('OpenAPI file ("/path" or URL) whose operations become pages inside the anchor.'),
});

export const TabSchema = z.object({
  /** Label of the tab. */
  name: LabelSchema.describe('Label of the tab.'),
  /** Start of the URL of the pages the tab owns (usually a folder), or an external URL. */
  url: SectionUrlSchema.describe('Start of the URL of the pages the tab owns (usually a folder), or an external URL.'),
  /** The tab only shows when this version is selected. */
  version: z.string().optional().describe('The tab only shows when this version is selected.'),
  /** Hides the tab until someone is linked directly into its pages. */
  isDefaultHidden: z.boolean().default(false).describe('Hides the tab until someone is linked directly into its pages. Default: false.'),
  /** OpenAPI file whose operations become pages inside the tab. */
  openapi: SectionOpenApiSchema.optional().describe('OpenAPI file ("/path" or URL) whose operations become pages inside the tab.'),
});

export const TopAnchorSchema = z.strictObject({
  /** Label of the top anchor. */
  name: LabelSchema.default('Documentation').describe('Label of the top anchor. Default: "Documentation".'),
  /** Icon of the top anchor. */
  icon: z.string().min(1).default('book-open').describe('Icon of the top anchor. Default: "book-open".'),
  /** Font Awesome style of the icon. */
  iconType: IconTypeSchema.default('duotone').describe('Font Awesome style of the icon. Default: "duotone".'),
});

export const PrimaryTabSchema = z.strictObject({
  /** Label of the primary tab. */
  name: LabelSchema.default('Documentation').describe('Label of the primary tab. Default: "Documentation".'),
  /** Hides the primary tab. */
  isDefaultHidden: z.boolean().default(false).describe('Hides the primary tab. Default: false.'),
});

export const anchorsShape = {
  /** Links at the top of the sidebar; each owns the pages under its `url`. */
  anchors: z.array(AnchorSchema).default([]).describe('Links at the top of the sidebar; each owns the pages under its "url".'),
  /** Overrides of the top-most anchor, which holds every page no other anchor claims. */
  topAnchor: TopAnchorSchema.prefault({}).describe('Overrides of the top-most anchor, which holds every page no other anchor claims.'),
  /** Tabs under the navbar; each owns the pages under its `url`. */
  tabs: z.array(TabSchema).default([]).describe('Tabs under the navbar; each owns the pages under its "url".'),
  /** Overrides of the first tab, which holds every page no other tab claims. */
  primaryTab: PrimaryTabSchema.prefault({}).describe('Overrides of the first tab, which holds every page no other tab claims.'),
};

export type AnchorConfig = z.output<typeof AnchorSchema>;
export type TabConfig = z.output<typeof TabSchema>;
export type TopAnchorConfig = z.output<typeof TopAnchorSchema>;
export type PrimaryTabConfig = z.output<typeof PrimaryTabSchema>;
