import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { blankMdxFrontmatter, checkMdxPages, summariseMdx, type FileSummary } from '../../integration/markdown/check-mdx.ts';
import { parseMdxNativeFirst } from '../../integration/markdown/parse-mdx-native-first.ts';
import type { OverlayError } from '../../integration/overlay-error.ts';
import { describePageFailure } from '../../integration/page-failures.ts';
import { MARKDOWN_OPTIONS } from '../../integration/render-pool/markdown-options.ts';
import type { Renderer } from '../../integration/render-pool/markdown-renderer.ts';
import { pageRenderInput } from '../../integration/render-pool/page-render-input.ts';
import { mintakaMarkdownProcessor } from '../../integration/render-pool/pooled-processor.ts';
import { isGeneratedApiPage, siteRoutes, type SiteRoute } from '../../integration/site-routes.ts';
import type { PageRecord, SiteData } from '../../site/load-site.ts';
import { compiledMdxPages } from '../compiled-mdx.ts';
import type { Heading, PageContent, PageFrames } from '../page-frames.ts';
import type { DevProblemPage } from './error-page.ts';

// The pages of `mintaka dev` without Astro, rendered when they are asked for, as the build
// without Astro renders them (build-without-astro.ts): Markdown and static MDX pages to HTML,
// compiled MDX pages compiled and loaded by Node, API pages from their data, each in the frame
// (page-frames.ts). What a page needs is found when it is asked for, by the validation's own
// check of its MDX and the snippets it imports (check-mdx.ts): its problems are what the page
// then shows. A save makes every page render afresh at its next request: the renderers keep
// the snippets they read, and Node keeps a compiled module for good (a new set is compiled).

/** What the dev server answers for a page's path: a page, or what keeps it from being one. */
export type DevPageAnswer = { status: number; html: string; problems?: undefined } | { status: number; problems: DevProblemPage; html?: undefined };

/** What a page shows instead of itself, with its messages. */
class PageProblems extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

/** A path of the site as its route's slug ('' for `/`). */
function slugOf(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath).replace(/^\/+|\/+$/g, '');
  } catch {
    return undefined;
  }
}

/** What a page that threw shows: its messages, where, and what to do. */
function problemsOf(error: unknown, page: PageRecord, docsDir: string): DevProblemPage {
  const title = `${page.title}: this page cannot be shown`;
  const hint = 'Fix it and save: this page reloads by itself.';
  if (error instanceof PageProblems) return { title, problems: error.problems, hint };
  // What the build's own checks throw for the dev server to show (overlay-error.ts): the
  // reason, what to do, and the file and position (a broken OpenAPI document of an API page).
  const shown = error as OverlayError;
  if (shown?.hint) {
    const at = shown.id && shown.loc ? `${relative(docsDir, shown.id)}:${shown.loc.line}:${shown.loc.column}` : undefined;
    return { title, problems: shown.message.split('\n'), hint: shown.hint, at };
  }
  // A page's content that threw while rendering (RenderGuard): named by its file already.
  const message = (error as Error)?.message ?? '';
  return { title, problems: [/^\S+?\.mdx?(?::\d+)?: /.test(message) ? message : describePageFailure(docsDir, page.file, error)], hint };
}

export class DevPages {
  readonly #frames: PageFrames;
  readonly #compiledOptions: { projectRoot: string; root: string };
  #site: SiteData;
  #routes = new Map<string, SiteRoute<{ id: string }>>();
  #renderer: Promise<Renderer> | undefined;
  #compiled: ReturnType<typeof compiledMdxPages> | undefined;
  /** Bumped at every save: compiled pages are loaded as new modules. */
  #version = 0;
  readonly #summaries = new Map<string, FileSummary>();

  constructor(options: { frames: PageFrames; site: SiteData; projectRoot: string; astroRoot: string }) {
    this.#frames = options.frames;
    this.#compiledOptions = { projectRoot: options.projectRoot, root: options.astroRoot };
    this.#site = options.site;
    this.setSite(options.site);
  }

