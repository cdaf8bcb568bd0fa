import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { bundledLanguages, createHighlighter, type Highlighter } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { compactTokenColors, loadCodePalette, type CodePalette } from '../code-colors.ts';
import { blockLinesHtml, plainLinesHtml } from './block-html.ts';
import { cacheKey } from './cache-location.ts';
import { embeddedLanguagesToLoad } from './embedded-languages.ts';
import { readCachedBlock, writeCachedBlock } from './highlight-cache.ts';
import { codeThemes, type CodeThemes } from './code-themes.ts';
import { codeToHastOnePass, renderLinesOnePass } from './one-pass-tokens.ts';
import { sharedPatternEngine } from './shared-pattern-engine.ts';
import { keepPacked, readPacked } from './thread-packs.ts';
import { TOKENIZE_TIME_LIMIT_MS } from './tokenize-time-limit.ts';

/** Names writers use for plain text: no highlighting and no warning. */
const PLAIN = new Set(['', 'text', 'plaintext', 'plain', 'txt', 'output', 'none', 'raw', 'nohighlight']);

/** Common names shiki does not know, mapped to a grammar that fits. */
const ALIASES: Record<string, string> = { gradle: 'groovy', env: 'dotenv', curl: 'bash', terminal: 'shellsession' };

export interface ResolvedLanguage {
  /** The grammar used ('text' for plain text). */
  grammar: string;
  /** false when the fence names a language that no grammar covers. */
  known: boolean;
}

/** A language name, if shiki has a grammar for it. */
function grammarFor(name: string): string | undefined {
  const grammar = ALIASES[name] ?? name;
  return grammar in bundledLanguages ? grammar : undefined;
}

/**
 * Maps a fence's language (any case: ```` ```YAML ````) to a shiki grammar. Writers also put a
 * file name where the language goes (```` ```.env.example ````, ```` ```main.py ````): its
 * extension, else its first part (`.env.production` is a dotenv file), names the grammar.
 */
export function resolveLanguage(language: string): ResolvedLanguage {
  const lang = language.trim().toLowerCase();
  if (PLAIN.has(lang)) return { grammar: 'text', known: true };
  const grammar = grammarFor(lang);
  if (grammar) return { grammar, known: true };
  const parts = lang.split('.').filter(Boolean);
  if (lang.includes('.') && parts.length) {
    const fromName = grammarFor(parts.at(-1)!) ?? grammarFor(parts[0]!);
    if (fromName) return { grammar: fromName, known: true };
  }
  return { grammar: 'text', known: false };
}

const require = createRequire(import.meta.url);
// Part of the cache key: another shiki version may highlight the same code differently.
const shikiVersion = (require('shiki/package.json') as { version: string }).version;

/**
 * Oniguruma's WebAssembly, read from shiki's own file of it. Its default, the module
 * `shiki/wasm`, holds the same bytes gzipped in base64, and decoding them took 0.1 s of every
 * thread that highlights (a build's main thread and each render worker, the dev server's first
 * page with code) where reading the file takes a millisecond. Given as an instantiator: handed
 * the bytes, shiki first asks whether they are a fetch `Response`, and that first mention of
 * `Response` loads Node's fetch (undici), 50 to 90 ms of a render worker that never fetches.
 */
export function onigurumaWasm(): Parameters<typeof createOnigurumaEngine>[0] {
  const bytes = onigurumaWasmFile();
  if (!bytes) return import('shiki/wasm');
  return { instantiator: (imports) => WebAssembly.instantiate(bytes, imports) };
}

/** shiki's file of Oniguruma's WebAssembly; undefined if this shiki has none. */
export function onigurumaWasmFile(): Buffer | undefined {
  try {
    return readFileSync(join(dirname(require.resolve('shiki/package.json')), 'dist/onig.wasm'));
  } catch {
    return undefined;
  }
}

const KEY = Symbol.for('mintaka.shiki');

