import { createRequire } from 'node:module';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { bundledLanguages, createHighlighter, type Highlighter } from 'shiki';
import { compactTokenColors, loadCodePalette } from '../code-colors.ts';
import { cacheKey, readCachedBlock, writeCachedBlock } from './highlight-cache.ts';
import { CODE_THEMES } from './code-themes.ts';
import { codeToHastOnePass } from './one-pass-tokens.ts';
import { keepSample, readCachedSample } from './sample-cache.ts';

export { CODE_THEMES };

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

/** Maps a fence's language (any case: ```` ```YAML ````) to a shiki grammar. */
export function resolveLanguage(language: string): ResolvedLanguage {
  const lang = language.trim().toLowerCase();
  if (PLAIN.has(lang)) return { grammar: 'text', known: true };
  const grammar = ALIASES[lang] ?? lang;
  if (grammar in bundledLanguages) return { grammar, known: true };
  return { grammar: 'text', known: false };
}

// Part of the cache key: another shiki version may highlight the same code differently.
const shikiVersion = (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version;

const KEY = Symbol.for('mintaka.shiki');

/**
 * Shiki stops tokenizing a line after 500 ms by default and leaves the rest in the plain colour,
 * so a build under load (a cold worker thread, a busy CI machine) highlighted the same block
 * differently from one run to the next. A build is not an editor: wait for the grammar, and
 * keep a limit only against a pathological line.
 */
export const TOKENIZE_TIME_LIMIT_MS = 10_000;

/** One highlighter per process, grammars loaded on first use (loading all takes seconds). */
function getHighlighter(): Promise<Highlighter> {
  const store = globalThis as unknown as Record<symbol, Promise<Highlighter> | undefined>;
  store[KEY] ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [] });
  return store[KEY]!;
}

/**
 * Shiki's `<pre>` for a block in both themes, from one tokenization (one-pass-tokens.ts: the
 * same tree as shiki's codeToHast), neighbouring tokens of the same colours merged and token
 * colours as palette classes (code-colors.ts: a third of the bytes).
 */
async function tokenizedPre(code: string, grammar: string): Promise<Element> {
  const highlighter = await getHighlighter();
  if (grammar !== 'text' && !highlighter.getLoadedLanguages().includes(grammar)) {
    await highlighter.loadLanguage(grammar as keyof typeof bundledLanguages);
  }
  const root = codeToHastOnePass(highlighter, code, { lang: grammar, themes: CODE_THEMES, defaultColor: false, mergeSameStyleTokens: true, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS });
  const pre = root.children.find((node): node is Element => node.type === 'element' && node.tagName === 'pre');
  if (!pre) throw new Error(`shiki returned no <pre> for a ${grammar} block`);
  compactTokenColors(pre, await loadCodePalette(CODE_THEMES));
  return pre;
}

/**
 * Highlights a fenced block with both themes and returns its `<pre>` (classes `astro-code
 * github-light github-dark`, colours as CSS variables and palette classes). Each distinct
 * language + code is highlighted once: results are cached in memory and on disk across builds.
 */
export async function highlightBlock(code: string, grammar: string): Promise<Element> {
  const key = cacheKey(['v5', shikiVersion, CODE_THEMES.light, CODE_THEMES.dark, grammar, code]);
  const cached = readCachedBlock(key);
  if (cached) return cached;
  const pre = await tokenizedPre(code, grammar);
  const classes = String(pre.properties.class ?? pre.properties.className ?? '').split(/\s+/).filter(Boolean);
  pre.properties = {
    ...pre.properties,
    class: undefined,
    tabindex: undefined,
    // Scrollable, so keyboard users can reach long lines.
    tabIndex: 0,
    className: classes.map((c) => (c === 'shiki' ? 'astro-code' : c)),
    dataLanguage: grammar,
  };
  writeCachedBlock(key, pre);
  return pre;
}

/**
 * Highlights an API request or response sample: the HTML of shiki's `<pre class="shiki ...">`
 * as codeToHtml makes it. Kept between builds in one file per thread (sample-cache.ts).
 */
export async function highlightSample(code: string, grammar: string): Promise<string> {
  const key = cacheKey(['sample-v2', shikiVersion, CODE_THEMES.light, CODE_THEMES.dark, grammar, code]);
  const cached = readCachedSample(key);
  if (cached !== undefined) return cached;
  const html = toHtml(await tokenizedPre(code, grammar));
  keepSample(key, html);
  return html;
}
