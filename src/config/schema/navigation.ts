import { z } from 'zod';
import { normalizePagePath } from '../page-path.ts';
import { withHint } from './hints.ts';
import { IconTypeSchema } from './shared.ts';

// The sidebar tree: groups of pages, nested to any depth (mintlify.md 1.2 and 1.6).

/** A page entry: `"quickstart"`, `"/guides/intro.mdx"`... normalised to `guides/intro`. */
export const PagePathSchema = withHint(z.string().min(1), {
  expected: 'a page path like "quickstart"',
  example: '"introduction"',
}).transform((path, ctx) => {
  const normalized = normalizePagePath(path);
  if (normalized === undefined) {
    ctx.issues.push({
      code: 'custom',
      input: path,
      message: `expected a page path inside the docs folder, found string ${JSON.stringify(path)} — use a path relative to mint.json, like "guides/intro"`,
    });
    return z.NEVER;
  }
  return normalized;
});

export interface NavigationGroupInput {
  group: string;
  pages: (string | NavigationGroupInput)[];
  icon?: string | undefined;
  iconType?: z.input<typeof IconTypeSchema> | undefined;
  version?: string | undefined;
  public?: boolean | undefined;
}

export interface NavigationGroup {
  /** Group label; `""` hides the heading. */
  group: string;
  /** Normalised page paths and nested groups, in sidebar order. */
  pages: NavigationEntry[];
  /** Icon next to the group label. */
  icon?: string | undefined;
  /** Font Awesome style of `icon`. */
  iconType?: z.output<typeof IconTypeSchema> | undefined;
  /** The group (and its pages) only shows in this version. */
  version?: string | undefined;
  /** Public group on an auth-gated site. */
  public?: boolean | undefined;
}

export type NavigationEntry = string | NavigationGroup;

export const NavigationGroupSchema: z.ZodType<NavigationGroup, NavigationGroupInput> = z.strictObject({
  /** Group label; `""` hides the heading. */
  group: z.string().describe('Group label; "" hides the heading.'),
  /** Page paths (relative to mint.json, no extension needed) and nested groups. */
  get pages(): z.ZodType<NavigationEntry[], NavigationGroupInput['pages']> {
    return PagesSchema;
  },
  /** Icon next to the group label. */
  icon: z.string().optional().describe('Icon next to the group label.'),
  /** Font Awesome style of `icon`. */
  iconType: IconTypeSchema.optional().describe('Font Awesome style of "icon".'),
  /** The group and its pages only show in this version; must be listed in `versions`. */
  version: z.string().optional().describe('The group and its pages only show in this version; must be listed in "versions".'),
  /** Public group on an auth-gated site. */
  public: z.boolean().optional().describe('Public group on an auth-gated site.'),
});

const NavigationEntrySchema: z.ZodType<NavigationEntry, string | NavigationGroupInput> = withHint(
  z.union([PagePathSchema, NavigationGroupSchema]),
  {
    expected: 'a page path or a { "group", "pages" } object',
    fix: 'use a page path like "quickstart", or { "group": "Guides", "pages": ["guides/intro"] }',
  },
);

const PagesSchema = withHint(z.array(NavigationEntrySchema).min(1), {
  fix: 'add a page path like "introduction", or remove the group',
  example: '["introduction"]',
}).describe('Page paths (relative to mint.json, extension optional) and nested groups.');

export const NavigationSchema = withHint(z.array(NavigationGroupSchema).min(1), {
  expected: 'at least one group',
  fix: 'add a group like { "group": "Getting started", "pages": ["introduction"] }',
  example: '[{ "group": "Getting started", "pages": ["introduction"] }]',
});

export const navigationShape = {
  /** Groups of pages shown in the sidebar. */
  navigation: NavigationSchema.describe('Groups of pages shown in the sidebar; groups may nest inside "pages".'),
};
