import { describe, expect, it } from 'vitest';
import { vitePluginSite } from '../../src/integration/vite-plugin-site.ts';
import type { SiteData } from '../../src/site/load-site.ts';

// Pages import the site model as `virtual:mintaka/site`. The server's pages (a build's
// generation, the dev server) read the model the process holds; the browser gets a copy.

type LoadHook = { handler: (this: unknown, id: string) => Promise<string> };

/** The module `virtual:mintaka/site` is for the pages of an environment, evaluated. */
async function siteModule(getSite: () => SiteData, environment: string, dev = false): Promise<SiteData> {
  const plugin = vitePluginSite(getSite, dev ? async () => {} : undefined);
  const code = await (plugin.load as unknown as LoadHook).handler.call({ environment: { name: environment } }, '\0virtual:mintaka/site');
  return ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: SiteData }).default;
}

const model = (name: string) => ({ docsDir: '/docs', config: { name }, pages: { intro: { title: 'Intro' } } }) as unknown as SiteData;

describe('the site model pages import', () => {
  it('is, for a build\'s pages, the model the build loaded: not a copy written into the bundle', async () => {
    const site = model('Acme');
    expect(await siteModule(() => site, 'prerender')).toBe(site);
    expect(await siteModule(() => site, 'ssr')).toBe(site);
  });

  it('is a copy in the browser', async () => {
    const site = model('Acme');
    const copy = await siteModule(() => site, 'client');
    expect(copy).not.toBe(site);
    expect(copy).toEqual(site);
  });

  it('follows the dev server\'s model when it is reloaded (a page added or renamed)', async () => {
    let site = model('Before');
    const view = await siteModule(() => site, 'ssr', true);
    expect(view.config.name).toBe('Before');
    site = model('After');
    // Loaded again after the reload, as the dev server does: modules that imported it before see the new model.
    await siteModule(() => site, 'ssr', true);
    expect(view.config.name).toBe('After');
    expect(Object.keys(view)).toEqual(Object.keys(site));
  });
});
