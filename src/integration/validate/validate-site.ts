import { join } from 'node:path';
import { loadSiteConfig } from '../../config/load-site-config.ts';
import type { SiteConfig } from '../../config/site/types.ts';
import { anchorsFromEvents, checkLinks, type AnchorEvent, type LinkSource, type PageAnchors } from '../../core/links/index.ts';
import { pathFromFile } from '../../core/navigation/page-paths.ts';
import { discoverDocsFiles, navigationPagePaths } from '../../core/pages/discover-files.ts';
import { loadSite, type LoadSiteResult } from '../../site/load-site.ts';
import { checkMdxPages, legacySnippetPath, resolveImport } from '../markdown/check-mdx.ts';
import { resolveSiteUrl, siteUrlMissing } from '../postbuild/site-url.ts';
import { factsTransforms, PageFactsCache } from './facts-cache.ts';
import type { PageFacts } from './page-facts.ts';
import type { ReadFacts } from './pooled-facts.ts';
import { iconProblems } from './icon-problems.ts';
import { locateInConfig, problemFromMessage, readText, sortProblems, type Problem } from './problems.ts';

/** Files the build writes itself, so links to them are fine. */
const GENERATED_FILES = ['llms.txt', 'llms-full.txt', 'sitemap.xml', 'robots.txt', 'rss.xml', '404.html'];

export interface SiteValidation {
  loaded: LoadSiteResult;
  /** Every problem, in file order. */
  problems: Problem[];
  /** Pages that cannot be built (their frontmatter or MDX, or a snippet they use), with their messages. */
  invalidPages: Map<string, string[]>;
  /** MDX pages that need no JavaScript: a build renders them straight to HTML (core/markdown/mdx-static.ts). */
  staticPages: Set<string>;
  /** The other MDX pages, compiled, that Node can load without Vite (check-mdx.ts): a build without Astro renders them. */
  loadablePages: Set<string>;
  /** How many pages were read. */
  pageCount: number;
}

/**
 * The links the config file itself shows on every page (navbar links, the call-to-action button,
 * footer columns) and its redirects' destinations, at their place in the file. A path into the
 * site is checked like a page's link; GitHub buttons and other full URLs are external.
 */
function collectConfigLinks(config: SiteConfig, configText: string): LinkSource {
  const written: [string, string][] = [];
  // The JSON paths of the file they were written in: mint.json names them differently.
  const mint = config.file === 'mint.json';
  config.navbar.links.forEach((link, i) => link.type === 'link' && written.push([link.href, mint ? `topbarLinks[${i}].url` : `navbar.links[${i}].href`]));
  if (config.navbar.primary?.type === 'button') written.push([config.navbar.primary.href, mint ? 'topbarCtaButton.url' : 'navbar.primary.href']);
  config.footer.links.forEach((column, i) => column.items.forEach((link, j) => written.push([link.href, mint ? `footer.links[${i}].links[${j}].url` : `footer.links[${i}].items[${j}].href`])));
  // A redirect that leads nowhere, at the redirect (one with :params or * is checked through the links that use it).
  config.redirects.forEach((rule, i) => !/[:*]/.test(rule.destination) && written.push([rule.destination, `redirects[${i}].destination`]));
  const links = written.map(([url, path]) => ({ url, kind: 'href' as const, ...locateInConfig(configText, `${path}: `) }));
  return { file: config.file, links };
}

/**
 * Links, anchors and render warnings of every page and snippet, from their cached facts. API
 * pages get anchors from the generated reference too, and a page that does not parse has
 * unknown ones: any fragment may be right there.
 */
function checkPageFacts(docsDir: string, cache: PageFactsCache, pageFiles: string[], snippetFiles: string[], apiPages: Set<string>) {
  const problems: Problem[] = [];
  const sources: LinkSource[] = [];
  const byFile = new Map<string, PageFacts>();
  const pageSet = new Set(pageFiles);
  for (const file of [...pageFiles, ...snippetFiles.filter((f) => /\.mdx?$/i.test(f))]) {
    const facts = cache.facts(join(docsDir, file));
    byFile.set(file, facts);
    for (const warning of facts.warnings) problems.push({ file, ...warning, severity: 'warning' });
    sources.push({ file, path: pageSet.has(file) ? pathFromFile(file) : undefined, links: facts.links });
  }
  // A snippet's anchors are numbered with the page's, where the page uses it.
  const snippetEvents = (event: { snippet: string }, within: string): { events: readonly AnchorEvent[]; owner: string } | undefined => {
    const [kind, name] = [event.snippet.slice(0, event.snippet.indexOf(':')), event.snippet.slice(event.snippet.indexOf(':') + 1)];
    const target = kind === 'import' ? (name.startsWith('/') || name.startsWith('.') ? resolveImport(name, within, docsDir) : undefined) : legacySnippetPath(name, docsDir);
    return target && /\.mdx?$/i.test(target) ? { events: cache.facts(target).anchors, owner: target } : undefined;
  };
  const anchors = new Map<string, PageAnchors | undefined>();
  for (const file of pageFiles) {
    const path = pathFromFile(file);
    const absolute = join(docsDir, file);
    const facts = cache.facts(absolute);
    anchors.set(path, apiPages.has(path) || facts.error ? undefined : anchorsFromEvents(facts.anchors, absolute, snippetEvents));
  }
  return { problems, sources, anchors, facts: byFile };
}

