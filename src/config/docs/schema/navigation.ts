import { z } from 'zod';
import { describeValue } from '../../describe-value.ts';
import { normalizePagePath } from '../../page-path.ts';
import { withHint } from '../../schema/hints.ts';
import { LOCALES } from '../../schema/versions.ts';
import { BannerSchema } from './banner.ts';
import { FooterSchema } from './footer.ts';
import { NavbarSchema } from './navbar.ts';
import { OpenApiSourceSchema } from './api.ts';
import { ColorPairSchema, HrefSchema, IconSchema, type IconInput } from './shared.ts';

// The navigation tree (docs-json.md "navigation"): products, languages, versions, tabs,
// dropdowns, anchors and groups, nested in any order, each holding one kind of children.
// Which kind a node holds (exactly one, or an `href`) is checked in rules.ts, where every
// node's problem is reported with the rest.

const HTTP_METHOD = /^(get|post|put|patch|delete|head|options|trace|webhook)$/i;

/** A page entry after validation: a page path, or an OpenAPI operation. */
export type DocsPageEntry = string | { operation: string; file?: string | undefined } | DocsGroup;

/** `"GET /users"` or `"openapi.json GET /users"`: an operation, not a page. */
export function parseOperationEntry(entry: string): { operation: string; file?: string } | undefined {
  const tokens = entry.trim().split(/\s+/);
  if (tokens.length === 2 && HTTP_METHOD.test(tokens[0]!)) return { operation: `${tokens[0]!.toUpperCase()} ${tokens[1]}` };
  if (tokens.length === 3 && HTTP_METHOD.test(tokens[1]!) && !HTTP_METHOD.test(tokens[0]!)) return { operation: `${tokens[1]!.toUpperCase()} ${tokens[2]}`, file: tokens[0] };
  return undefined;
}

const PageEntryStringSchema = withHint(z.string().trim().min(1), {
  expected: 'a page path like "quickstart" or an operation like "GET /users"',
  example: '"introduction"',
}).transform((entry, ctx): DocsPageEntry => {
  const operation = parseOperationEntry(entry);
  if (operation) return operation;
  const path = normalizePagePath(entry);
  if (path !== undefined) return path;
  ctx.issues.push({ code: 'custom', input: entry, message: `expected a page path inside the docs folder, found ${describeValue(entry)} — use a path relative to docs.json, like "guides/intro"` });
  return z.NEVER;
});

/** Fields every container may have besides its children. */
const hiddenField = () => z.boolean().optional().describe('Listed nowhere; its pages stay reachable by URL.');
const iconField = () => IconSchema.optional().describe('Icon: a name, or { "name", "style" }.');
const openapiField = () => OpenApiSourceSchema.optional().describe('OpenAPI document whose operations its entries name, or that generates its pages ({ "source", "directory" }).');

export interface DocsGroup {
  group: string;
  pages?: DocsPageEntry[] | undefined;
  icon?: IconInput | undefined;
  tag?: string | undefined;
  expanded?: boolean | undefined;
  root?: string | undefined;
  hidden?: boolean | undefined;
  openapi?: z.output<typeof OpenApiSourceSchema> | undefined;
}

/** A node of the tree after validation: its own keys and its children. */
export type DocsNode = Record<string, unknown> & Partial<Record<(typeof CHILD_KEYS)[number], unknown[]>>;

/** The keys under which a node holds children, outermost first. */
export const CHILD_KEYS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'] as const;

const RootPageSchema = withHint(z.string().trim().min(1), { expected: 'a page path', example: '"guides/overview"' }).transform((entry, ctx) => {
  const path = normalizePagePath(entry);
  if (path !== undefined) return path;
  ctx.issues.push({ code: 'custom', input: entry, message: `expected a page path inside the docs folder, found ${describeValue(entry)} — use a path like "guides/overview"` });
  return z.NEVER;
});

