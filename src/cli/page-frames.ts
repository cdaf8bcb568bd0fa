// The site's pages rendered by Astro's container API around their content, without Astro's
// build or dev server: the components of the frame loaded by Node (bin/astro-components.mjs),
// as the route (pages/[...slug].astro) renders them. Used by the build without Astro
// (build-without-astro.ts), page after page, and by `mintaka dev` without Astro
// (dev-server/), page by page as they are asked for.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { experimental_AstroContainer } from 'astro/container';
import { SlotString } from 'astro/runtime/server/render/slot.js';
import { minifyStylesheet } from '../integration/frame-stylesheet.ts';
import type { ApiPageData } from '../components/api/lib/page-data.ts';
import type { PageRecord, SiteData } from '../site/load-site.ts';
import type { CompiledMdxPage } from './compiled-mdx.ts';

export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

/** A page's content: its HTML (a Markdown or static MDX page, none for a generated API page) or its compiled module. */
export type PageContent = { html: string; headings: Heading[]; module?: undefined } | { module: CompiledMdxPage; html?: undefined };

export interface PageFrames {
  /** The page's document (without its doctype): the frame around its content, an API page's reference around both. */
  page(site: SiteData, page: PageRecord, content: PageContent, api: ApiPageData | undefined): Promise<string>;
  /** The same page as the bytes of its file, doctype first: never decoded into a string to be written. */
  pageFile(site: SiteData, page: PageRecord, content: PageContent, api: ApiPageData | undefined): Promise<Uint8Array>;
  /** An API page's data, or undefined for a page without an API reference. */
  apiData(site: SiteData, page: PageRecord): Promise<ApiPageData | undefined>;
  /** The page a redirect's path serves. */
  redirect(to: string): Promise<string>;
  /** The 404 page, with its own rules inlined after the frame's stylesheet. */
  notFound(): Promise<string>;
}

const DOCTYPE = new TextEncoder().encode('<!DOCTYPE html>');

type ApiPageModule = typeof import('../pages/_api-page.ts');

/** Node's hook for the frame's components (bin/astro-components.mjs), registered once per process. */
export async function loadFrameComponents(projectRoot: string): Promise<void> {
  await import(pathToFileURL(join(projectRoot, 'bin/astro-components.mjs')).href);
}

/**
 * The frames of `projectRoot`'s components. What only API pages and compiled MDX pages need is
 * loaded with the first of them (as the route loads it).
 */
export async function loadPageFrames(projectRoot: string): Promise<PageFrames> {
  await loadFrameComponents(projectRoot);
  const component = async (path: string) => (await import(pathToFileURL(join(projectRoot, path)).href)).default;
  const [DocsPage, RedirectPage, container] = await Promise.all([
    component('src/components/layout/DocsPage.astro'),
    component('src/components/layout/RedirectPage.astro'),
    experimental_AstroContainer.create(),
  ]);
  let apiPage: Promise<ApiPageModule> | undefined;
  const apiModule = () => (apiPage ??= import(pathToFileURL(join(projectRoot, 'src/pages/_api-page.ts')).href) as Promise<ApiPageModule>);
  // Compiled MDX's Content is rendered by the MDX integration's renderer, as in `astro build`.
  let compiledPage: Promise<unknown> | undefined;
  const compiledMdxPage = () =>
    (compiledPage ??= (async () => {
      container.addServerRenderer({ name: 'astro:jsx', renderer: (await import('@astrojs/mdx/server.js')).default });
      return component('src/components/layout/CompiledMdxPage.astro');
    })());
  /** The response Astro's renderToString reads as text; its slots marked as renderToString marks them (HTML, not text). */
  const respond = async (site: SiteData, page: PageRecord, content: PageContent, api: ApiPageData | undefined): Promise<Response> => {
    if (api) return container.renderToResponse((await apiModule()).ApiDocsPage as never, { props: { site, page, data: api, html: content.html, Content: content.module?.Content } });
    if (content.module) return container.renderToResponse((await compiledMdxPage()) as never, { props: { site, page, headings: content.module.headings, Content: content.module.Content } });
    return container.renderToResponse(DocsPage, { props: { site, page, headings: content.headings }, slots: { default: new SlotString(content.html, null) } });
  };
  return {
    page: async (site, page, content, api) => (await respond(site, page, content, api)).text(),
    // The response's bytes, not its text: an API page's HTML is 100 KiB and more, and decoding it
    // to encode it again for its file and for the search index was a tenth of the main thread's
    // time on GitHub's API pages.
    async pageFile(site, page, content, api) {
      const body = await (await respond(site, page, content, api)).bytes();
      const file = new Uint8Array(DOCTYPE.length + body.length);
      file.set(DOCTYPE);
      file.set(body, DOCTYPE.length);
      return file;
    },
    async apiData(site, page) {
      return page.api ? (await apiModule()).buildApiPageData(site, page) : undefined;
    },
    redirect: (to) => container.renderToString(RedirectPage, { props: { to } }),
    async notFound() {
      // Its <style is:global>, inlined as Astro inlines a page's small stylesheet (minified as Vite minifies it).
      const file = join(projectRoot, 'src/pages/404.astro');
      const css = /<style is:global>([\s\S]*?)<\/style>/.exec(readFileSync(file, 'utf8'))?.[1];
      const html = await container.renderToString(await component('src/pages/404.astro'));
      return css === undefined ? html : html.replace('</head>', `<style>${minifyStylesheet(css, '404.css')}</style></head>`);
    },
  };
}
