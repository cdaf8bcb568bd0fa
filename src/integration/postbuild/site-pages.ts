import { flattenPages } from '../../core/navigation/build-navigation.ts';
import { hrefForPath } from '../../core/navigation/page-paths.ts';
import type { NavGroup } from '../../core/navigation/types.ts';
import type { PageRecord, SiteData } from '../../site/load-site.ts';

const pathsByNavigation = new WeakMap<SiteData['navigation'], ReadonlySet<string>>();

/**
 * Pages whose sidebar entry leads to them (not external links, not missing files). Computed
 * once per navigation: every page's head asks (seo-tags.ts), and walking the whole navigation
 * for each page made a large site's page generation grow with the square of its pages.
 */
export function navigationPagePaths(site: Pick<SiteData, 'navigation'>): ReadonlySet<string> {
  let paths = pathsByNavigation.get(site.navigation);
  if (!paths) {
    paths = new Set(flattenPages(site.navigation.groups).filter((p) => !p.external && !p.missing).map((p) => p.path));
    pathsByNavigation.set(site.navigation, paths);
  }
  return paths;
}

function robotsSaysNoindex(value: unknown): boolean {
  return typeof value === 'string' && /\bnoindex\b/i.test(value);
}

/**
 * Whether search engines, the sitemap and the site search may list a page: not `noindex`,
 * not `hidden`, no `robots: noindex`, and in the navigation unless `seo.indexing` is `all`
 * (mint.json `seo.indexHiddenPages`).
 */
export function isIndexable(site: Pick<SiteData, 'config' | 'navigation'>, page: PageRecord, inNavigation = navigationPagePaths(site)): boolean {
  const fm = page.frontmatter;
  if (fm.noindex === true || fm.hidden === true || robotsSaysNoindex(fm.robots)) return false;
  if (robotsSaysNoindex(site.config.seo.metatags.robots)) return false;
  return inNavigation.has(page.path) || site.config.seo.indexing === 'all';
}

export interface ListedGroup {
  /** The top-level navigation group's name (nested groups are folded into it). */
  name: string;
  pages: PageRecord[];
}

/**
 * The indexable pages grouped as the navigation shows them (each page once, where it first
 * appears), then, with `seo.indexHiddenPages`, the pages that are in no group.
 */
export function listIndexableGroups(site: SiteData): ListedGroup[] {
  const inNavigation = navigationPagePaths(site);
  const seen = new Set<string>();
  const take = (path: string) => {
    const page = site.pages[path];
    if (!page || seen.has(path) || !isIndexable(site, page, inNavigation)) return [];
    seen.add(path);
    return [page];
  };
  const names = new Map<string, ListedGroup>();
  const groups: ListedGroup[] = [];
  site.navigation.groups.forEach((group: NavGroup, index) => {
    // A group without a name (Mintlify allows "") goes by its tab's or anchor's name.
    const section = site.navigation.tabs[site.navigation.groupTab[index] ?? -1] ?? site.navigation.anchors[site.navigation.groupAnchor[index] ?? -1];
    const base = group.name.trim() || section?.name || 'Pages';
    const name = group.version ? `${base} (${group.version})` : base;
    const pages = flattenPages(group.items).filter((p) => !p.external && !p.missing).flatMap((p) => take(p.path));
    if (!pages.length) return;
    const existing = names.get(name);
    if (existing) existing.pages.push(...pages);
    else {
      const listed = { name, pages };
      names.set(name, listed);
      groups.push(listed);
    }
  });
  const rest = Object.keys(site.pages).sort().flatMap(take);
  if (rest.length) groups.push({ name: 'Other pages', pages: rest });
  return groups;
}

/** Every indexable page, in navigation order. */
export function listIndexablePages(site: SiteData): PageRecord[] {
  return listIndexableGroups(site).flatMap((g) => g.pages);
}

/** The URL path of a page (`/guides/intro`, `/` for the index). */
export function pageHref(page: Pick<PageRecord, 'path'>): string {
  return hrefForPath(page.path);
}

/** Where a page's Markdown copy is served: its URL with `.md` appended (`/index.md` for `/`). */
export function markdownHref(page: Pick<PageRecord, 'path'>): string {
  const href = hrefForPath(page.path);
  return href === '/' ? '/index.md' : `${href}.md`;
}
