import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageScriptOnce } from '../../src/integration/page-script-link.ts';
import { buildPageScript, INLINE_LIMIT, usePageScripts } from '../../src/integration/page-scripts.ts';

// The browser scripts the frame's components add to the pages that show them (API tabs, the
// playground, <Prompt>), bundled by Mintaka: once per page, inline when small.

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

  it('come once per page, however many components ask, and a build writes only the files its pages link', async () => {
    const build = usePageScripts('build');
    const page = {};
    const first = await pageScriptOnce(page, 'api-tabs');
    expect(first?.code).toContain('mk-api-tabs');
    expect(pageScriptOnce(page, 'api-tabs')).toBeUndefined();
    expect(build.written()).toEqual([]);
    const playground = await pageScriptOnce(page, 'playground');
    expect(build.written().map((file) => file.href)).toEqual([playground!.src]);
    // Another page gets them again; the bundle is made once.
    expect((await pageScriptOnce({}, 'playground'))?.src).toBe(playground!.src);
    expect(build.written()).toHaveLength(1);
  });

  it("are the modules' own files in the dev server", async () => {
    usePageScripts('dev');
    const entry = fileURLToPath(new URL('../../src/client/prompt.ts', import.meta.url));
    expect(await pageScriptOnce({}, 'prompt')).toEqual({ src: `/@fs${entry}` });
  });
});
