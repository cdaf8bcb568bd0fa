import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../../src/integration/site-routes.ts';
import { loadSite, type SiteData } from '../../../src/site/load-site.ts';

// The site's pages as routes (what the route gives Astro, as plain data): the docs folder's
// pages, the generated API pages, the writer's redirects, folders leading to their first page.

async function siteOf(name: string): Promise<SiteData> {
  const loaded = await loadSite(fileURLToPath(new URL(`../../fixtures/sites/${name}/`, import.meta.url)), { fetchStars: false });
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  return loaded.site;
}
/** The pages of the docs folder, as Astro's content collections list them. */
const entriesOf = (site: SiteData) => Object.values(site.pages).filter((page) => /\.mdx?$/.test(page.file)).map((page) => ({ id: page.path }));
const plain = (routes: ReturnType<typeof siteRoutes<{ id: string }>>) => routes.map(({ slug, entry, redirect, generated }) => ({ slug, entry: entry?.id, redirect, generated }));

describe("the site's routes", () => {
  it("are the folder's pages, the generated API pages, the writer's redirects, then folders that lead to their first page", async () => {
    const site = await siteOf('docs-json');
    const routes = plain(siteRoutes(site, entriesOf(site)));
    const at = (slug: string | undefined) => routes.filter((route) => route.slug === slug);
    expect(at(undefined)).toEqual([{ slug: undefined, entry: 'index', redirect: undefined, generated: undefined }]);
    expect(at('guides')).toEqual([{ slug: 'guides', entry: 'guides/index', redirect: undefined, generated: undefined }]);
    // A tab's `openapi`: pages without a file.
    expect(at('reference/get-health')).toEqual([{ slug: 'reference/get-health', entry: undefined, redirect: undefined, generated: 'reference/get-health' }]);
    // docs.json's redirects, the wildcard one for each page it matches.
    expect(at('start')).toEqual([{ slug: 'start', entry: undefined, redirect: '/quickstart', generated: undefined }]);
    expect(at('old-guides/setup')[0]?.redirect).toBe('/guides/setup');
    // A folder that is no page, to its first page in the navigation.
    expect(at('reference')[0]?.redirect).toBe('/reference/pets/list-pets');
    expect(at('sdks')[0]?.redirect).toBe('/sdks/js');
    // Pages first, one route per path.
    const firstRedirect = routes.findIndex((route) => route.redirect);
    expect(routes.slice(firstRedirect).every((route) => route.redirect)).toBe(true);
    expect(new Set(routes.map((route) => route.slug ?? '')).size).toBe(routes.length);
  });

  it('lead `/` to the first page of the navigation when the folder has no index page', async () => {
    const site = await siteOf('compat');
    const routes = plain(siteRoutes(site, entriesOf(site)));
    expect(routes.find((route) => route.slug === undefined)).toEqual({ slug: undefined, entry: undefined, redirect: '/site-components', generated: undefined });
    expect(routes.find((route) => route.slug === 'integrations')?.redirect).toBe('/integrations/zapier');
    // A content entry without a page of the site (left out) is no route.
    expect(plain(siteRoutes(site, [...entriesOf(site), { id: 'not-a-page' }])).some((route) => route.entry === 'not-a-page')).toBe(false);
  });
});
