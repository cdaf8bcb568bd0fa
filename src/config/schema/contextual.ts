import { z } from 'zod';
import { IconSchema } from '../docs/schema/shared.ts';
import { withHint } from './hints.ts';
import { IconTypeSchema, safeLinkUrl } from './shared.ts';
import { CONTEXTUAL_BUILTINS, DEFAULT_CONTEXTUAL_OPTIONS, type ContextualBuiltin } from '../site/contextual-builtins.ts';

// The page actions menu ("Copy page", "Open in ChatGPT", ...): docs.json's `contextual`, with
// exactly its shape (docs-json.md, Mintlify's ai/contextual-menu), the one schema for both
// readers. mint.json has no such key: Mintaka reads it there as an extension, on by default;
// docs.json (docs/schema/index.ts) shows the menu only when `contextual` is set, as Mintlify
// does. Both carry the output, icons normalised, into the site config unchanged.

const BUILTIN_NAMES = Object.keys(CONTEXTUAL_BUILTINS) as [ContextualBuiltin, ...ContextualBuiltin[]];

const PLACEHOLDERS = 'placeholders: $page (the page\'s Markdown URL), $path (its path), $mcp (the MCP server URL)';

/**
 * mint.json's objects are strict (a misspelt key is an error with the nearest key); docs.json's
 * are not (Mintlify's schema grows every month: an unknown key is a warning, docs/warnings.ts).
 * The shape is the same for both.
 */
type Strictness = 'strict' | 'loose';

function contextualSchemas(strictness: Strictness) {
  const object = <S extends z.core.$ZodLooseShape>(shape: S) => (strictness === 'strict' ? z.strictObject(shape) : z.object(shape));

  const HrefQuerySchema = object({
    /** The query parameter's name. */
    key: z.string().min(1).describe('The query parameter\'s name.'),
    /** Its value; `$page`, `$path` and `$mcp` are replaced. */
    value: z.string().describe(`The query parameter's value; ${PLACEHOLDERS}.`),
  });

  /** A link every page renders: a script URL would run on the docs site's origin (shared.ts). */
  const LinkSchema = withHint(safeLinkUrl(z.string().trim().min(1)), { expected: 'an http(s) URL or a path' });

  const CustomHrefSchema = withHint(
    z.union([
      LinkSchema,
      object({
        /** The URL before the query string. */
        base: LinkSchema.describe('The URL before the query string.'),
        /** Query parameters appended to `base`, encoded. */
        query: z.array(HrefQuerySchema).default([]).describe('Query parameters appended to "base", each encoded.'),
      }),
    ]),
    { expected: 'a URL, or { "base", "query": [{ "key", "value" }] }', fix: 'write "href": "https://example.com/new?page=$path"' },
  );

  const CustomOptionSchema = object({
    /** The option's label. */
    title: z.string().trim().min(1).describe('The option\'s label.'),
    /** A line under the label. */
    description: z.string().trim().min(1).optional().describe('A line under the label.'),
    /** A Font Awesome, Lucide or Tabler icon name, an image path or URL, or `{ name, style, library }`. */
    icon: IconSchema.optional().describe('A Font Awesome, Lucide or Tabler icon name, an image path or URL, or { "name", "style", "library" }.'),
    /** Font Awesome style of `icon`. */
    iconType: IconTypeSchema.optional().describe('Font Awesome style of "icon".'),
    /** Where the option leads. */
    href: CustomHrefSchema.describe(`Where the option leads: a URL, or { "base", "query": [{ "key", "value" }] }; ${PLACEHOLDERS}.`),
  }).transform(({ icon, iconType, ...option }): ContextualCustomOption => {
    // An icon object is a name, a style and a library, as icons are elsewhere in the site config.
    if (icon === undefined || typeof icon === 'string') return { ...option, ...(icon ? { icon } : {}), ...(iconType ? { iconType } : {}) };
    const style = icon.style ?? iconType;
    return { ...option, icon: icon.name, ...(style ? { iconType: style } : {}), ...(icon.library ? { iconLibrary: icon.library } : {}) };
  });

  const OptionSchema = withHint(z.union([z.enum(BUILTIN_NAMES), CustomOptionSchema]), {
    expected: `one of ${BUILTIN_NAMES.map((name) => `"${name}"`).join(', ')}, or a { "title", "description", "href" } object`,
    fix: 'use a built-in option such as "copy", or a custom { "title", "description", "href" } option',
  });

  return object({
    /** The options, in order; the first is the button beside the menu. An empty list shows no menu. */
    options: z.array(OptionSchema).describe('The options, in order; the first is also the button beside the menu. [] shows no menu.'),
    /** Where the menu sits: the page header, or above the table of contents. */
    display: withHint(z.enum(['header', 'toc']), { expected: '"header" or "toc"' })
      .default('header')
      .describe('Where the menu sits: "header" (default) or "toc" (above the table of contents; pages without one show it in the header).'),
  });
}

/** A custom option in the site config: its icon as a name, a style and a library. */
export interface ContextualCustomOption {
  title: string;
  description?: string | undefined;
  icon?: string | undefined;
  iconType?: string | undefined;
  iconLibrary?: 'fontawesome' | 'lucide' | 'tabler' | undefined;
  href: string | { base: string; query: { key: string; value: string }[] };
}

/** mint.json's `contextual` (strict objects). */
export const ContextualSchema = contextualSchemas('strict');
/** docs.json's `contextual` (objects that warn about unknown keys). */
export const DocsContextualSchema = contextualSchemas('loose');

export const contextualShape = {
  /**
   * Mintaka extension to mint.json (docs.json's `contextual`): the page actions menu. Default:
   * copy, view, chatgpt, claude, perplexity, mcp; `{ "options": [] }` turns it off.
   */
  contextual: ContextualSchema.prefault({ options: [...DEFAULT_CONTEXTUAL_OPTIONS] }).describe(
    'Mintaka extension (docs.json\'s "contextual"): the page actions menu. Default: copy, view, chatgpt, claude, perplexity and mcp (shown only where an MCP server answers). { "options": [] } turns it off.',
  ),
};

/** docs.json: the menu shows only where `contextual` is set, as on Mintlify; `{ "options": [] }` turns it off too. */
export const docsContextualShape = {
  /** The page actions menu. */
  contextual: DocsContextualSchema.optional().describe('The page actions menu: "options" (built-in ids such as copy, view, chatgpt, claude, perplexity, mcp, or { "title", "description", "icon", "href" }) and "display" ("header" or "toc").'),
};

export type ContextualConfig = z.output<typeof ContextualSchema>;
export type ContextualOption = ContextualConfig['options'][number];

/** Warnings for built-in options the site asks for that Mintaka does not offer; they are left out. */
export function describeUnofferedOptions(config: ContextualConfig | undefined, file: string): string[] {
  return (config?.options ?? []).flatMap((option, index) => {
    if (typeof option !== 'string') return [];
    const builtin = CONTEXTUAL_BUILTINS[option];
    return builtin.offered ? [] : [`${file}: contextual.options[${index}]: "${option}" is a Mintlify option Mintaka does not offer — ${builtin.instead}; the menu leaves it out.`];
  });
}
