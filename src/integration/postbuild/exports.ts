import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { warn } from '../diagnostics.ts';
import { getOpenApiDocuments } from '../load-openapi.ts';
import type { PageRecord, SiteData } from '../load-site.ts';
import { apiPageMarkdown } from './markdown/api-markdown.ts';
import { MarkdownBodyCache } from './markdown/body-cache.ts';
import { renderPageMarkdown } from './markdown/page-markdown.ts';
import { markdownHref } from './site-pages.ts';

/** Every page as Markdown, by page path (API pages with their operation). */
export function renderAllMarkdown(site: SiteData, siteUrl: string | undefined): Map<string, string> {
  const documents = getOpenApiDocuments(site.docsDir);
  const cache = new MarkdownBodyCache(site.docsDir);
  const markdown = new Map<string, string>();
  for (const page of Object.values(site.pages)) {
    try {
      const apiMarkdown = apiPageMarkdown(page, documents, site.config.api);
      markdown.set(page.path, renderPageMarkdown({ docsDir: site.docsDir, page, siteUrl, apiMarkdown, cache }));
    } catch (error) {
      // The HTML page is what matters; its Markdown copy is a convenience.
      warn(`${page.file}: its Markdown copy (${markdownHref(page)}) could not be written: ${error instanceof Error ? error.message : String(error)}`);
      markdown.set(page.path, `# ${page.title}\n`);
    }
  }
  cache.save();
  return markdown;
}

/** Writes a file under the output folder at a URL path (`/guides/intro.md`). */
export function writeAtUrl(outDir: string, urlPath: string, content: string): void {
  const target = join(outDir, ...urlPath.split('/').filter(Boolean).map(decodeURIComponent));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

export type { PageRecord };
