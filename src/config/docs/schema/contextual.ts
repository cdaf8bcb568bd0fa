import { z } from 'zod';
import { withHint } from '../../schema/hints.ts';
import { IconSchema } from './shared.ts';

// The page-actions menu (docs-json.md "contextual"; Mintlify's ai/contextual-menu.mdx). The
// menu itself is rendered by the page-actions work (issue 18); this is docs.json's shape.

export const CONTEXTUAL_OPTIONS = [
  'copy', 'view', 'chatgpt', 'claude', 'perplexity', 'grok', 'aistudio', 'devin', 'windsurf', 'mcp',
  'add-mcp', 'cursor', 'vscode', 'download-pdf', 'download-spec', 'assistant',
] as const;

const CustomOptionSchema = z.object({
  /** Menu entry text. */
  title: z.string().trim().min(1).describe('Menu entry text.'),
  /** Second line of the entry. */
  description: z.string().optional().describe('Second line of the entry.'),
  /** Icon of the entry. */
  icon: IconSchema.optional().describe('Icon of the entry.'),
  /** Where it leads; `$page` (the page as Markdown), `$path` and `$mcp` are filled in. */
  href: withHint(
    z.union([
      z.string().trim().min(1),
      z.object({
        /** URL before the query. */
        base: z.string().trim().min(1).describe('URL before the query.'),
        /** Query parameters. */
        query: z.array(z.object({ key: z.string().describe('Parameter name.'), value: z.string().describe('Parameter value; may use $page, $path, $mcp.') })).default([]).describe('Query parameters.'),
      }),
    ]),
    { expected: 'a URL or a { "base", "query" } object', fix: 'use a URL like "https://example.com/ask?q=$page"' },
  ).describe('Where it leads; "$page", "$path" and "$mcp" are filled in.'),
});

export const ContextualSchema = z.object({
  /** Menu entries, in order: built-in ids or custom entries. */
  options: z
    .array(withHint(z.union([z.enum(CONTEXTUAL_OPTIONS), CustomOptionSchema]), { expected: `a built-in option (${CONTEXTUAL_OPTIONS.join(', ')}) or a { "title", "href" } entry` }))
    .min(1)
    .describe('Menu entries: built-in ids (copy, view, chatgpt, claude, perplexity...) or { "title", "description", "icon", "href" }.'),
  /** Where the menu shows. */
  display: z.enum(['header', 'toc']).default('header').describe('Where the menu shows: beside the title ("header") or in the table of contents ("toc"). Default: "header".'),
});

export const contextualShape = {
  /** The page-actions menu. */
  contextual: ContextualSchema.optional().describe('The page-actions menu: "options" and "display".'),
};