interface Highlighters {
  /** Shiki's default engine (oniguruma), each distinct pattern compiled once (shared-pattern-engine.ts), for every highlighter of the thread. */
  engine: ReturnType<typeof createOnigurumaEngine>;
  /** The highlighter of most grammars. */
  shared: Promise<Highlighter> | undefined;
  /** Those of grammars that embed languages on request, by grammar and the embedded languages loaded (highlighterFor). */
  own: Map<string, Promise<Highlighter>>;
  /** The themes last made sure of in each highlighter. */
  themes: WeakMap<Highlighter, CodeThemes>;
}

/** This thread's highlighters (one store per process: Astro loads this module twice, for its config and in Vite). */
function highlighters(): Highlighters {
  const store = globalThis as unknown as Record<symbol, Highlighters | undefined>;
  return (store[KEY] ??= {
    engine: createOnigurumaEngine(onigurumaWasm()).then(sharedPatternEngine),
    shared: undefined,
    own: new Map(),
    themes: new WeakMap(),
  });
}

/**
 * Highlighters made on first use, grammars loaded as blocks need them (loading all takes
 * seconds), and themes too: a theme chosen while `mintaka dev` runs (mint.json's `codeBlock`,
 * docs.json's `styling.codeblocks`) is loaded into the highlighter made for the first ones.
 */
async function withThemes(made: Promise<Highlighter>): Promise<Highlighter> {
  const highlighter = await made;
  const { themes } = highlighters();
  const current = codeThemes();
  // codeThemes() gives the same object until the setting changes: checked once per setting.
  if (themes.get(highlighter) !== current) {
    const loaded = highlighter.getLoadedThemes();
    const missing = [...new Set(Object.values(current))].filter((theme) => !loaded.includes(theme));
    if (missing.length) await highlighter.loadTheme(...(missing as Parameters<Highlighter['loadTheme']>));
    themes.set(highlighter, current);
  }
  return highlighter;
}

const onePassOptions = () => ({ themes: codeThemes(), defaultColor: false, mergeSameStyleTokens: true, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS }) as const;

/** The highlighter for a block of `code` in `grammar`, with the grammar and the site's code themes loaded. */
async function highlighterFor(grammar: string, code: string): Promise<Highlighter> {
  const store = highlighters();
  const make = () => createHighlighter({ themes: [...new Set(Object.values(codeThemes()))], langs: [], engine: store.engine });
  // A grammar that embeds languages on request gets a highlighter per set of them (embedded-languages.ts).
  const embeds = grammar === 'text' ? undefined : await embeddedLanguagesToLoad(grammar, code);
  let made: Promise<Highlighter>;
  if (embeds) {
    const key = [grammar, ...embeds].join(' ');
    made = store.own.get(key) ?? make();
    store.own.set(key, made);
  } else made = store.shared ??= make();
  const highlighter = await withThemes(made);
  // The embedded languages first, on their own: shiki compiles a grammar again for each language
  // it embeds on request that is loaded after it, and loaded together, the grammar counts as
  // loaded already (Markdown's block was compiled six times, 0.1 s).
  const load = (ids: readonly string[]) => {
    const missing = ids.filter((id) => !highlighter.getLoadedLanguages().includes(id));
    return missing.length ? highlighter.loadLanguage(...(missing as (keyof typeof bundledLanguages)[])) : undefined;
  };
  if (embeds) await load(embeds);
  if (grammar !== 'text') await load([grammar]);
  return highlighter;
}

/**
 * Shiki's `<pre>` for a block in both themes, from one tokenization (one-pass-tokens.ts: the
 * same tree as shiki's codeToHast), neighbouring tokens of the same colours merged and token
 * colours as palette classes (code-colors.ts: a third of the bytes).
 */
async function tokenizedPre(code: string, grammar: string, options: { tokenizeMaxLineLength?: number } = {}): Promise<Element> {
  const highlighter = await highlighterFor(grammar, code);
  return compactPre(codeToHastOnePass(highlighter, code, { ...onePassOptions(), ...options, lang: grammar }), grammar, await loadCodePalette(codeThemes()));
}

