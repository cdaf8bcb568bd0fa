import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { warn } from '../diagnostics.ts';
import { getOpenApiDocuments } from '../load-openapi.ts';
import type { PageRecord, SiteData } from '../load-site.ts';
import { apiPageMarkdown } from './markdown/api-markdown.ts';
import { MarkdownBodyCache } from './markdown/body-cache.ts';
import { convertPageBodyOf, hasPageFile, renderPageMarkdown } from './markdown/page-markdown.ts';
import { mapInWorkers } from '../render-pool/map-in-workers.ts';
import { markdownHref } from './site-pages.ts';

/** Every page as Markdown, by page path (API pages with their operation). */
export async function renderAllMarkdown(site: SiteData, siteUrl: string | undefined): Promise<Map<string, string>> {
  const documents = getOpenApiDocuments(site.docsDir);
  const cache = new MarkdownBodyCache(site.docsDir);
  const pages = Object.values(site.pages);
  // Converting a body (parse, transform, stringify) is most of the time: bodies not cached from
  // an earlier build are converted on every core first (render-pool/map-in-workers.ts).
  const context = { docsDir: site.docsDir, siteUrl };
  const missing = pages.filter((page) => hasPageFile(site.docsDir, page) && cache.body(site.docsDir, page.file, siteUrl, () => undefined) === undefined);
  const converted = await mapInWorkers({
    module: new URL('./markdown/page-markdown.ts', import.meta.url),
    fn: 'convertPageBodyOf',
    context,
    items: missing,
    local: (page) => convertPageBodyOf(context, page),
  });
  const bodies = new Map(missing.flatMap((page, i) => (converted[i] === null ? [] : [[page.file, converted[i] ?? undefined] as const])));
  const withConverted = {
    body: (docsDir: string, file: string, url: string | undefined, compute: () => string | undefined) => cache.body(docsDir, file, url, () => (bodies.has(file) ? bodies.get(file) : compute())),
  } as MarkdownBodyCache;
  const markdown = new Map<string, string>();
  for (const page of pages) {
    try {
      const apiMarkdown = apiPageMarkdown(page, documents, site.config.api);
      markdown.set(page.path, renderPageMarkdown({ docsDir: site.docsDir, page, siteUrl, apiMarkdown, cache: withConverted }));
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
