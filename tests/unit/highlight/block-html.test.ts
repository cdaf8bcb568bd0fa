import { existsSync } from 'node:fs';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS, DEFAULT_DOCS_JSON_CORPUS } from '../../../scripts/build-corpus.ts';
import type { SiteConfig } from '../../../src/config/site/types.ts';
import { setHighlightCacheEnabled } from '../../../src/integration/markdown/highlight-cache.ts';
import { highlightBlock, highlightBlockWithShiki, resolveLanguage } from '../../../src/integration/markdown/highlighter.ts';
import { currentSiteConfig, setCurrentSiteConfig } from '../../../src/integration/site-config.ts';
import { corpusBlocks } from './corpus-blocks.ts';

// A block's HTML is written straight from the tokenizer's tokens (block-html.ts), not from
// shiki's tree. Readers must get the HTML of the tree: the same token boundaries, whitespace
// and same-colour merging, palette classes and pair elements, and the styles kept for italics,
// bold and colours outside the palette.

const SAMPLES: [string, string][] = [
  ['ts', 'export async function load(id: number): Promise<User> {\n  // cached  \n  const user = await db.get(`user:${id}`);\n\n  return user ?? { id, name: "none" };\n}'],
  ['bash', 'curl -X POST "https://api.example.com/v1/items?a=1&b=2" \\\n  -H "Authorization: Bearer $TOKEN" -d \'{"a": 1}\' # send <it>'],
  ['json', '{\n  "id": 42,\n    "tags": ["a", "b"],\n  "ok": true,\n  "none": null\n}\n'],
  ['python', '@dataclass\nclass Item:\n    """Doc."""\n    name: str = "x"  # comment\n    def total(self) -> int:\n        return sum(i * 2 for i in range(10))'],
  ['html', '<!doctype html>\n<style>body { color: #333 }</style>\n<script>const a = 1 < 2 && "b";</script>\n<a href="/x" class="y">link &amp; more</a>'],
  ['markdown', '# Title\n\n*em* **strong** `code` ~~gone~~ [link](/x)\n\n```js\nconst a = 1;\n```\n\n> quote'],
  ['diff', '--- a/file\n+++ b/file\n@@ -1,2 +1,2 @@\n-old line\n+new line\n context'],
  ['yaml', 'name: site\nitems:\n  - id: 1 # first\n    on: true\n  - "quoted"\r\n  - windows line'],
  ['text', 'plain <text> & more\n\n   indented'],
  ['ts', ''],
];

/** Theme pairs as sites set them: the default, a pair with italics and bold, one theme whose colours are CSS variables. */
const THEMES: (SiteConfig['styling']['codeblocks'] | undefined)[] = [
  undefined,
  { light: 'one-light', dark: 'dracula' },
  { light: 'github-light', dark: 'monokai' },
  { light: 'css-variables', dark: 'css-variables' },
];

let before: SiteConfig | undefined;
beforeAll(() => {
  before = currentSiteConfig();
  setHighlightCacheEnabled(false);
});
afterAll(() => {
  setCurrentSiteConfig('', before);
  setHighlightCacheEnabled(true);
});

function useThemes(codeblocks: SiteConfig['styling']['codeblocks'] | undefined): void {
  setCurrentSiteConfig('block-html-test', codeblocks ? ({ styling: { codeblocks } } as SiteConfig) : undefined);
}

describe("a block's HTML written from its tokens", () => {
  it("is the HTML of shiki's tree, line by line, in every theme pair", async () => {
    for (const themes of THEMES) {
      useThemes(themes);
      for (const [lang, code] of SAMPLES) {
        const lines = await highlightBlock(code, lang);
        expect(lines, `${JSON.stringify(themes)} ${lang}`).toEqual(await highlightBlockWithShiki(code, lang));
      }
    }
  }, 60_000);

  it('keeps the styles of italic and bold tokens and colours tokens with the palette', async () => {
    useThemes({ light: 'one-light', dark: 'dracula' });
    const html = (await highlightBlock(SAMPLES[3]![1], 'python')).join('\n');
    expect(html).toMatch(/<span style="[^"]*--shiki-dark-font-style:italic/);
    useThemes(undefined);
    const plain = (await highlightBlock(SAMPLES[0]![1], 'ts')).join('\n');
    // Neighbours of one colour are one element, the space before a token is in it.
    expect(plain).toMatch(/^<mk-\d+>export async function<\/mk-\d+><mk-\d+> load<\/mk-\d+>/);
    expect(plain).toMatch(/<\/mk-(\d+)>&#x3C;<mk-\1>User<\/mk-\1>> \{/);
  });

  it('is read back by an HTML parser as it was written (Markdown pages skip the parse)', async () => {
    useThemes(undefined);
    for (const [lang, code] of SAMPLES) {
      const html = `<code>${(await highlightBlock(code, lang)).join('\n')}</code>`;
      expect(toHtml(fromHtml(html, { fragment: true })), lang).toBe(html);
    }
  });
});

const corpora = [DEFAULT_CORPUS, DEFAULT_DOCS_JSON_CORPUS].filter((folder) => existsSync(folder));

describe.skipIf(!corpora.length)('the real sites’ code blocks written from their tokens', () => {
  it("are the HTML of shiki's tree, and read back unchanged", { timeout: 300_000 }, async () => {
    // Every distinct block, with the grammar a build gives it.
    const blocks = corpusBlocks(corpora, (fence) => resolveLanguage(fence).grammar);
    expect(blocks.length).toBeGreaterThan(1000);
    for (const themes of [undefined, { light: 'one-light', dark: 'dracula' }]) {
      useThemes(themes);
      for (const [grammar, code] of blocks) {
        const lines = await highlightBlock(code, grammar);
        expect(lines, `${grammar}: ${code.slice(0, 60)}`).toEqual(await highlightBlockWithShiki(code, grammar));
        if (themes) continue;
        const html = `<code>${lines.join('\n')}</code>`;
        expect(toHtml(fromHtml(html, { fragment: true })), `${grammar}: ${code.slice(0, 60)}`).toBe(html);
      }
    }
  });
});