/** The `<pre>` of shiki's tree, its colours compacted. */
function compactPre(root: Root, grammar: string, palette: CodePalette): Element {
  const pre = root.children.find((node): node is Element => node.type === 'element' && node.tagName === 'pre');
  if (!pre) throw new Error(`shiki returned no <pre> for a ${grammar} block`);
  compactTokenColors(pre, palette);
  return pre;
}

/**
 * The version of the highlighted markup kept between builds (blocks and API samples alike):
 * it changes with the markup written (9: a block kept as its lines' HTML, not as a tree; 8:
 * grammars that embed languages on request highlighted on their own, where a kept Markdown
 * block may have HTML's colours or not, by the order its thread took pages in; 7: pair elements
 * `<mk-3>`, no `<pre>` style; 6: palette classes `l4 d5`, code-colors.ts). API samples had a
 * version of their own, not raised with the blocks', and a build kept samples written with the
 * classes before (`mk-l4`), which no stylesheet colours any more.
 */
const MARKUP_VERSION = 9;

/** The HTML inside each `<span class="line">` of shiki's `<pre>`. */
function linesOfPre(pre: Element): string[] {
  const code = pre.children.find((node): node is Element => node.type === 'element' && node.tagName === 'code');
  return (code?.children ?? []).flatMap((line) => (line.type === 'element' && line.tagName === 'span' ? [toHtml(line.children)] : []));
}

/**
 * A block's lines from shiki's tree (codeToHast, one tokenization for both themes), its colours
 * compacted: the way for grammars whose tokens block-html.ts does not resolve, and what its
 * lines must equal (the tests compare both on every block of the corpus).
 */
export async function highlightBlockWithShiki(code: string, grammar: string): Promise<string[]> {
  return linesOfPre(await tokenizedPre(code, grammar));
}

/**
 * Highlights a fenced block with both themes and returns the HTML inside each of shiki's
 * `<span class="line">`, token colours as palette classes (block-html.ts, written from the
 * tokens; shiki's tree where that cannot be). Shiki's attributes on the `<pre>` are the same on
 * every block of a site (the themes' colours in `style`, their names in `class`; the language is
 * the figure's `data-language`), so they are left to the palette's stylesheet: 190 bytes a
 * block. Each distinct language + code is highlighted once: results are cached in memory and on
 * disk across builds, as the lines joined by newlines (a line's HTML has none).
 */
export async function highlightBlock(code: string, grammar: string): Promise<string[]> {
  const key = cacheKey([`v${MARKUP_VERSION}`, shikiVersion, codeThemes().light, codeThemes().dark, grammar, code]);
  const cached = readCachedBlock(key);
  if (cached !== undefined) return cached.split('\n');
  const lines = await blockLines(code, grammar);
  writeCachedBlock(key, lines.join('\n'));
  return lines;
}

async function blockLines(code: string, grammar: string): Promise<string[]> {
  if (grammar === 'text') return plainLinesHtml(code);
  const highlighter = await highlighterFor(grammar, code);
  const written = blockLinesHtml(highlighter, code, grammar, codeThemes(), await loadCodePalette(codeThemes()), TOKENIZE_TIME_LIMIT_MS);
  return written ?? highlightBlockWithShiki(code, grammar);
}

/**
 * Sample lines longer than this are shown in the plain colour, as shiki leaves them with this
 * option (and editors do: VS Code stops at 20,000 characters). In samples they are data, a
 * request body or a token written on one line, and a grammar can take seconds on one: GitHub's
 * attestation samples have a 10,820-character line that took Java's 1.7 s and a 4,735-character
 * one that took JavaScript's 1 s, a tenth of a cold build. The sample as a whole stays
 * highlighted (a whole sample is left plain only above 30,000 characters: highlight.ts).
 */
const SAMPLE_OPTIONS = { tokenizeMaxLineLength: 2_000 };