/**
 * Everything `mintaka build` refuses or warns about and every broken internal link, found
 * before anything renders: the one validation that `mintaka check` prints and the build runs
 * first. Each page is parsed once, with the build's parser, and its facts cached by content.
 */
export async function validateSite(
  docsDir: string,
  options: {
    fetchStars?: boolean;
    siteUrl?: string;
    readFacts?: ReadFacts;
    /** Called with the config as read (undefined when it is invalid), before any page's facts are read. */
    onConfig?: (config: SiteConfig | undefined) => void;
  } = {},
): Promise<SiteValidation> {
  const problems: Problem[] = [];
  const loaded = await loadSite(docsDir, { fetchStars: options.fetchStars });
  for (const message of loaded.warnings) problems.push(problemFromMessage(message, 'warning', docsDir));
  if (!loaded.ok) for (const message of loaded.errors) problems.push(problemFromMessage(message, 'error', docsDir));
  else for (const messages of loaded.invalidPages.values()) for (const message of messages) problems.push(problemFromMessage(message, 'error', docsDir));

  const config = loaded.ok ? loaded.site.config : (() => {
    const result = loadSiteConfig(docsDir);
    return result.ok ? result.config : undefined;
  })();
  options.onConfig?.(config);
  const files = discoverDocsFiles(docsDir, { listed: navigationPagePaths(config?.navigation) });
  const cache = new PageFactsCache(docsDir, factsTransforms(docsDir));
  // MDX syntax, imports and legacy snippets: what stops the build.
  const frontmatterInvalid = loaded.ok ? loaded.invalidPages : new Map<string, string[]>();
  const readable = files.pages.filter((file) => !frontmatterInvalid.has(file));
  // Reading the pages is most of a cold validation: a build's render workers share it.
  const { readFacts } = options;
  if (readFacts) {
    const parsed = [...readable, ...files.snippets.filter((file) => /\.mdx?$/i.test(file))].map((file) => join(docsDir, file));
    await cache.prefetch(parsed, (absolute, source) => readFacts(absolute, source, () => cache.read(absolute, source)));
  }
  const mdx = checkMdxPages(docsDir, readable, (absolute) => cache.facts(absolute));
  for (const message of mdx.errors) problems.push(problemFromMessage(message, 'error', docsDir));
  if (config) {
    const sitePages = loaded.ok ? Object.values(loaded.site.pages) : [];
    const apiPages = new Set(sitePages.filter((p) => p.api || p.frontmatter.openapi || p.frontmatter.api).map((p) => p.path));
    const pages = checkPageFacts(docsDir, cache, files.pages, files.snippets, apiPages);
    problems.push(...pages.problems);
    // Generated API pages have no file of their own.
    for (const page of sitePages) if (!pages.anchors.has(page.path)) pages.anchors.set(page.path, undefined);
    const targets = { pages: pages.anchors, files: new Set([...files.assets, ...GENERATED_FILES]), redirects: config.redirects };
    problems.push(...checkLinks([...pages.sources, collectConfigLinks(config, readText(join(docsDir, config.file)))], targets));
    problems.push(...iconProblems(loaded.ok ? loaded.site : undefined, pages.facts, new Set(files.pages), config.icons.library));
    if (!resolveSiteUrl(config, options.siteUrl)) problems.push(problemFromMessage(siteUrlMissing(config.file), 'warning', docsDir));
  }
  cache.save();
  return { loaded, problems: sortProblems(problems), invalidPages: new Map([...frontmatterInvalid, ...mdx.invalidPages]), staticPages: mdx.staticPages, loadablePages: mdx.loadablePages, pageCount: files.pages.length };
}
