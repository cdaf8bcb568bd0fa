// Build-time highlighting of request and response samples with shiki, in the site's two
// themes as CSS variables (--shiki-light / --shiki-dark, switched by html[data-theme]), like
// fenced code in pages. One highlighter per build, languages loaded as samples need them.
import { bundledLanguages, createHighlighter, createJavaScriptRegexEngine, type Highlighter } from 'shiki';
import { compactTokenColors, loadCodePalette } from '../../../integration/code-colors.ts';
import { TOKENIZE_TIME_LIMIT_MS } from '../../../integration/markdown/highlighter.ts';

const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
const PRELOADED = ['bash', 'python', 'javascript', 'php', 'go', 'java', 'ruby', 'json'];
// Tokenising megabyte-sized examples costs seconds per page and helps no reader.
const MAX_HIGHLIGHT_CHARS = 30_000;

let highlighter: Promise<Highlighter> | undefined;
const loading = new Map<string, Promise<void>>();

function getHighlighter(): Promise<Highlighter> {
  // The JavaScript regex engine: same output as Oniguruma, ~1.8x faster on samples (measured on
  // the 8,500 request samples of the GitHub description).
  highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: PRELOADED, engine: createJavaScriptRegexEngine() });
  return highlighter;
}

async function ensureLanguage(instance: Highlighter, lang: string): Promise<string> {
  const id = lang.toLowerCase();
  if (instance.getLoadedLanguages().includes(id)) return id;
  if (!Object.hasOwn(bundledLanguages, id)) return 'text';
  if (!loading.has(id)) loading.set(id, instance.loadLanguage(id as keyof typeof bundledLanguages));
  await loading.get(id);
  return id;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A `<pre>` of highlighted code; plain when the language is unknown or the code is huge. */
export async function highlightCode(code: string, lang: string): Promise<string> {
  if (code.length > MAX_HIGHLIGHT_CHARS) return `<pre class="mk-api-code-plain"><code>${escapeHtml(code)}</code></pre>`;
  const instance = await getHighlighter();
  const language = await ensureLanguage(instance, lang);
  const palette = await loadCodePalette(THEMES);
  return instance.codeToHtml(code, {
    lang: language,
    themes: THEMES,
    defaultColor: false,
    mergeSameStyleTokens: true,
    tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS,
    // Token colours as palette classes (integration/code-colors.ts, on every page): a third of the bytes.
    transformers: [{ pre: (pre) => compactTokenColors(pre, palette) }],
  });
}