  /** The site as loaded again (a page added or removed, a title, the config): the routes follow. */
  setSite(site: SiteData): void {
    this.#site = site;
    const entries = Object.values(site.pages)
      .filter((page) => !isGeneratedApiPage(page))
      .map((page) => ({ id: page.path }));
    this.#routes = new Map(siteRoutes(site, entries).map((route) => [route.slug ?? '', route]));
    this.changed();
  }

  /** A file of the docs folder was saved: every page renders afresh. */
  changed(): void {
    this.#renderer = undefined;
    this.#compiled = undefined;
    this.#version++;
    this.#summaries.clear();
  }

  /** Whether a path is one of the site's pages (or redirects). */
  has(urlPath: string): boolean {
    const slug = slugOf(urlPath);
    return slug !== undefined && this.#routes.has(slug);
  }

  /** The page at `urlPath`, its problems, or undefined when the site has no page there. */
  async answer(urlPath: string): Promise<DevPageAnswer | undefined> {
    const slug = slugOf(urlPath);
    const route = slug === undefined ? undefined : this.#routes.get(slug);
    if (!route) return undefined;
    if (route.redirect !== undefined) return { status: 200, html: await this.#frames.redirect(route.redirect) };
    const site = this.#site;
    const page = site.pages[route.entry?.id ?? route.generated!]!;
    try {
      const [content, api] = await Promise.all([this.#content(page), this.#frames.apiData(site, page)]);
      return { status: 200, html: await this.#frames.page(site, page, content, api) };
    } catch (error) {
      return { status: 500, problems: problemsOf(error, page, site.docsDir) };
    }
  }

  /** The 404 page. */
  notFound(): Promise<string> {
    return this.#frames.notFound();
  }

  /** A page's content: its HTML, or its compiled module. */
  async #content(page: PageRecord): Promise<PageContent> {
    if (isGeneratedApiPage(page)) return { html: '', headings: [] };
    const docsDir = this.#site.docsDir;
    const file = join(docsDir, page.file);
    if (/\.mdx$/i.test(page.file)) {
      const { invalidPages, staticPages, loadablePages } = checkMdxPages(docsDir, [page.file], (absolute) => this.#summaryOf(absolute));
      const problems = invalidPages.get(page.file);
      if (problems) throw new PageProblems(problems);
      if (!staticPages.has(page.file)) {
        if (!loadablePages.has(page.file)) {
          throw new PageProblems([`${page.file}: imports a module that only Astro's dev server can load (a package, a stylesheet, or a file named without its extension): start mintaka dev again, which then serves the site with Astro's`]);
        }
        this.#compiled ??= compiledMdxPages({ docsDir, ...this.#compiledOptions, astroSite: undefined, version: this.#version });
        return { module: await this.#compiled.load(file) };
      }
    }
    this.#renderer ??= mintakaMarkdownProcessor(docsDir).createRenderer(MARKDOWN_OPTIONS as never);
    const input = pageRenderInput(file);
    const result = (await (await this.#renderer).render(input.content, { frontmatter: input.frontmatter, fileURL: pathToFileURL(file) } as never)) as { code: string; metadata: { headings?: Heading[] } };
    return { html: result.code, headings: result.metadata.headings ?? [] };
  }

  /** An MDX file's imports and syntax error, as the validation reads them, until the next save. */
  #summaryOf(absolute: string): FileSummary {
    let summary = this.#summaries.get(absolute);
    if (!summary) {
      let text: string;
      try {
        text = readFileSync(absolute, 'utf8');
      } catch {
        text = '';
      }
      const parsed = parseMdxNativeFirst(blankMdxFrontmatter(text), absolute);
      summary = parsed.ok ? summariseMdx(parsed.tree) : { error: parsed.error, imports: [], legacySnippets: [] };
      this.#summaries.set(absolute, summary);
    }
    return summary;
  }
}
