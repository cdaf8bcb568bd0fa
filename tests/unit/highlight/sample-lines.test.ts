import { toHtml } from 'hast-util-to-html';
import type { Element } from 'hast';
import { createHighlighter } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { compactTokenColors, loadCodePalette } from '../../../src/integration/code-colors.ts';
import { CODE_THEMES } from '../../../src/integration/markdown/code-themes.ts';
import { highlightSample } from '../../../src/integration/markdown/highlighter.ts';

// API samples are written line by line (highlighter.ts: the first of a grammar through shiki's
// tree of each distinct line, the others from their tokens, block-html.ts; the tokens of a line
// kept for every sample that has it after the same state). A reader must get the HTML of
// shiki's tree of the whole block all the same: templates that repeat lines in other states
// (inside a string, a comment, a nested block), empty lines, indentation.
const SAMPLES: [string, string][] = [
  ['javascript', 'const options = {\n  method: "POST",\n  headers: {"Content-Type": "application/json"},\n\n  body: JSON.stringify({a: 1})\n};\nfetch(url, options);'],
  ['javascript', 'const text = `\n  method: "POST",\n  headers: {"Content-Type": "application/json"},\n`;\n/*\nfetch(url, options);\n*/\nfetch(url, options);'],
  ['python', 'import requests\n\nurl = "https://api.example.com/repos"\n\nresponse = requests.post(url)\nprint(response.json())'],
  ['python', 'doc = """\nimport requests\n\nurl = "https://api.example.com/repos"\n"""\nimport requests\n\n\nprint(response.json())'],
  ['bash', 'curl --request POST \\\n  --url https://api.example.com/repos \\\n  --header \'Authorization: Bearer <token>\''],
  ['json', '{\n  "id": 1,\n  "owner": {\n    "id": 1,\n    "login": "octocat"\n  },\n  "login": "octocat"\n}'],
  ['json', '[\n  {\n    "id": 1,\n    "login": "octocat"\n  }\n]'],
  ['java', 'HttpRequest request = HttpRequest.newBuilder()\n    .uri(URI.create("https://api.example.com"))\n    .build();\n'],
  // A body written on one line, longer than samples highlight (2,000 characters): plain, and
  // the lines after it highlighted as usual.
  ['javascript', `const body = "${'eyJhbGciOiJIUzI1NiJ9'.repeat(120)}";\nfetch(url, { body });`],
];

describe('API samples highlighted line by line', () => {
  beforeAll(() => {
    process.env.MINTAKA_HIGHLIGHT_CACHE = 'off';
  });

  it('are the HTML of the whole block highlighted at once', async () => {
    const highlighter = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: [...new Set(SAMPLES.map(([lang]) => lang))] });
    const palette = await loadCodePalette(CODE_THEMES);
    const whole = (code: string, lang: string): string => {
      const root = highlighter.codeToHast(code, { lang, themes: CODE_THEMES, defaultColor: false, mergeSameStyleTokens: true, tokenizeMaxLineLength: 2_000 });
      const pre = root.children[0] as Element;
      compactTokenColors(pre, palette);
      return toHtml(pre);
    };
    // Twice over, the second time in reverse: lines met before in other samples and states.
    for (const [lang, code] of [...SAMPLES, ...[...SAMPLES].reverse().map(([lang, code]): [string, string] => [lang, `${code}\n`])]) {
      expect(await highlightSample(code, lang), code).toBe(whole(code, lang));
    }
  });

  it('leave a line of more than 2,000 characters in the plain colour, and colour the rest', async () => {
    const html = await highlightSample(SAMPLES.at(-1)![1], 'javascript');
    const [long, next] = html.split('\n');
    expect(long).toContain('<span>const body = "eyJ');
    expect(long).not.toMatch(/class="l\d|<mk-/);
    // A token coloured by a pair of the two themes' colours is that pair's element.
    expect(next).toMatch(/<mk-(\d+)>fetch<\/mk-\1>/);
  });
});
