import { warn } from '../diagnostics.ts';
import { getOpenApiDocuments } from '../../site/load-openapi.ts';
import type { PageRecord, SiteData } from '../../site/load-site.ts';
import { apiPageMarkdown } from './markdown/api-markdown.ts';
import { MarkdownBodyCache } from './markdown/body-cache.ts';
import { convertPageBodyOf, hasPageFile, renderPageMarkdown } from './markdown/page-markdown.ts';
import { capturedApiMarkdown, capturedCopy } from './markdown/copy-store.ts';
import { mapInWorkers } from '../render-pool/map-in-workers.ts';
import { markdownHref } from './site-pages.ts';

/** Every page as Markdown, by page path (API pages with their operation). */
export async function renderAllMarkdown(site: SiteData, siteUrl: string | undefined): Promise<Map<string, string>> {
  const documents = getOpenApiDocuments(site.docsDir);
  const cache = new MarkdownBodyCache(site.docsDir);
  const pages = Object.values(site.pages);
  // Bodies converted in this build: while their pages rendered (render-copies.ts), else below.
  const converted = new Map<string, string | undefined>();
  for (const page of pages) {
    const body = hasPageFile(site.docsDir, page) ? capturedCopy(page.file, siteUrl) : undefined;
    if (body !== undefined) converted.set(page.file, body);
  }
  // Converting a body (parse, transform, stringify) is most of the time: bodies neither
  // converted while rendering nor cached from an earlier build are converted on every core.
  const context = { docsDir: site.docsDir, siteUrl };
  const missing = pages.filter((page) => hasPageFile(site.docsDir, page) && !converted.has(page.file) && cache.body(site.docsDir, page.file, siteUrl, () => undefined) === undefined);
  const bodies = await mapInWorkers({
    module: new URL('./markdown/page-markdown.ts', import.meta.url),
    fn: 'convertPageBodyOf',
    context,
    items: missing,
    local: (page) => convertPageBodyOf(context, page),
  });
  missing.forEach((page, i) => {
    if (bodies[i] !== null) converted.set(page.file, bodies[i] ?? undefined);
  });
  const withConverted = {
    body: (docsDir: string, file: string, url: string | undefined, compute: () => string | undefined) => cache.body(docsDir, file, url, () => (converted.has(file) ? converted.get(file) : compute())),
  } as MarkdownBodyCache;
  const markdown = new Map<string, string>();
  for (const page of pages) {
    try {
      const apiMarkdown = capturedApiMarkdown(page.path) ?? apiPageMarkdown(page, documents, site.config.api);
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

export type { PageRecord };
