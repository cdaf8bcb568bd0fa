// The docs site's MCP server: `search` over the site's own search index and `get_page` for a
// page's Markdown copy. One instance per request (the SDK's createMcpHandler asks for one):
// it holds nothing but the words of its tools.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { McpServer } from '@modelcontextprotocol/server';
import { markdownPathOf, pagePathOf } from '../core/agents/page-urls.ts';
import type { SiteManifest } from '../core/agents/site-manifest.ts';
import { describeDocsTools, GetPageInput, SearchInput, SearchOutput } from './docs-tools.ts';
import type { SiteSearch } from './site-search.ts';

export interface DocsServerContext {
  siteDir: string;
  manifest: SiteManifest;
  search: SiteSearch;
  /** Mintaka's version, the server's. */
  version: string;
}

const textResult = (text: string, isError = false) => ({ content: [{ type: 'text' as const, text }], ...(isError ? { isError: true } : {}) });

/** The Markdown copy of a page, read from the built site; undefined when there is none. */
export function readPageMarkdown(siteDir: string, input: string): { path: string; markdown: string } | undefined {
  const path = pagePathOf(input);
  if (!path) return undefined;
  const root = resolve(siteDir);
  const file = resolve(join(root, markdownPathOf(path)));
  if (!file.startsWith(root + sep) || !existsSync(file)) return undefined;
  return { path, markdown: readFileSync(file, 'utf8') };
}

/** A server for one request; `base` is the site's address links in results start with. */
export function createDocsMcpServer(context: DocsServerContext, base: string): McpServer {
  const { manifest } = context;
  const text = describeDocsTools(manifest);
  const server = new McpServer(
    { name: 'mintaka-docs', title: `${manifest.name} docs`, version: context.version },
    { instructions: `This server searches and reads the ${manifest.name} documentation${manifest.description ? ` (${manifest.description})` : ''}. Use search to find pages, then get_page to read one in full.` },
  );
  const absolute = (path: string) => `${base}${path}`;

  server.registerTool(
    'search',
    { ...text.search, inputSchema: SearchInput, outputSchema: SearchOutput, annotations: { readOnlyHint: true, openWorldHint: false } },
    async ({ query, version, language, limit }) => {
      if (!context.search.available) return textResult('This site was built without a search index: nothing to search.', true);
      const hits = await context.search.search(query, { version, language, limit });
      const results = hits.map((hit) => ({
        title: hit.title,
        url: absolute(hit.path),
        markdownUrl: absolute(markdownPathOf(hit.path)),
        excerpt: hit.excerpt,
        sections: hit.sections.map((section) => ({ title: section.title, url: absolute(section.path), excerpt: section.excerpt })),
      }));
      const lines = results.flatMap((result, index) => [
        `${index + 1}. [${result.title}](${result.url}) (Markdown: ${result.markdownUrl})`,
        `   ${result.excerpt}`,
        ...result.sections.slice(0, 3).map((section) => `   - [${section.title}](${section.url}): ${section.excerpt}`),
      ]);
      const summary = results.length ? lines.join('\n') : `No pages match "${query}"${version ? ` in version ${version}` : ''}${language ? ` in language ${language}` : ''}.`;
      return { content: [{ type: 'text', text: summary }], structuredContent: { results } };
    },
  );

  server.registerTool(
    'get_page',
    { ...text.get_page, inputSchema: GetPageInput, annotations: { readOnlyHint: true, openWorldHint: false } },
    async ({ path }) => {
      const page = readPageMarkdown(context.siteDir, path);
      if (!page) return textResult(`No page at "${path}": use search to find the page's path.`, true);
      return textResult(page.markdown);
    },
  );
  return server;
}
