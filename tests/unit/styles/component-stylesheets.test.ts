import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { componentStylesheets } from '../../../src/components/layout/component-styles.ts';
import { buildComponentStylesheets, useComponentStylesheets } from '../../../src/integration/component-stylesheets.ts';
import { minifyStylesheet } from '../../../src/integration/frame-stylesheet.ts';
import { stylesheetUrl } from '../../../src/integration/stylesheet-urls.ts';

// The stylesheets a page links besides the frame's: one per author component family, and the
// API pages' two, made by Mintaka (not imported through Vite).

const styles = fileURLToPath(new URL('../../../src/styles/', import.meta.url));
const families = readdirSync(`${styles}components`).filter((file) => file.endsWith('.css')).map((file) => file.slice(0, -4));

describe("the component families' and API pages' stylesheets", () => {
  it('are each a minified file in a build, named by its content', () => {
    const built = buildComponentStylesheets();
    expect([...built.keys()].sort()).toEqual([...families, 'api', 'playground'].sort());
    for (const [name, sheet] of built) {
      expect(sheet.href).toMatch(new RegExp(`^/_astro/${name}\\.[0-9a-f]{12}\\.css$`));
      const source = readFileSync(name === 'api' || name === 'playground' ? `${styles}${name}.css` : `${styles}components/${name}.css`, 'utf8');
      expect(sheet.css, name).toBe(minifyStylesheet(source, `${name}.css`));
    }
    expect(new Set([...built.values()].map((sheet) => sheet.href)).size).toBe(built.size);
  });

  it("are what the frame links for a page's components, in a build and in the dev server", () => {
    const html = '<div class="mk-card-group"><a class="mk-card" href="/x">X</a></div><table><tr><td>1</td></tr></table>';
    const written = useComponentStylesheets('build');
    const href = (name: string) => written.find((sheet) => sheet.href.startsWith(`/_astro/${name}.`))!.href;
    expect(componentStylesheets(html)).toEqual([href('base'), href('card'), href('table')]);
    expect(stylesheetUrl('api')).toBe(href('api'));
    expect(useComponentStylesheets('dev')).toEqual([]);
    expect(componentStylesheets(html)).toEqual(['base', 'card', 'table'].map((name) => `/@fs${styles}components/${name}.css`));
    expect(stylesheetUrl('playground')).toBe(`/@fs${styles}playground.css`);
  });
});