export const GroupSchema: z.ZodType<DocsGroup> = z.object({
  /** Group label. */
  group: z.string().describe('Group label.'),
  /** Icon before the label. */
  icon: iconField(),
  /** A label after the name, such as "NEW". */
  tag: z.string().optional().describe('A label after the name, such as "NEW".'),
  /** Starts open. */
  expanded: z.boolean().optional().describe('Starts open.'),
  /** A landing page: the group's title links there. */
  root: RootPageSchema.optional().describe('A landing page: the group title links there.'),
  hidden: hiddenField(),
  openapi: openapiField(),
  /** Pages, operations and nested groups. */
  get pages() {
    return z.array(PageEntrySchema).optional().describe('Page paths, operations ("GET /users") and nested groups.');
  },
});

const PageEntrySchema: z.ZodType<DocsPageEntry> = withHint(z.union([PageEntryStringSchema, GroupSchema]), {
  expected: 'a page path or a { "group", "pages" } object',
  fix: 'use a page path like "quickstart", or { "group": "Guides", "pages": ["guides/intro"] }',
});

/**
 * The children keys of a container, as getters: the schemas refer to each other, and zod reads
 * a shape's getters only when it needs them.
 */
function withChildren<T extends Record<string, z.ZodType>>(own: T): T {
  const shape: Record<string, unknown> = { ...own };
  const children: Record<(typeof CHILD_KEYS)[number], () => z.ZodType> = {
    products: () => z.array(ProductSchema).optional().describe('Products (a product switcher).'),
    languages: () => z.array(LanguageSchema).optional().describe('Languages (a language switcher).'),
    versions: () => z.array(VersionSchema).optional().describe('Versions (a version switcher).'),
    tabs: () => z.array(TabSchema).optional().describe('Tabs under the navbar.'),
    dropdowns: () => z.array(DropdownSchema).optional().describe('Dropdowns at the top of the sidebar.'),
    anchors: () => z.array(AnchorSchema).optional().describe('Anchors at the top of the sidebar.'),
    groups: () => z.array(GroupSchema).optional().describe('Groups of pages.'),
    pages: () => z.array(PageEntrySchema).optional().describe('Page paths, operations and groups.'),
  };
  for (const [key, get] of Object.entries(children)) Object.defineProperty(shape, key, { get, enumerable: true, configurable: true });
  return shape as T;
}

const TabSchema: z.ZodType<DocsNode> = z.object(
  withChildren({
    /** Tab label. */
    tab: z.string().trim().min(1).describe('Tab label.'),
    icon: iconField(),
    hidden: hiddenField(),
    /** An external tab: a link, no pages. */
    href: HrefSchema.optional().describe('Makes the tab a link.'),
    openapi: openapiField(),
  }),
) as unknown as z.ZodType<DocsNode>;

const AnchorSchema: z.ZodType<DocsNode> = z.object(
  withChildren({
    /** Anchor label. */
    anchor: z.string().trim().min(1).describe('Anchor label.'),
    icon: iconField(),
    /** Icon colour per mode. */
    color: ColorPairSchema.optional().describe('Icon colour: { "light", "dark" }.'),
    hidden: hiddenField(),
    /** Makes the anchor a link. */
    href: HrefSchema.optional().describe('Makes the anchor a link.'),
    openapi: openapiField(),
  }),
) as unknown as z.ZodType<DocsNode>;

const DropdownSchema: z.ZodType<DocsNode> = z.object(
  withChildren({
    /** Dropdown entry label. */
    dropdown: z.string().trim().min(1).describe('Dropdown entry label.'),
    icon: iconField(),
    /** Second line of the entry. */
    description: z.string().optional().describe('Second line of the entry.'),
    hidden: hiddenField(),
    /** Makes the entry a link. */
    href: HrefSchema.optional().describe('Makes the entry a link.'),
    openapi: openapiField(),
  }),
) as unknown as z.ZodType<DocsNode>;

const VersionSchema: z.ZodType<DocsNode> = z.object(
  withChildren({
    /** Version name shown in the switcher. */
    version: z.string().trim().min(1).describe('Version name shown in the switcher.'),
    /** The version shown at the plain URLs; at most one. */
    default: z.boolean().optional().describe('The version shown by default (at most one; otherwise the first).'),
    /** A label such as "Latest" or "Beta". */
    tag: z.string().optional().describe('A label such as "Latest" or "Beta".'),
    hidden: hiddenField(),
    /** A link to another site instead of a version of this one. */
    href: HrefSchema.optional().describe('A link to another site instead of a version of this one.'),
    openapi: openapiField(),
  }),
) as unknown as z.ZodType<DocsNode>;

