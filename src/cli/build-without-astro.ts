// A site is built without `astro build` (its start, config, content sync, Vite bundle: some 2.5 s
// of CPU a site) when Node can load each of its pages: Markdown, static MDX and API pages, which
// the render pool renders to HTML as Astro's content loaders ask it to, and compiled MDX pages
// that import only MDX files and code snippets (compiled-mdx.ts). Node loads the frame's components itself
// (bin/astro-components.mjs) and Astro's container API renders them around each page, in the
// route's order (site-routes.ts), and the end of the build is the integrations' (assets,
// stylesheets, postbuild). The site written is the one `astro build` writes, file for file
// (tests/build/build-without-astro.test.ts; MINTAKA_ASTRO_BUILD=1 builds with Astro). A site
// with a page that imports a package or a stylesheet still goes through `astro build`.
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setAstroCommand } from '../integration/astro-command.ts';
import { deferPage, renderLater, waitForDeferredPages } from '../integration/deferred-pages.ts';
import { pageFailures, recordPageFailure } from '../integration/page-failures.ts';
import { captureMarkdownCopies } from '../integration/postbuild/markdown/copy-store.ts';
import { SearchIndexing } from '../integration/postbuild/search-as-generated.ts';
import { indexedPage } from '../integration/postbuild/search-page.ts';
import { listIndexablePages } from '../integration/postbuild/site-pages.ts';
import { resolveSiteUrl } from '../integration/postbuild/site-url.ts';
import { MARKDOWN_OPTIONS } from '../integration/render-pool/markdown-options.ts';
import { pageRenderInput } from '../integration/render-pool/page-render-input.ts';
import { renderedAheadCounts } from '../integration/render-pool/render-ahead.ts';
import { closeRenderPools, mintakaMarkdownProcessor } from '../integration/render-pool/pooled-processor.ts';
import { copyUsedLibraries } from '../integration/markdown/content-assets.ts';
import { writeThreadPacks } from '../integration/markdown/thread-packs.ts';
import { staticMdxPageFiles } from '../integration/markdown/skipped-pages.ts';
import { setCurrentSiteConfig } from '../integration/site-config.ts';
import { useFrameAssets, writeSiteOutput } from '../integration/site-output.ts';
import { isGeneratedApiPage as isGenerated, siteRoutes } from '../integration/site-routes.ts';
import { createUtilityStylesheet } from '../integration/utility-css/utility-stylesheet.ts';
import type { ApiPageData } from '../components/api/lib/page-data.ts';
import type { PageRecord, SiteData } from '../site/load-site.ts';
import { compiledMdxPages, type CompiledMdxPage as CompiledModule } from './compiled-mdx.ts';
import { loadFrameComponents, loadPageFrames } from './page-frames.ts';

/** The validation's verdicts on the MDX pages (check-mdx.ts). */
export interface MdxPageKinds {
  /** Rendered to HTML without compiling. */
  staticPages: ReadonlySet<string>;
  /** Compiled, and loadable by Node. */
  loadablePages: ReadonlySet<string>;
}

/**
 * Whether every page of `site` can be built this way: Markdown, static MDX, compiled MDX that
 * Node can load, and API pages. No page has images for Astro's image service: Markdown images
 * are written with absolute URLs (remark-relative-urls.ts).
 */
export function canBuildWithoutAstro(site: SiteData, kinds: MdxPageKinds): boolean {
  // MINTAKA_COMPILE_ALL_MDX=1 compiles every MDX page (tests compare it with the static path).
  if (process.env.MINTAKA_ASTRO_BUILD || process.env.MINTAKA_COMPILE_ALL_MDX) return false;
  const pages = Object.values(site.pages);
  return pages.every((page) => isGenerated(page) || /\.md$/i.test(page.file) || kinds.staticPages.has(page.file) || kinds.loadablePages.has(page.file));
}

/** How many API pages' data are asked for ahead of the page being assembled. */
const API_PAGES_AHEAD = 8;

interface RenderedPage {
  html: string;
  headings: { depth: number; slug: string; text: string }[];
}

