import { createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES } from '../../../src/integration/markdown/code-themes.ts';
import { codeToHastOnePass } from '../../../src/integration/markdown/one-pass-tokens.ts';

// Code blocks are tokenized once for both themes (one-pass-tokens.ts); readers must get the
// colours shiki gives them when it tokenizes once per theme. Samples mix what changes colour
// across themes: keywords, strings, comments, embedded languages, italics, diff lines.
// Shiki leaves the rest of a line plain when tokenizing it takes over 500 ms, which a loaded
// machine reaches (the fresh-clone suite failed here with the rest of a line in one token):
// both sides get the build's limit (highlighter.ts), so they differ only by the method.
const TIME_LIMIT = { tokenizeTimeLimit: 10_000 } as const;

const SAMPLES: Record<string, string> = {
  ts: 'export async function load(id: number): Promise<User> {\n  // cached\n  const user = await db.get(`user:${id}`);\n  return user ?? { id, name: "none" };\n}',
  bash: 'curl -X POST "https://api.example.com/v1/items" \\\n  -H "Authorization: Bearer $TOKEN" -d \'{"a": 1}\' # send',
  json: '{\n  "id": 42,\n  "tags": ["a", "b"],\n  "ok": true,\n  "none": null\n}',
  python: '@dataclass\nclass Item:\n    """Doc."""\n    name: str = "x"  # comment\n    def total(self) -> int:\n        return sum(i * 2 for i in range(10))',
  html: '<!doctype html>\n<style>body { color: #333 }</style>\n<script>const a = 1 + "b";</script>\n<a href="/x" class="y">link</a>',
  markdown: '# Title\n\n*em* **strong** `code`\n\n```js\nconst a = 1;\n```\n\n> quote',
  diff: '--- a/file\n+++ b/file\n@@ -1,2 +1,2 @@\n-old line\n+new line\n context',
  yaml: 'name: site\nitems:\n  - id: 1 # first\n    on: true\n  - "quoted"',
};

describe('code highlighted with one tokenization for both themes', () => {
  it('is the tree shiki makes with one tokenization per theme', async () => {
    const highlighter = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: Object.keys(SAMPLES) });
    for (const [lang, code] of Object.entries(SAMPLES)) {
      const options = { lang, themes: CODE_THEMES, defaultColor: false as const, mergeSameStyleTokens: true, ...TIME_LIMIT };
      expect(codeToHastOnePass(highlighter, code, options), lang).toEqual(highlighter.codeToHast(code, options));
    }
  });

  it('colours a repeated line by what comes before it, as shiki does', async () => {
    // Lines are tokenized once per state before them (one-pass-tokens.ts): the same line in a
    // string, in a comment and in code must still get each its own colours.
    const blocks: [string, string][] = [
      ['ts', 'const a = 1; // x'],
      ['ts', 'const s = `\nconst a = 1; // x\n`;\nconst a = 1; // x'],
      ['ts', '/*\nconst a = 1; // x\n*/\nconst a = 1; // x'],
      ['markdown', '```ts\nconst a = 1; // x\n```\nconst a = 1; // x'],
      ['python', 'x = """\nimport os\n"""\nimport os'],
      ['python', 'import os\nimport os'],
    ];
    const highlighter = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['ts', 'markdown', 'python'] });
    for (const [lang, code] of [...blocks, ...blocks.reverse()]) {
      const options = { lang, themes: CODE_THEMES, defaultColor: false as const, mergeSameStyleTokens: true, ...TIME_LIMIT };
      expect(codeToHastOnePass(highlighter, code, options), code).toEqual(highlighter.codeToHast(code, options));
    }
  });
});
