import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildFrameStylesheet, FRAME_BASE_STYLESHEETS, frameStylesheetCss, frameStylesheetFiles, minifyStylesheet, useFrameStylesheet } from '../../../src/integration/frame-stylesheet.ts';
import { frameStylesheet } from '../../../src/integration/frame-stylesheet-link.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import type { SiteData } from '../../../src/site/load-site.ts';

// The page frame's stylesheet, made by Mintaka (not bundled by Vite): the base rules, the parts
// the site shows, the code colours, the content's rules, in the order the cascade was written for.

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/sites/${name}/`, import.meta.url));
async function siteOf(name: string): Promise<SiteData> {
  const loaded = await loadSite(fixture(name), { fetchStars: false });
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  return loaded.site;
}
const styles = (name: string) => readFileSync(fileURLToPath(new URL(`../../../src/styles/${name}`, import.meta.url)), 'utf8');

describe("the page frame's stylesheet", () => {
  it('holds the base first, then the parts the site shows, the code colours, and the content, page actions and search rules last', async () => {
    const site = await siteOf('styling');
    const css = await frameStylesheetCss(site);
    const at = (text: string) => {
      const index = css.indexOf(text);
      expect(index, text.slice(0, 60)).toBeGreaterThanOrEqual(0);
      return index;
    };
    const files = frameStylesheetFiles(site).map((file) => readFileSync(file, 'utf8'));
    // The fixture shows a navbar button, a page with its own layout and a footer: their parts, no banner's.
    expect(frameStylesheetFiles(site).map((file) => file.split('/styles/')[1])).toEqual(['global.css', 'frame/navbar-cta.css', 'frame/page-modes.css', 'frame/page-action-copy.css', 'frame/footer.css', 'content.css', 'page-actions.css', 'search.css']);
    expect(css).not.toContain(styles('frame/banner.css'));
    const positions = files.map(at);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // The code colours (a variable of each theme) between the parts and the content's rules.
    const colours = at('--shiki-dark:');
    expect(colours).toBeGreaterThan(at(files.at(-4)!));
    expect(colours).toBeLessThan(at(styles('content.css')));
    for (const base of FRAME_BASE_STYLESHEETS) expect(css).toContain(styles(base));
  });

  it('is one minified file in a build, named by its content, as Vite minified it', async () => {
    const site = await siteOf('styling');
    const sheet = await buildFrameStylesheet(site);
    expect(sheet.href).toMatch(/^\/_astro\/layout\.[0-9a-f]{12}\.css$/);
    expect(sheet.css).toBe(minifyStylesheet(await frameStylesheetCss(site), 'layout.css'));
    expect(sheet.css).not.toMatch(/\/\*|\n./);
    // Another site's parts, another file.
    expect((await buildFrameStylesheet(await siteOf('full'))).href).not.toBe(sheet.href);
  });

  it('is inlined with every part by the dev server, and linked by a build', async () => {
    const site = await siteOf('styling');
    useFrameStylesheet('dev', () => site);
    const dev = await frameStylesheet();
    expect(dev?.href).toBeUndefined();
    expect(dev?.css).toContain(styles('frame/banner.css'));
    const build = useFrameStylesheet('build', () => site);
    expect(build.written()).toBeUndefined();
    const linked = await frameStylesheet();
    expect(linked?.css).toBeUndefined();
    expect(linked?.href).toBe(build.written()!.href);
    expect(build.written()!.css).toBe((await buildFrameStylesheet(site)).css);
  });
});