export async function buildWithoutAstro(options: { site: SiteData; outDir: string; astroSite: string | undefined; projectRoot: string; astroRoot: string }): Promise<void> {
  const { site, outDir } = options;
  const docsDir = site.docsDir;
  await loadFrameComponents(options.projectRoot);
  setAstroCommand('build');
  setCurrentSiteConfig(docsDir, site.config);
  (globalThis as unknown as Record<symbol, SiteData>)[Symbol.for('mintaka.live-site')] = site;
  const assets = { ...useFrameAssets('build', () => site), utilityCss: createUtilityStylesheet() };
  captureMarkdownCopies({ siteUrl: resolveSiteUrl(site.config, options.astroSite) });

  // Markdown and static MDX pages are rendered to HTML; the other MDX pages are compiled.
  const staticMdx = staticMdxPageFiles();
  const isCompiled = (page: PageRecord) => !isGenerated(page) && /\.mdx$/i.test(page.file) && !staticMdx.has(join(docsDir, page.file));
  // Each page as Astro's content loaders ask for it (render-ahead.ts's tasks are these).
  // No content store here: a page's HTML is kept only in memory, until its page is written.
  const renderer = await mintakaMarkdownProcessor(docsDir, { contentStore: false }).createRenderer(MARKDOWN_OPTIONS as never);
  const mdx = compiledMdxPages({ docsDir, projectRoot: options.projectRoot, root: options.astroRoot, astroSite: options.astroSite });
  /** Each compiled page's compilation (its failure recorded), by page path. */
  const compiled = new Map<string, Promise<void>>();
  // Needed later, as Astro's static MDX loader asks for them (deferred-pages.ts): the workers
  // render them in order; the main thread, free to assemble pages, takes one only when the page it
  // is assembling waits for it and no worker has started it.
  const rendered = new Map<string, { page: Promise<RenderedPage | undefined>; wanted: () => void }>();
  for (const page of Object.values(site.pages)) {
    if (isGenerated(page)) continue;
    const file = join(docsDir, page.file);
    if (isCompiled(page)) {
      // Compiled by the workers from now, loaded when the page is assembled.
      const compiling = mdx.prepare(file).catch((error: unknown) => recordPageFailure({ path: page.path, file: page.file }, docsDir, error));
      compiled.set(page.path, compiling);
      deferPage(page.path, compiling.then(() => undefined), () => {});
      continue;
    }
    const input = pageRenderInput(file);
    const later = renderLater(() => renderer.render(input.content, { frontmatter: input.frontmatter, fileURL: pathToFileURL(file) }) as Promise<{ code: string; metadata: { headings?: RenderedPage['headings'] } }>);
    const result = later.rendered.then(
      (result): RenderedPage => ({ html: result.code, headings: result.metadata.headings ?? [] }),
      (error: unknown) => {
        recordPageFailure({ path: page.path, file: page.file }, docsDir, error);
        return undefined;
      },
    );
    rendered.set(page.path, { page: result, wanted: later.wanted });
    // The site's utility CSS is made when the first page that uses a class is assembled, and
    // holds every page's classes, which come with the renders and compilations: that page waits
    // for all of them (as the route waits for the deferred pages). Without it, a page assembled
    // before others had rendered linked a sheet without their classes, and a later page a
    // second sheet (the styling fixture, built a second time into the same folder).
    deferPage(page.path, result.then(() => undefined), later.wanted);
  }

  const frames = await loadPageFrames(options.projectRoot);
  /** Writes a page's file: a redirect's document, or a page's bytes (doctype included). */
  const write = (slug: string | undefined, file: string | Uint8Array) => {
    const target = join(outDir, slug ?? '', 'index.html');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, typeof file === 'string' ? `<!DOCTYPE html>${file}` : file);
  };
  // In the route's order, as Astro generates and the search index numbers them.
  const indexable = new Map(listIndexablePages(site).map((page) => [page.path, page]));
  const search = new SearchIndexing();
  (globalThis as unknown as Record<symbol, SearchIndexing>)[Symbol.for('mintaka.search-indexing')] = search;
  // In the order of Astro's collections (the search index numbers pages as they come): the
  // Markdown and compiled MDX pages' (`docs`), then the static MDX pages', each by id.
  const byId = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  const pages = Object.values(site.pages).filter((page) => !isGenerated(page));
  const inDocs = (page: PageRecord) => /\.md$/i.test(page.file) || isCompiled(page);
  const entries = [...pages.filter(inDocs).sort(byId), ...pages.filter((page) => !inDocs(page)).sort(byId)].map((page) => ({ id: page.path }));
  // The main thread renders pages too between the pages it assembles (the workers are the
  // critical path from here on): as the route does once it waits for the deferred pages.
  void waitForDeferredPages();
  const routes = siteRoutes(site, entries);
  const pageOf = (route: (typeof routes)[number]) => (route.redirect === undefined ? site.pages[route.entry?.id ?? route.generated!] : undefined);
  // An API page's data (its samples highlighted and descriptions rendered on the workers) is
  // asked for API_PAGES_AHEAD pages before the page is assembled: asked for only then, the
  // workers sat idle while this thread rendered each page's frame, and GitHub's 1,224 API pages
  // took 1.16x as long as with astro build.
  const apiData = new Map<number, Promise<ApiPageData | undefined>>();
  const apiDataAt = (index: number) => {
    let data = apiData.get(index);
    if (!data) {
      const page = routes[index] && pageOf(routes[index]);
      data = page ? frames.apiData(site, page) : Promise.resolve(undefined);
      // Awaited in order below; one the loop never reaches must not be an unhandled rejection.
      data.catch(() => {});
      apiData.set(index, data);
    }
    return data;
  };
  /** A compiled page's module, once compiled; undefined (its failure recorded) if it fails to load. */
  const loadCompiled = async (page: PageRecord): Promise<CompiledModule | undefined> => {
    await compiled.get(page.path);
    if (pageFailures().has(page.path)) return undefined;
    try {
      return await mdx.load(join(docsDir, page.file));
    } catch (error) {
      recordPageFailure({ path: page.path, file: page.file }, docsDir, error);
      return undefined;
    }
  };
  for (const [index, route] of routes.entries()) {
    for (let ahead = index + 1; ahead <= index + API_PAGES_AHEAD && ahead < routes.length; ahead++) void apiDataAt(ahead);
    if (route.redirect !== undefined) {
      write(route.slug, await frames.redirect(route.redirect));
      continue;
    }
    const page = pageOf(route)!;
    const render = rendered.get(page.path);
    render?.wanted();
    const module = compiled.has(page.path) ? await loadCompiled(page) : undefined;
    const content = module ? undefined : render ? await render.page : { html: '', headings: [] };
    if (!content && !module) continue;
    const api = await apiDataAt(index);
    apiData.delete(index);
    const file = await frames.pageFile(site, page, module ? { module } : content!, api);
    // A page whose content threw (RenderGuard) is not written: the build fails or leaves it out.
    if (pageFailures().has(page.path)) continue;
    write(route.slug, file);
    // The file's own buffer, handed to the search worker once written.
    if (indexable.has(page.path)) search.add(indexedPage(site, indexable.get(page.path)!), file.buffer as ArrayBuffer);
  }
  // The 404 page.
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, '404.html'), `<!DOCTYPE html>${await frames.notFound()}`);
  // Files every built site serves (Astro copies the project's public folder).
  const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));
  if (existsSync(publicDir)) cpSync(publicDir, outDir, { recursive: true });

  // The integration's astro:build:done.
  const workersClosed = closeRenderPools();
  const ahead = renderedAheadCounts();
  if (process.env.MINTAKA_VERBOSE && ahead.sent) console.log(`pages rendered ahead: ${ahead.used} of ${ahead.sent} used`);
  try {
    await writeThreadPacks();
    // The content-assets integration's astro:build:done.
    copyUsedLibraries(outDir);
    await writeSiteOutput(site, outDir, assets, options.astroSite);
  } finally {
    await workersClosed;
  }
}
