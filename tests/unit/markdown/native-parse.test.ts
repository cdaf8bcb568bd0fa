import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { hasNativeMdxParser, hasNativeParser, parseMdxNatively, remarkNativeParse } from '../../../src/core/markdown/native-parse.ts';
import { parseMdxTree } from '../../../src/integration/markdown/check-mdx.ts';

// Markdown pages are parsed by satteri (native-parse.ts) instead of micromark. Every plugin
// after the parse, the Markdown copies and error positions rely on the tree being the one
// micromark makes: the same nodes, values and positions, for what writers put in pages.
const DOCUMENTS: Record<string, string> = {
  prose: '# Title\n\nSome *emphasis*, **strong**, `code`, ~~struck~~ and a [link](https://example.com "t").\n\n> Quote\n> more\n\n---\n\nLine with trailing spaces  \nnext line\\\nlast',
  lists: '- a\n- b\n  - nested\n    1. one\n    2. two\n\n* [ ] todo\n* [x] done\n\n3. starts at three\n4. four\n\n- loose\n\n- list',
  code: '```ts title="a.ts" {1,3}\nconst a = 1;\n```\n\n~~~\ntilde\n~~~\n\n    indented code\n\n````md\n```\nnested\n```\n````',
  tables: '| Left | Center | Right |\n| :--- | :----: | ----: |\n| a | `b \\| c` | **d** |\n| e |\n\nText | not | a table',
  html: '<div align="center">\n  <img src="/logo.png" alt="Logo" />\n</div>\n\n<!-- a comment -->\n\nInline <kbd>Ctrl</kbd> and <br> tags.\n\n<details>\n<summary>More</summary>\n\nInside **details**.\n\n</details>',
  links: 'Autolinks: https://example.com/path?q=1, www.example.com, <https://x.dev>, mail@example.com.\n\n[ref link][id] and ![image][img]\n\n[id]: https://example.com/ref "Ref"\n[img]: ./image.png',
  footnotes: 'Text with a note[^1] and another[^long].\n\n[^1]: The note.\n[^long]:\n    Indented paragraph\n\n    of the note.',
  math: 'Inline $E = mc^2$ and $$x$$, a price of \\$5.\n\n$$\n\\int_0^1 x\\,dx\n$$\n\n$$ meta\na\n$$',
  unicode: '# Café ☕ 日本語\n\nEmoji 👩‍💻 and “quotes” — dashes… Ünïcödé **粗体** [链接](/文档)\n\n| 列 | 🚀 |\n| -- | -- |\n| 値 | ✓ |',
  lineEndings: '# Windows\r\n\r\nLine one\r\nLine two\r\n\r\n- item\r\n- item\r\n\r\n```js\r\nlet a;\r\n```\r\n',
  tabs: '-\tTab item\n\n\tTab code\n\n>\tquote with tab\n\n| a\t| b |\n|---|---|\n| \t1 | 2 |',
  edge: 'Setext\n===\n\n***bold italic*** _under_ __strong__\n\n\\*not emphasis\\* &amp; &copy; &#35; &nbsp;\n\n[empty]() [](/x)\n\n* * *\n\nend without newline',
};

function parseWith(native: boolean, document: string, math = true) {
  const processor = unified().use(remarkParse).use(remarkGfm);
  if (native) processor.use(remarkNativeParse, { math });
  return (math ? processor.use(remarkMath) : processor).parse(document);
}

describe('Markdown parsed natively', () => {
  it('is parsed by satteri on this machine', () => {
    expect(hasNativeParser).toBe(true);
  });

  for (const [name, document] of Object.entries(DOCUMENTS)) {
    it(`is the tree micromark makes: ${name}`, () => {
      expect(parseWith(true, document)).toEqual(parseWith(false, document));
      // OpenAPI descriptions: no math, dollars are text.
      expect(parseWith(true, document, false)).toEqual(parseWith(false, document, false));
    });
  }
});

describe('MDX imports parsed natively', () => {
  // satteri gives an import block no program; the one added (acorn's, placed in the page) must
  // read as micromark's does: what the validation and the plugins read of it, statement by
  // statement (kind, names, source, where it starts).
  const statements = (tree: { children: { type: string; data?: { estree?: { body: Record<string, unknown>[] } } }[] }) =>
    tree.children
      .filter((node) => node.type === 'mdxjsEsm')
      .flatMap((node) => node.data!.estree!.body)
      .map((statement) => ({
        type: statement.type,
        start: (statement.loc as { start: unknown }).start,
        source: (statement.source as { value?: unknown } | undefined)?.value,
        names: ((statement.specifiers as { type: string; local: { name: string } }[] | undefined) ?? []).map((s) => `${s.type}:${s.local.name}`),
      }));

  it.runIf(hasNativeMdxParser)('are the statements micromark makes, where it makes them', () => {
    const document = '   \n    \n   \nimport Intro from "/snippets/intro.mdx";\nimport { A, B as C } from "./x.mdx"; // note\n\n# Title\n\nimport Later from \'/snippets/later.mdx\'\n\n<Intro />\n';
    const native = parseMdxNatively(document);
    const micromark = parseMdxTree(document, '/docs/page.mdx');
    expect(micromark.ok).toBe(true);
    expect(statements(native as never)).toEqual(statements((micromark as unknown as { tree: never }).tree));
    expect(statements(native as never)).toHaveLength(3);
  });
});
