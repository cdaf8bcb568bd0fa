import { createHighlighter, type RegexEngine, type ShikiTransformer } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it } from 'vitest';
import { fullTokenization } from '../../../src/integration/markdown/tokenize-time-limit.ts';

// Shiki gives up on a line after 500 ms and colours the rest of it as its last token. A build
// under load (a cold grammar, a busy machine) then wrote `1;` in the number's colour in one
// theme and not the other, and two builds of the same page differed. Astro's <Code> component
// (which <CodeBlock> renders with) takes no time limit; the transformer sets Mintaka's.

/** Oniguruma, but the first search past `from` on a line takes `ms` (a grammar compiling under load). */
async function slowEngine(from: number, ms: number): Promise<RegexEngine> {
  const engine = await createOnigurumaEngine(import('shiki/wasm'));
  let slowed = false;
  return {
    createString: (text) => engine.createString(text),
    createScanner(sources) {
      const scanner = engine.createScanner(sources);
      return {
        findNextMatchSync(string, start, options) {
          if (!slowed && start >= from) {
            slowed = true;
            const until = Date.now() + ms;
            while (Date.now() < until);
          }
          return scanner.findNextMatchSync(string, start, options);
        },
        dispose: () => scanner.dispose?.(),
      };
    },
  };
}

/** The light and dark colour of each token of `const a = 1;`, highlighted as <CodeBlock> does. */
async function tokenColors(transformers: ShikiTransformer[]): Promise<string[]> {
  const highlighter = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: ['javascript'], engine: slowEngine('const a = 1'.length, 600) });
  const hast = highlighter.codeToHast('const a = 1;', { lang: 'javascript', themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false, transformers });
  const line = (hast.children[0] as { children: { children: { children: { properties: { style?: string }; children: { value: string }[] }[] }[] }[] }).children[0]!.children[0]!;
  return line.children.map((token) => `${token.children[0]!.value} ${token.properties.style ?? ''}`);
}

describe("shiki's time limit on a line", () => {
  it('is lifted for <CodeBlock>: a slow line is highlighted to its end in both themes', async () => {
    expect(await tokenColors([fullTokenization])).toEqual([
      'const --shiki-light:#D73A49;--shiki-dark:#F97583',
      ' a --shiki-light:#005CC5;--shiki-dark:#79B8FF',
      ' = --shiki-light:#D73A49;--shiki-dark:#F97583',
      ' 1 --shiki-light:#005CC5;--shiki-dark:#79B8FF',
      '; --shiki-light:#24292E;--shiki-dark:#E1E4E8',
    ]);
  });

  it("left at shiki's default, colours the rest of the cut line as its last token, in one theme only", async () => {
    // What a CI run once wrote into a page: `;` in the number's light colour.
    expect((await tokenColors([])).at(-1)).toBe('; --shiki-light:#005CC5;--shiki-dark:#E1E4E8');
  });
});