const LanguageSchema: z.ZodType<DocsNode> = z.object(
  withChildren({
    /** Language code. */
    language: withHint(z.enum(LOCALES), { expected: 'a language code such as "en", "fr" or "pt-BR"' }).describe('Language code: en, fr, de, es, ja, zh, pt-BR...'),
    /** The language shown by default; at most one. */
    default: z.boolean().optional().describe('The language shown by default (at most one; otherwise the first).'),
    hidden: hiddenField(),
    /** A link to another site instead of a language of this one. */
    href: HrefSchema.optional().describe('A link to another site instead of a language of this one.'),
    /** This language's navbar. */
    navbar: NavbarSchema.optional().describe("This language's navbar."),
    /** This language's footer. */
    footer: FooterSchema.optional().describe("This language's footer."),
    /** This language's banner. */
    banner: BannerSchema.optional().describe("This language's banner."),
    openapi: openapiField(),
  }),
) as unknown as z.ZodType<DocsNode>;

const ProductSchema: z.ZodType<DocsNode> = z.object(
  withChildren({
    /** Product name. */
    product: z.string().trim().min(1).describe('Product name.'),
    /** Second line in the product switcher. */
    description: z.string().optional().describe('Second line in the product switcher.'),
    icon: iconField(),
    hidden: hiddenField(),
    /** A link instead of pages. */
    href: HrefSchema.optional().describe('A link instead of pages.'),
    openapi: openapiField(),
  }),
) as unknown as z.ZodType<DocsNode>;

/** Links shown on every page. */
const GlobalSchema = z.object({
  /** Anchors linking elsewhere. */
  anchors: z.array(z.object({ anchor: z.string().trim().min(1).describe('Label.'), href: HrefSchema.describe('Where it leads.'), icon: iconField(), color: ColorPairSchema.optional().describe('Icon colour.'), hidden: hiddenField() })).default([]).describe('Anchors linking elsewhere: { "anchor", "href", "icon" }.'),
  /** Tabs linking elsewhere. */
  tabs: z.array(z.object({ tab: z.string().trim().min(1).describe('Label.'), href: HrefSchema.describe('Where it leads.'), icon: iconField(), hidden: hiddenField() })).default([]).describe('Tabs linking elsewhere: { "tab", "href" }.'),
  /** Dropdown entries linking elsewhere. */
  dropdowns: z.array(z.object({ dropdown: z.string().trim().min(1).describe('Label.'), href: HrefSchema.describe('Where it leads.'), icon: iconField(), description: z.string().optional().describe('Second line.'), hidden: hiddenField() })).default([]).describe('Dropdown entries linking elsewhere: { "dropdown", "href" }.'),
  /** Versions on other sites. */
  versions: z.array(z.object({ version: z.string().trim().min(1).describe('Label.'), href: HrefSchema.describe('Where it leads.'), hidden: hiddenField() })).default([]).describe('Versions on other sites: { "version", "href" }.'),
  /** Languages on other sites. */
  languages: z.array(z.object({ language: withHint(z.enum(LOCALES), { expected: 'a language code such as "en"' }).describe('Language code.'), href: HrefSchema.describe('Where it leads.'), hidden: hiddenField() })).default([]).describe('Languages on other sites: { "language", "href" }.'),
});

export const NavigationSchema = withHint(
  z.object(
    withChildren({
      /** Links shown on every page. */
      global: GlobalSchema.optional().describe('Links shown on every page: "anchors", "tabs", "dropdowns", "versions", "languages" with "href".'),
      openapi: openapiField(),
    }),
  ),
  { expected: 'an object with one of products, languages, versions, tabs, dropdowns, anchors, groups or pages', fix: 'use { "groups": [{ "group": "Getting started", "pages": ["introduction"] }] }' },
) as unknown as z.ZodType<DocsNode & { global?: z.output<typeof GlobalSchema> | undefined }>;

export const navigationShape = {
  /** The navigation tree. */
  navigation: NavigationSchema.describe('The navigation tree: one of products, languages, versions, tabs, dropdowns, anchors, groups or pages, plus "global".'),
};
