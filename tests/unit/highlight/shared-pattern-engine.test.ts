import { existsSync } from 'node:fs';
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter, type RegexEngine } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS, DEFAULT_DOCS_JSON_CORPUS } from '../../../scripts/build-corpus.ts';
import { sharedPatternEngine } from '../../../src/integration/markdown/shared-pattern-engine.ts';
import { corpusBlocks } from './corpus-blocks.ts';

// Code blocks are highlighted with each distinct regular expression compiled once per thread
// (shared-pattern-engine.ts) rather than once per grammar rule. Readers must get the tokens
// shiki's own engine gives: the same match for every search, hence the same scopes and colours.

const onig = () => createOnigurumaEngine(import('shiki/wasm'));

/** Every search a scanner of these patterns can be asked on these strings, in order and out of it. */
async function expectSameMatches(patterns: string[], strings: string[]): Promise<void> {
  const base = await onig();
  const shared = sharedPatternEngine(await onig());
  const expected = base.createScanner(patterns);
  const actual = shared.createScanner(patterns);
  for (const text of strings) {
    const baseString = base.createString(text);
    const sharedString = shared.createString(text);
    const starts = [...Array(text.length + 1).keys()];
    // Left to right, as the tokenizer searches a line; then backwards and again (no stale answer).
    for (const options of [0, 1, 2, 4, 7]) {
      for (const start of [...starts, ...starts.toReversed(), ...starts]) {
        expect(actual.findNextMatchSync(sharedString, start, options), `${JSON.stringify(text)} from ${start}, options ${options}`).toEqual(expected.findNextMatchSync(baseString, start, options));
      }
    }
    expect(actual.findNextMatchSync(text, 1, 0)).toEqual(expected.findNextMatchSync(text, 1, 0));
  }
}

describe('a scanner whose patterns are compiled one by one', () => {
  it('answers with the match that starts first, and of those the first pattern listed', async () => {
    await expectSameMatches(['b+', 'a', 'ab', '(a)(b)?', 'c|$'], ['abab', 'xxab', 'bbb a', '', 'cab']);
  });

  it('answers as oniguruma for \\G, \\A, lookbehinds, back-references and empty matches', async () => {
    await expectSameMatches(['\\Ga', '(?<=a)b', '\\Ab', '(["\'])x\\1', '(?=b)', '^\\s*$', '\\bc\\b'], ['abab', 'b"x"', "ab'x'c", '   ', 'c c']);
  });

  it('counts positions in UTF-16 code units, as the engine does', async () => {
    await expectSameMatches(['é+', '\\p{L}+', '😀', '\\d'], ['aéé1', '😀é2😀', 'ß9']);
  });

  it('answers as oniguruma where a pattern needs literals the rest of the line may lack (pattern-literals.ts)', async () => {
    await expectSameMatches(
      ['\\b(lambda|def)\\b', '(?=\\s*async)\\w+', '(["\'])', '\\Gend', 'ab+c', '😀x', '(?<=if )x'],
      ['lambda x: def', 'x = "a" if \'b\'', '  async  f', 'endend', 'abbbc abc ac', 'é😀x😀', 'if x if y', ''],
    );
  });

  it('compiles each distinct pattern once, however many scanners list it', async () => {
    const base = await onig();
    const compiled: string[] = [];
    const counting: RegexEngine = { createString: (text) => base.createString(text), createScanner: (patterns) => (compiled.push(...patterns.map(String)), base.createScanner(patterns)) };
    const highlighter = await createHighlighter({ themes: ['github-dark'], langs: ['ts'], engine: sharedPatternEngine(counting) });
    highlighter.codeToTokensBase('export const a = async (x: number): Promise<string> => `${x}` as const; // done', { lang: 'ts', theme: 'github-dark' });
    expect(compiled.length).toBeGreaterThan(50);
    expect(new Set(compiled).size).toBe(compiled.length);
  });
});

/** Tokens with their scopes: what a difference in any match would change. */
const tokens = (highlighter: Highlighter, code: string, lang: string) =>
  highlighter.codeToTokensBase(code, { lang: lang as BundledLanguage, theme: 'github-dark', includeExplanation: 'scopeName', tokenizeTimeLimit: 10_000 });

async function expectSameTokens(blocks: [string, string][]): Promise<void> {
  const languages = [...new Set(blocks.map(([lang]) => lang))];
  const expected = await createHighlighter({ themes: ['github-dark'], langs: languages, engine: onig() });
  const actual = await createHighlighter({ themes: ['github-dark'], langs: languages, engine: onig().then(sharedPatternEngine) });
  for (const [lang, code] of blocks) expect(tokens(actual, code, lang), `${lang}: ${code.slice(0, 60)}`).toEqual(tokens(expected, code, lang));
}

describe('code highlighted with patterns compiled once', () => {
  it("gives shiki's tokens in languages that embed others, match across lines or refer back", async () => {
    await expectSameTokens([
      ['html', '<!doctype html>\n<style>body { color: #333 }</style>\n<script>const a = `${1}` + "b";</script>\n<a href="/x">link</a>'],
      ['vue', '<template>\n  <div :class="{ a: b }" @click="go(1)">{{ name }}</div>\n</template>\n<script setup lang="ts">\nconst name = ref<string>("x");\n</script>\n<style scoped>.a { color: red }</style>'],
      ['markdown', '# Title\n\n```ts\nconst a: number = 1;\n```\n\n```python\nprint("x")\n```\n\n> *quote*'],
      ['bash', 'cat <<EOF > file\nline $HOME\nEOF\necho "done" # ok\nfor i in 1 2; do echo $i; done'],
      ['tsx', 'export function A({ b }: { b: string }) {\n  return <div className="x">{b.map((c) => <span key={c}>{c}</span>)}</div>;\n}'],
      ['python', 'x = f"{a!r:>10}"\ns = """\nimport os\n"""\n@dataclass\nclass A:\n    b: int = 0'],
      ['php', '<?php\n$a = <<<EOT\nhello $b\nEOT;\necho "x{$c}";\n?>\n<p>html</p>'],
      ['ruby', 'x = <<~SQL\n  SELECT 1\nSQL\nputs "#{x}"'],
      ['mdx', 'import A from "./a";\n\n# Hi {1 + 1}\n\n<Card title="x">\n  **b**\n</Card>'],
    ]);
  });
});

const corpora = [DEFAULT_CORPUS, DEFAULT_DOCS_JSON_CORPUS].filter((folder) => existsSync(folder));

describe.skipIf(!corpora.length)('the real sites’ code blocks highlighted with patterns compiled once', () => {
  // Every distinct block of both corpora highlighted twice: 155 s beside a bench run, and a
  // full run of the unit tests on two cores failed it at 180 s.
  it("are shiki's tokens, block by block", { timeout: 420_000 }, async () => {
    // Every distinct block in a language shiki knows.
    const blocks = corpusBlocks(corpora, (fence) => (fence.toLowerCase() in bundledLanguages ? fence.toLowerCase() : undefined));
    expect(blocks.length).toBeGreaterThan(1000);
    await expectSameTokens(blocks);
  });
});
