import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { vitePluginMdxCheck } from '../../src/integration/markdown/vite-plugin-mdx-check.ts';
import { vitePluginSkippedPages } from '../../src/integration/markdown/skipped-pages.ts';
import { UtilityStylesheet } from '../../src/integration/utility-css/utility-stylesheet.ts';
import { vitePluginUtilityCss } from '../../src/integration/utility-css/vite-plugin-utility-css.ts';
import { vitePluginApiPage } from '../../src/integration/vite-plugin-api-page.ts';
import { vitePluginPageModules } from '../../src/integration/vite-plugin-page-modules.ts';
import { vitePluginSite } from '../../src/integration/vite-plugin-site.ts';
import { vitePluginNativeBuildModules } from '../../src/integration/vite-plugin-native-build-modules.ts';
import { exactId } from '../../src/integration/virtual-module.ts';
import type { SiteData } from '../../src/site/load-site.ts';

type IdFilter = RegExp | (string | RegExp)[] | { include?: RegExp | RegExp[]; exclude?: RegExp | RegExp[] };
type Hook = { filter?: { id?: IdFilter }; handler?: unknown };

const srcDir = pathToFileURL(`${process.cwd()}/src/`);
const site = { docsDir: '/docs' } as unknown as SiteData;
const plugins: Plugin[] = [
  vitePluginSite(() => site),
  vitePluginApiPage(srcDir, 'build'),
  vitePluginPageModules(pathToFileURL('/docs/')),
  vitePluginUtilityCss(() => '/docs', new UtilityStylesheet()),
  vitePluginSkippedPages(),
  vitePluginMdxCheck(),
  vitePluginNativeBuildModules(),
];

const list = (value: RegExp | RegExp[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Whether Rolldown would call the hook for `id`: its `filter.id` as Rolldown reads it. */
function called(plugin: Plugin, hook: 'resolveId' | 'load' | 'transform', id: string): boolean {
  const filter = (plugin[hook] as Hook).filter!.id!;
  const matches = (pattern: string | RegExp) => (typeof pattern === 'string' ? pattern === id : pattern.test(id));
  if (filter instanceof RegExp || Array.isArray(filter)) return (Array.isArray(filter) ? filter : [filter]).some(matches);
  return (!filter.include || list(filter.include).some(matches)) && !list(filter.exclude).some(matches);
}

const named = (name: string) => plugins.find((plugin) => plugin.name === name)!;

describe("Mintaka's Vite plugins and the modules Rolldown calls them for", () => {
  it('declare a filter on every resolveId, load and transform hook, so that the bundle does not call them for each module', () => {
    for (const plugin of plugins) {
      for (const hook of ['resolveId', 'load', 'transform'] as const) {
        if (!plugin[hook]) continue;
        expect(typeof plugin[hook], `${plugin.name} ${hook}`).toBe('object');
        expect((plugin[hook] as Hook).filter?.id, `${plugin.name} ${hook}`).toBeDefined();
      }
    }
  });

  it('an exact filter matches its id alone, whatever characters the id holds', () => {
    const filter = exactId('virtual:mintaka/site', '\0virtual:mintaka/code-colors.css');
    expect(filter.test('virtual:mintaka/site')).toBe(true);
    expect(filter.test('\0virtual:mintaka/code-colors.css')).toBe(true);
    for (const other of ['virtual:mintaka/site?raw', 'xvirtual:mintaka/site', '\0virtual:mintaka/code-colorsXcss', 'virtual:mintaka/code-colors.css']) expect(filter.test(other), other).toBe(false);
  });

  it('calls each hook for the modules it serves and not for the runtime around them', () => {
    const site = named('mintaka:site');
    for (const id of ['virtual:mintaka/site', '/snippets/intro.mdx']) expect(called(site, 'resolveId', id), id).toBe(true);
    for (const id of ['./render.js', 'astro/runtime/server/index.js', 'virtual:astro:routes']) expect(called(site, 'resolveId', id), id).toBe(false);
    expect(called(site, 'load', '\0virtual:mintaka/site')).toBe(true);
    expect(called(site, 'load', '/work/node_modules/astro/dist/runtime/server/index.js')).toBe(false);
    for (const [name, id] of [['mintaka:api-page', 'virtual:mintaka/api-page']] as const) {
      expect(called(named(name), 'resolveId', id), name).toBe(true);
      expect(called(named(name), 'load', `\0${id}`), name).toBe(true);
      expect(called(named(name), 'load', id.replace('mintaka', 'astro')), name).toBe(false);
    }
    // A skipped page is an .md or .mdx file, with or without Astro's query.
    const skipped = named('mintaka:skipped-pages');
    for (const id of ['/docs/guide.mdx', '/docs/notes.md', '/docs/guide.mdx?astroPropagatedAssets']) expect(called(skipped, 'load', id), id).toBe(true);
    expect(called(skipped, 'load', '/docs/snippets/card.jsx')).toBe(false);
    // The dev server's MDX check reads the file itself: never for a query.
    const check = named('mintaka:mdx-check');
    expect(called(check, 'load', '/docs/guide.mdx')).toBe(true);
    expect(called(check, 'load', '/docs/guide.mdx?astroPropagatedAssets')).toBe(false);
    // Snippet components' classes: code modules, never those of node_modules.
    const utility = named('mintaka:utility-css');
    for (const id of ['/docs/snippets/card.jsx', '/docs/snippets/card.tsx?v=1']) expect(called(utility, 'transform', id), id).toBe(true);
    for (const id of ['/work/node_modules/astro/dist/runtime/server/index.js', '/docs/guide.mdx', '/docs/style.css']) expect(called(utility, 'transform', id), id).toBe(false);
  });
});