/** Whether a line of `code` is at least `length` characters long. */
function hasLineOfAtLeast(code: string, length: number): boolean {
  if (code.length < length) return false;
  let start = 0;
  for (let end = code.indexOf('\n'); ; end = code.indexOf('\n', start)) {
    if ((end === -1 ? code.length : end) - start >= length) return true;
    if (end === -1) return false;
    start = end + 1;
  }
}

/** Sample lines' HTML, by their tokens (renderLinesOnePass). */
const lineHtml = new WeakMap<object, string>();
/** A sample's `<pre><code>` around its lines, by code palette (the themes) and grammar. */
const preWrappers = new WeakMap<CodePalette, Map<string, [string, string]>>();

/**
 * A sample's HTML, line by line: a site's samples are a few templates filled for each
 * operation, so most of their lines were tokenized and written already for another sample
 * (GitHub's: 163,000 lines, 19,000 distinct). The same HTML as the whole block's tree.
 */
async function sampleHtml(code: string, grammar: string): Promise<string> {
  const highlighter = await highlighterFor(grammar, code);
  if (grammar !== 'text') {
    const palette = await loadCodePalette(codeThemes());
    let wrappers = preWrappers.get(palette);
    if (!wrappers) preWrappers.set(palette, (wrappers = new Map()));
    // Once the grammar's <pre> is known, each line is written from its tokens (block-html.ts),
    // without a tree per distinct line: the same HTML, as the tests of block-html.ts pin it for
    // every block. Not a sample with a line shiki leaves plain, nor one split otherwise (\r).
    const known = wrappers.get(grammar);
    if (known && !code.includes('\r') && !hasLineOfAtLeast(code, SAMPLE_OPTIONS.tokenizeMaxLineLength)) {
      const written = blockLinesHtml(highlighter, code, grammar, codeThemes(), palette, TOKENIZE_TIME_LIMIT_MS);
      if (written) return known[0] + written.map((line) => `<span class="line">${line}</span>`).join('\n') + known[1];
    }
    const lines = renderLinesOnePass(highlighter, code, { ...onePassOptions(), ...SAMPLE_OPTIONS, lang: grammar }, lineHtml, (root) => {
      const pre = compactPre(root, grammar, palette);
      const codeElement = pre.children[0];
      if (pre.children.length !== 1 || codeElement?.type !== 'element' || codeElement.children.length !== 1) throw new Error(`shiki made an unexpected tree for a ${grammar} line`);
      if (!wrappers.has(grammar)) {
        const [start, end] = toHtml({ ...pre, children: [{ ...codeElement, children: [] }] }).split('<code></code>');
        wrappers.set(grammar, [`${start}<code>`, `</code>${end}`]);
      }
      return toHtml(codeElement.children[0]!);
    });
    const wrapper = wrappers.get(grammar);
    if (lines && wrapper) return wrapper[0] + lines.join('\n') + wrapper[1];
  }
  return toHtml(await tokenizedPre(code, grammar, SAMPLE_OPTIONS));
}

/**
 * Highlights an API request or response sample: the HTML of shiki's `<pre class="shiki ...">`
 * as codeToHtml makes it. Kept between builds in one file per thread (thread-packs.ts).
 */
export async function highlightSample(code: string, grammar: string): Promise<string> {
  const key = cacheKey([`sample-v${MARKUP_VERSION}`, shikiVersion, codeThemes().light, codeThemes().dark, grammar, code]);
  const cached = readPacked('samples', key);
  if (cached !== undefined) return cached;
  const html = await sampleHtml(code, grammar);
  keepPacked('samples', key, html);
  return html;
}

/**
 * Highlights a sample as highlightSample does without keeping it for the next build: a render
 * worker's warm-up highlights samples no page has (warm-samples.ts).
 */
export function highlightSampleUnkept(code: string, grammar: string): Promise<string> {
  return sampleHtml(code, grammar);
}
