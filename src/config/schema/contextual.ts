import { z } from 'zod';
import { withHint } from './hints.ts';
import { IconTypeSchema } from './shared.ts';

// The page actions menu ("Copy page", "Open in ChatGPT", ...): docs.json's `contextual`, with
// exactly its shape (docs-json.md, Mintlify's ai/contextual-menu). mint.json has no such key:
// Mintaka reads it there as an extension, on by default; docs.json reads the same schema and
// shows the menu only when `contextual` is set, as Mintlify does.

/** Built-in options, as Mintlify names them; `offered: false` ones are accepted and warned about. */
export const CONTEXTUAL_BUILTINS = {
  copy: { offered: true },
  view: { offered: true },
  chatgpt: { offered: true },
  claude: { offered: true },
  perplexity: { offered: true },
  grok: { offered: true },
  mcp: { offered: true },
  'add-mcp': { offered: true },
  cursor: { offered: true },
  vscode: { offered: true },
  assistant: { offered: false, instead: 'Mintaka has no hosted assistant' },
  aistudio: { offered: false, instead: 'not offered yet' },
  devin: { offered: false, instead: 'not offered yet' },
  'devin-desktop': { offered: false, instead: 'not offered yet' },
  'devin-mcp': { offered: false, instead: 'not offered yet' },
  windsurf: { offered: false, instead: 'not offered yet' },
  'download-pdf': { offered: false, instead: 'Mintaka does not render PDFs' },
  'download-spec': { offered: false, instead: 'not offered yet' },
} as const satisfies Record<string, { offered: boolean; instead?: string }>;

export type ContextualBuiltin = keyof typeof CONTEXTUAL_BUILTINS;

const BUILTIN_NAMES = Object.keys(CONTEXTUAL_BUILTINS) as [ContextualBuiltin, ...ContextualBuiltin[]];

/** What a mint.json site shows when it says nothing: `mcp` only appears where an MCP server answers. */
export const DEFAULT_CONTEXTUAL_OPTIONS: readonly ContextualBuiltin[] = ['copy', 'view', 'chatgpt', 'claude', 'perplexity', 'mcp'];

const PLACEHOLDERS = 'placeholders: $page (the page\'s Markdown URL), $path (its path), $mcp (the MCP server URL)';

const HrefQuerySchema = z.strictObject({
  /** The query parameter's name. */
  key: z.string().min(1).describe('The query parameter\'s name.'),
  /** Its value; `$page`, `$path` and `$mcp` are replaced. */
  value: z.string().describe(`The query parameter's value; ${PLACEHOLDERS}.`),
});

/** A link every page renders: a script URL would run on the docs site's origin. */
const LinkSchema = withHint(
  z
    .string()
    .trim()
    .min(1)
    .refine((url) => !/^(?:javascript|data|vbscript):/i.test(url.replace(/[\s\u0000-\u001f]/g, '')), { message: 'expected an http(s) URL or a path, found a script URL' }),
  { expected: 'an http(s) URL or a path' },
);

const CustomHrefSchema = withHint(
  z.union([
    LinkSchema,
    z.strictObject({
      /** The URL before the query string. */
      base: LinkSchema.describe('The URL before the query string.'),
      /** Query parameters appended to `base`, encoded. */
      query: z.array(HrefQuerySchema).default([]).describe('Query parameters appended to "base", each encoded.'),
    }),
  ]),
  { expected: 'a URL, or { "base", "query": [{ "key", "value" }] }', fix: 'write "href": "https://example.com/new?page=$path"' },
);

export const ContextualCustomOptionSchema = z.strictObject({
  /** The option's label. */
  title: z.string().trim().min(1).describe('The option\'s label.'),
  /** A line under the label. */
  description: z.string().trim().min(1).describe('A line under the label.'),
  /** A Font Awesome or Lucide icon name, or an image path or URL. */
  icon: z.string().trim().min(1).optional().describe('A Font Awesome or Lucide icon name, or an image path or URL.'),
  /** Font Awesome style of `icon`. */
  iconType: IconTypeSchema.optional().describe('Font Awesome style of "icon".'),
  /** Where the option leads. */
  href: CustomHrefSchema.describe(`Where the option leads: a URL, or { "base", "query": [{ "key", "value" }] }; ${PLACEHOLDERS}.`),
});

export const ContextualOptionSchema = withHint(z.union([z.enum(BUILTIN_NAMES), ContextualCustomOptionSchema]), {
  expected: `one of ${BUILTIN_NAMES.map((name) => `"${name}"`).join(', ')}, or a { "title", "description", "href" } object`,
  fix: 'use a built-in option such as "copy", or a custom { "title", "description", "href" } option',
});

export const ContextualSchema = z.strictObject({
  /** The options, in order; the first is the button beside the menu. An empty list shows no menu. */
  options: z.array(ContextualOptionSchema).describe('The options, in order; the first is also the button beside the menu. [] shows no menu.'),
  /** Where the menu sits: the page header, or above the table of contents. */
  display: withHint(z.enum(['header', 'toc']), { expected: '"header" or "toc"' })
    .default('header')
    .describe('Where the menu sits: "header" (default) or "toc" (above the table of contents; pages without one show it in the header).'),
});

export const contextualShape = {
  /**
   * Mintaka extension to mint.json (docs.json's `contextual`): the page actions menu. Default:
   * copy, view, chatgpt, claude, perplexity, mcp; `{ "options": [] }` turns it off.
   */
  contextual: ContextualSchema.prefault({ options: [...DEFAULT_CONTEXTUAL_OPTIONS] }).describe(
    'Mintaka extension (docs.json\'s "contextual"): the page actions menu. Default: copy, view, chatgpt, claude, perplexity and mcp (shown only where an MCP server answers). { "options": [] } turns it off.',
  ),
};

export type ContextualConfig = z.output<typeof ContextualSchema>;
export type ContextualOption = z.output<typeof ContextualOptionSchema>;
export type ContextualCustomOption = z.output<typeof ContextualCustomOptionSchema>;

/** Warnings for built-in options the site asks for that Mintaka does not offer; they are left out. */
export function describeUnofferedOptions(config: ContextualConfig | undefined, file: string): string[] {
  return (config?.options ?? []).flatMap((option, index) => {
    if (typeof option !== 'string') return [];
    const builtin = CONTEXTUAL_BUILTINS[option];
    return builtin.offered ? [] : [`${file}: contextual.options[${index}]: "${option}" is a Mintlify option Mintaka does not offer — ${builtin.instead}; the menu leaves it out.`];
  });
}
