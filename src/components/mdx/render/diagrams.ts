import { useLibraryAsset } from '../../../integration/markdown/content-assets.ts';
import { escapeHtml, htmlToText, isTrue } from '../lib/html.ts';
import { text, type ComponentRenderer } from './types.ts';

// Their stylesheet (KaTeX) and loader (mermaid) are added once per page by the Markdown
// pipeline, as for `$…$` math and ```mermaid fences (markdown/page-assets.ts).

/** <Latex>: the same rendering as `$…$` math (integration/markdown/rehype-math.ts). */
export const renderLatex: ComponentRenderer = async (_context, props, children) => {
  // The TeX as written, set by the remark plugin so Markdown never touches it (`_`, `*`).
  const source = text(props.source) ?? htmlToText(await children());
  const display = isTrue(props.display);
  // Loaded by the first page that has math: most sites have none, and KaTeX is 0.3 MB of code.
  const { default: katex } = await import('katex');
  const html = katex.renderToString(source.trim(), { displayMode: display, throwOnError: false, strict: false, output: 'htmlAndMathml' });
  useLibraryAsset('katex');
  return display ? `<div class="mk-latex">${html}</div>` : `<span class="mk-latex">${html}</span>`;
};

/** <Mermaid chart>: the same markup as a ```mermaid fence (rehype-code-blocks.ts). */
export const renderMermaid: ComponentRenderer = (_context, props) => {
  useLibraryAsset('mermaid');
  return `<pre class="mermaid">${escapeHtml(text(props.chart) ?? '')}</pre>`;
};
