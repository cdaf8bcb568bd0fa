import { warn } from '../diagnostics.ts';
import type { SiteData } from '../../site/load-site.ts';
import { renderAllMarkdown, writeAtUrl } from './exports.ts';
import { feedHref } from './feed-paths.ts';
import { renderLlmsFullTxt, renderLlmsTxt } from './llms.ts';
import { buildRssFeed } from './rss.ts';
import { writeSearchClient } from './search-client.ts';
import { writeSearchIndex } from './search-index.ts';
import { listIndexablePages, markdownHref } from './site-pages.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { resolveSiteUrl } from './site-url.ts';
import { renderRedirectsFile } from '../../core/navigation/redirects.ts';

export { serveDevSearch } from './dev-search.ts';
export { indexPagesWhileGenerated } from './search-as-generated.ts';

/**
 * What the build writes beside the pages (after Astro, into the folder Astro built): each
 * page as Markdown at its URL + `.md`, llms.txt and llms-full.txt, sitemap.xml, robots.txt,
 * an RSS feed per changelog page, the search index and the search dialog's code.
 */
export async function runPostBuild(site: SiteData, outDir: string, astroSite: string | URL | undefined): Promise<void> {
  const siteUrl = resolveSiteUrl(site.config, astroSite);
  // Pagefind and esbuild work in child processes: let them run while the Markdown is written.
  const search = writeSearchIndex(site, outDir);
  const client = writeSearchClient(outDir);
  const markdown = await renderAllMarkdown(site, siteUrl);
  for (const page of Object.values(site.pages)) writeAtUrl(outDir, markdownHref(page), markdown.get(page.path)!);
  writeAtUrl(outDir, '/llms.txt', renderLlmsTxt(site, siteUrl));
  writeAtUrl(outDir, '/llms-full.txt', renderLlmsFullTxt(site, siteUrl, (path) => markdown.get(path)));

  if (siteUrl) writeAtUrl(outDir, '/sitemap.xml', renderSitemap(listIndexablePages(site), siteUrl));
  else warn(`sitemap.xml and canonical links need the site's URL: build with --site https://docs.example.com (or set ${site.config.file === 'mint.json' ? 'metadata "og:url" in mint.json' : 'seo.metatags "og:url" in docs.json'})`);
  writeAtUrl(outDir, '/robots.txt', renderRobots(siteUrl));
  // Hosts that read _redirects answer redirects with their status (308 when permanent).
  if (site.config.redirects.length > 0) writeAtUrl(outDir, '/_redirects', renderRedirectsFile(site.config.redirects));

  for (const page of Object.values(site.pages)) {
    const feed = buildRssFeed(site, page, siteUrl);
    if (feed) writeAtUrl(outDir, feedHref(page), feed);
  }

  const [indexed] = await Promise.all([search, client]);
  // A page Pagefind cannot read is missing from search results; the site itself is fine.
  for (const error of indexed.errors) warn(error);
}
