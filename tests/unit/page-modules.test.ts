import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { vitePluginPageModules } from '../../src/integration/vite-plugin-page-modules.ts';

type Transform = { handler: (code: string, id: string) => { code: string } | null };

/** Astro's map from each page to its module, as `.astro/content-modules.mjs` holds it. */
const entry = (fileName: string) =>
  `["${fileName}", () => import("astro:content-layer-deferred-module?astro%3Acontent-layer-deferred-module=&fileName=${encodeURIComponent(fileName)}&astroContentModuleFlag=true")]`;

describe("mintaka dev's map from each page to its module", () => {
  it("imports each page's own file, in a form Vite does not follow, and leaves the rest alone", () => {
    const root = mkdtempSync(join(tmpdir(), 'mintaka-page-modules-'));
    try {
      writeFileSync(join(root, 'guide.mdx'), '# Guide\n');
      writeFileSync(join(root, 'notes.md'), '# Notes\n');
      const map = `export default new Map([\n${[entry('guide.mdx'), entry('notes.md'), entry('gone.mdx'), entry('data.json')].join(',\n')}\n]);`;
      const plugin = vitePluginPageModules(pathToFileURL(`${root}/`));
      const transform = plugin.transform as unknown as Transform;
      const result = transform.handler(map, join(root, '.astro', 'content-modules.mjs'));
      expect(result).not.toBeNull();
      const code = result!.code;
      // Pages import their files straight away: no `?astroPropagatedAssets` wrapper, and no
      // string Vite would read as an import (a graph edge Astro's stylesheet search follows).
      expect(code).toContain(`import(/* @vite-ignore */ ${JSON.stringify(`/@fs${join(root, 'guide.mdx')}`)} + '')`);
      expect(code).toContain(`import(/* @vite-ignore */ ${JSON.stringify(`/@fs${join(root, 'notes.md')}`)} + '')`);
      expect(code).not.toContain('astroPropagatedAssets');
      // A page that no longer exists, and what is not a page, stay as Astro wrote them.
      expect(code).toContain('fileName=gone.mdx');
      expect(code).toContain('fileName=data.json');
      // Any other module is not touched.
      expect(transform.handler(map, join(root, 'src', 'other.mjs'))).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
