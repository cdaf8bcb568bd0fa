// The MCP server's tools, as data: their names, words and schemas, shared by the server
// (mcp-server.ts) and its discovery card (core/agents/server-card.ts), which lists them.
import { z } from 'zod';
import type { SiteManifest } from '../core/agents/site-manifest.ts';

export const SearchInput = z.object({
  query: z.string().trim().min(1).max(500).describe('What to look for: words, a phrase in quotes, an API path or an error message.'),
  version: z.string().optional().describe('Keep to one version of the docs (as the version menu names it).'),
  language: z.string().optional().describe('Keep to one language (a code such as "en" or "fr").'),
  limit: z.number().int().min(1).max(20).optional().describe('How many pages to return (default 8).'),
});

export const SearchOutput = z.object({
  results: z.array(
    z.object({
      title: z.string(),
      url: z.string().describe('The page.'),
      markdownUrl: z.string().describe('The page as Markdown (what get_page returns).'),
      excerpt: z.string().describe('The words around the matches, in Markdown.'),
      sections: z.array(z.object({ title: z.string(), url: z.string(), excerpt: z.string() })).describe('Headings of the page that match.'),
    }),
  ),
});

export const GetPageInput = z.object({
  path: z.string().trim().min(1).max(2000).describe('The page: its path ("/guides/install"), its URL, or its Markdown URL (as search returns them).'),
});

export interface DocsToolText {
  title: string;
  description: string;
}

/** What the tools say about themselves, with the site's name and its versions and languages. */
export function describeDocsTools(manifest: Pick<SiteManifest, 'name' | 'versions' | 'languages'>): { search: DocsToolText; get_page: DocsToolText } {
  const choices = [
    manifest.versions.length ? `Versions: ${manifest.versions.join(', ')} (pages that belong to no version are in all).` : '',
    manifest.languages.length ? `Languages: ${manifest.languages.join(', ')}.` : '',
  ].filter(Boolean);
  return {
    search: {
      title: `Search the ${manifest.name} docs`,
      description: [`Search the ${manifest.name} documentation, as its readers search it. Returns the best-matching pages with their URLs and Markdown excerpts; read a whole page with get_page.`, ...choices].join(' '),
    },
    get_page: {
      title: 'Read a docs page',
      description: `Read one page of the ${manifest.name} documentation as Markdown, by its path or URL (as search returns them).`,
    },
  };
}

/** The tools as the discovery card lists them. */
export function docsToolsForCard(manifest: Pick<SiteManifest, 'name' | 'versions' | 'languages'>) {
  const text = describeDocsTools(manifest);
  return [
    { name: 'search', ...text.search, inputSchema: z.toJSONSchema(SearchInput) as Record<string, unknown> },
    { name: 'get_page', ...text.get_page, inputSchema: z.toJSONSchema(GetPageInput) as Record<string, unknown> },
  ];
}
