// Build-time highlighting of request and response samples with shiki, in the site's two
// themes as CSS variables (--shiki-light / --shiki-dark, switched by html[data-theme]), like
// fenced code in pages. One highlighter per build, languages loaded as samples need them.
import { bundledLanguages } from 'shiki';
import { highlightSample } from '../../../integration/markdown/highlighter.ts';
import { codeThemes } from '../../../integration/markdown/code-themes.ts';
import { apiPageWork } from '../../../integration/render-pool/api-page-work.ts';

// Tokenising megabyte-sized examples costs seconds per page and helps no reader.
const MAX_HIGHLIGHT_CHARS = 30_000;

/**
 * Samples of this process by code themes, language and code: response examples repeat across
 * operations, and the themes may change while `mintaka dev` runs.
 */
const highlighted = new Map<string, Promise<string>>();

function grammarOf(lang: string): string {
  const id = lang.toLowerCase();
  return Object.hasOwn(bundledLanguages, id) ? id : 'text';
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A `<pre>` of highlighted code; plain when the language is unknown or the code is huge. The
 * same highlighting as fenced code (one tokenization for both themes, cached across builds):
 * two tokenizations per sample, one per theme, were most of an API page's build time.
 */
export function highlightCode(code: string, lang: string): Promise<string> {
  if (code.length > MAX_HIGHLIGHT_CHARS) return Promise.resolve(`<pre class="mk-api-code-plain"><code>${escapeHtml(code)}</code></pre>`);
  const grammar = grammarOf(lang);
  const themes = codeThemes();
  const key = `${themes.light}\0${themes.dark}\0${grammar}\0${code}`;
  let html = highlighted.get(key);
  if (!html) {
    // On the build's render threads when there are (api-page-work.ts).
    html = apiPageWork()?.highlight(code, grammar) ?? highlightSample(code, grammar);
    highlighted.set(key, html);
  }
  return html;
}
