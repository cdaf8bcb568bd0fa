import { flattenPages } from '../core/navigation/build-navigation.ts';
import { expandRedirects, folderRedirects } from '../core/navigation/redirects.ts';
import type { PageRecord, SiteData } from '../site/load-site.ts';

// The site's pages as routes: every page of the docs folder (an entry of Astro's content
// collections), the operations of a tab's or anchor's `openapi` (pages without a file), the
// writer's redirects and the folders that lead to their first page. What the route
// (pages/[...slug].astro) gives Astro, as plain data: a build without Astro can make the same pages.

export interface SiteRoute<Entry> {
  /** The page's path without its leading slash; undefined for `/`. */
  slug: string | undefined;
  /** A page of the docs folder. */
  entry?: Entry;
  /** Where a redirect leads. */
  redirect?: string;
  /** The path of a generated API page (no entry). */
  generated?: string;
}

/** An API page made from an operation of a tab's or anchor's `openapi`: a page without a file. */
export const isGeneratedApiPage = (page: PageRecord): boolean => page.api?.kind === 'operation' && page.api.generated;

const slugOf = (path: string) => (path === 'index' ? undefined : path.replace(/\/index$/, ''));

/** The routes of `site`, from its content entries (id: the page's path). */
export function siteRoutes<Entry extends { id: string }>(site: SiteData, entries: readonly Entry[]): SiteRoute<Entry>[] {
  const pages: SiteRoute<Entry>[] = entries.filter((entry) => site.pages[entry.id]).map((entry) => ({ slug: slugOf(entry.id), entry }));
  // Operations of a tab's or anchor's `openapi` are pages without a file.
  const ids = new Set(entries.map((entry) => entry.id));
  for (const page of Object.values(site.pages)) {
    if (isGeneratedApiPage(page) && !ids.has(page.path)) pages.push({ slug: slugOf(page.path), generated: page.path });
  }
  const taken = new Set(pages.map((route) => route.slug ?? ''));
  const configured = expandRedirects(site.config.redirects ?? [], Object.keys(site.pages));
  // A folder that is no page leads to its first page; the writer's own redirects win.
  const folders = folderRedirects(Object.keys(site.pages), flattenPages(site.navigation.groups).filter((p) => !p.external).map((p) => p.path));
  const redirected = new Set(configured.map((r) => r.from));
  const redirects: SiteRoute<Entry>[] = [...configured, ...folders.filter((r) => !redirected.has(r.from))]
    .filter((r) => !taken.has(r.from))
    .map((r) => ({ slug: r.from || undefined, redirect: r.to }));
  // Without an index page, `/` goes to the first page of the navigation, as on Mintlify.
  if (!taken.has('') && !redirects.some((r) => r.slug === undefined)) {
    const first = flattenPages(site.navigation.groups).find((p) => !p.external && !p.missing);
    const fallback = Object.keys(site.pages).sort()[0];
    const to = first?.href ?? (fallback ? `/${fallback}` : undefined);
    if (to) redirects.push({ slug: undefined, redirect: to });
  }
  return [...pages, ...redirects];
}
