import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageScript, scriptElement } from '../../src/integration/page-script-link.ts';
import { buildPageScript, INLINE_LIMIT, usePageScripts } from '../../src/integration/page-scripts.ts';

// The browser scripts the frame's components add to the pages that show them (API tabs, the
// playground, <Prompt>), bundled by Mintaka: inline when small (once per page: api-pages.test.ts).

describe("the frame components' browser scripts", () => {
  it('are bundled for the browser: the small ones inline, the playground a file named by its hash', async () => {
    const tabs = await buildPageScript('api-tabs');
    expect(tabs.file).toBeUndefined();
    expect(tabs.script.code).toContain('customElements.define("mk-api-tabs"');
    expect(Buffer.byteLength(tabs.script.code!)).toBeLessThanOrEqual(INLINE_LIMIT);
    // TypeScript compiled away, nothing imported at run time.
    expect(tabs.script.code).not.toMatch(/\bimport\b|as HTMLElement/);
    const playground = await buildPageScript('playground');
    expect(playground.script.src).toMatch(/^\/_astro\/playground\.[0-9a-f]{12}\.js$/);
    expect(playground.file?.href).toBe(playground.script.src);
    expect(playground.file!.js).toContain('"mk-playground"');
    expect(playground.file!.js).not.toMatch(/^import\s*[\w{*"]/m);
  });

  it('are bundled once each, and a build writes only the files its pages link', async () => {
    const build = usePageScripts('build');
    const tabs = await pageScript('api-tabs');
    expect(scriptElement(tabs)).toBe(`<script type="module">${tabs.code}</script>`);
    expect(build.written()).toEqual([]);
    const playground = await pageScript('playground');
    expect(scriptElement(playground)).toBe(`<script type="module" src="${playground.src}"></script>`);
    expect(build.written().map((file) => file.href)).toEqual([playground.src]);
    expect((await pageScript('playground')).src).toBe(playground.src);
    expect(build.written()).toHaveLength(1);
  });

  it("are the modules' own files in the dev server", async () => {
    usePageScripts('dev');
    const entry = fileURLToPath(new URL('../../src/client/prompt.ts', import.meta.url));
    expect(await pageScript('prompt')).toEqual({ src: `/@fs${entry}` });
  });
});
