import { warn } from '../diagnostics.ts';
import type { SiteData } from '../../site/load-site.ts';
import { renderAllMarkdown } from './exports.ts';
import { writeAtUrl } from './write-at-url.ts';
import { feedHref } from './feed-paths.ts';
import { renderLlmsFullTxt, renderLlmsTxt } from './llms.ts';
import { writeHostRules } from './host-rules.ts';
import { writeSiteManifest } from './site-manifest.ts';
import { buildRssFeed } from './rss.ts';
import { writePageActionsClient } from './page-actions-client.ts';
import { writeSearchClient } from './search-client.ts';
import { writeSearchIndex } from './search-index.ts';
import { listIndexablePages, markdownHref } from './site-pages.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { resolveSiteUrl, siteUrlMissing } from './site-url.ts';

export { serveDevMarkdown } from './dev-markdown.ts';
export { serveDevSearch } from './dev-search.ts';
export { serveDevPageActions } from './page-actions-client.ts';
export { indexPagesWhileGenerated } from './search-as-generated.ts';

/**
 * What the build writes beside the pages (after Astro, into the folder Astro built): each
 * page as Markdown at its URL + `.md`, llms.txt (also at /.well-known/) and llms-full.txt,
 * sitemap.xml, robots.txt, an RSS feed per changelog page, the search index and the search
 * dialog's code, what `mintaka serve` reads about the site (_mintaka/site.json), and the same
 * rules for static hosts (host-rules.ts).
 */
export async function runPostBuild(site: SiteData, outDir: string, astroSite: string | URL | undefined): Promise<void> {
  const siteUrl = resolveSiteUrl(site.config, astroSite);
  // Pagefind and esbuild work in child processes: let them run while the Markdown is written.
  const search = writeSearchIndex(site, outDir);
  const client = writeSearchClient(outDir);
  const menu = writePageActionsClient(site, outDir, siteUrl);
  const markdown = await renderAllMarkdown(site, siteUrl);
  for (const page of Object.values(site.pages)) writeAtUrl(outDir, markdownHref(page), markdown.get(page.path)!);
  const llmsTxt = renderLlmsTxt(site, siteUrl);
  // Where agents look first (RFC 8615), and where llms.txt has always been.
  writeAtUrl(outDir, '/llms.txt', llmsTxt);
  writeAtUrl(outDir, '/.well-known/llms.txt', llmsTxt);
  writeAtUrl(outDir, '/llms-full.txt', renderLlmsFullTxt(site, siteUrl, (path) => markdown.get(path)));

  if (siteUrl) writeAtUrl(outDir, '/sitemap.xml', renderSitemap(listIndexablePages(site), siteUrl));
  else warn(siteUrlMissing(site.config.file));
  writeAtUrl(outDir, '/robots.txt', renderRobots(siteUrl));
  writeSiteManifest(site, outDir, siteUrl);
  // _redirects (the site's redirects with their status, and the Markdown copies following
  // them), _headers, and the files for Vercel and nginx.
  writeHostRules(site, outDir);

  for (const page of Object.values(site.pages)) {
    const feed = buildRssFeed(site, page, siteUrl);
    if (feed) writeAtUrl(outDir, feedHref(page), feed);
  }

  const [indexed] = await Promise.all([search, client, menu]);
  // A page Pagefind cannot read is missing from search results; the site itself is fine.
  for (const error of indexed.errors) warn(error);
}
