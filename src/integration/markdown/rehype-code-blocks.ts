import { relative } from 'node:path';
import type { Element, ElementContent, Nodes, Parent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { renderIconHtml } from '../../components/mdx/lib/icon-html.ts';
import { warn } from '../diagnostics.ts';
import { parseCodeMeta, type CodeMeta } from './code-meta.ts';
import { highlightBlock, resolveLanguage } from './highlighter.ts';
import { notePageAsset } from './page-assets.ts';
import { codeRaw } from '../../core/markdown/raw-html.ts';
import { walk } from '../../core/markdown/walk.ts';

function htmlFragment(html: string): ElementContent[] {
  return fromHtml(html, { fragment: true }).children as ElementContent[];
}

interface Block {
  pre: Element;
  code: Element;
  parent: Parent;
}


function languageOf(code: Element): string | undefined {
  const classes: unknown = code.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : typeof classes === 'string' ? classes.split(/\s+/) : [];
  const match = list.find((c) => c.startsWith('language-'));
  return match?.slice('language-'.length);
}

function metaOf(code: Element): string | undefined {
  const data = code.data as { meta?: string } | undefined;
  const meta = data?.meta ?? code.properties.metastring;
  return typeof meta === 'string' ? meta : undefined;
}

function iconElements(icon: string, context: string): ElementContent[] {
  const html = renderIconHtml(icon, undefined, 'mk-icon', context);
  return html ? htmlFragment(html) : [];
}

/**
 * The `<code>` of a block from its lines' HTML (highlighter.ts). Shiki's `<span class="line">`
 * around each line is for line numbers, highlights and focus; the line breaks are in the text.
 * A block without those gives them up (25 bytes a line, a sixth of a highlighted block's HTML).
 */
function codeHtml(lines: string[], meta: CodeMeta): string {
  if (!meta.lines && !meta.wrap && !meta.highlight.size && !meta.focus.size) return `<code>${lines.join('\n')}</code>`;
  const spans = lines.map((line, i) => {
    const classes = ['line'];
    if (meta.highlight.has(i + 1)) classes.push('mk-line-highlight');
    if (meta.focus.has(i + 1)) classes.push('mk-line-focus');
    return `<span class="${classes.join(' ')}">${line}</span>`;
  });
  return `<code>${spans.join('\n')}</code>`;
}

/**
 * Shiki's `<pre>` holding the block's code, written once as HTML: an MDX page's as `set:html`
 * (which Astro's JSX runtime and the static renderer, mdx-to-html.ts, both write as it is:
 * element by element, Astro would escape every quote in code as `&quot;` or `&#39;`, and MDX
 * would make each token a JSX call), a Markdown page's as raw HTML that needs no parsing
 * (raw-html.ts passes it by).
 */
function preOf(lines: string[], meta: CodeMeta, mdx: boolean): Element {
  const html = codeHtml(lines, meta);
  // Scrollable, so keyboard users can reach long lines.
  const properties = { className: ['astro-code'], tabIndex: 0 };
  if (mdx) return { type: 'element', tagName: 'pre', properties: { ...properties, 'set:html': html }, children: [] };
  return { type: 'element', tagName: 'pre', properties, children: [codeRaw(html)] };
}

/** ```js{1,3} (no space, as Docusaurus writes it) puts the highlights in the language. */
export function splitFenceLanguage(fence: string): { language: string; attached: string } {
  const [language = '', attached = ''] = /^([^{]*)(\{.*\})?$/.exec(fence)?.slice(1) ?? [];
  return { language, attached };
}

export const unknownLanguageReason = (language: string) => `unknown code language "${language}"; the block is shown as plain text`;

/**
 * Output contract (CodeGroup relies on it): every fenced block becomes
 * `<figure class="mk-code" data-language data-title>` holding an optional
 * `<figcaption class="mk-code-title">`, shiki's `<pre class="astro-code">` (its lines in
 * `<span class="line">` when the block numbers, highlights, focuses or wraps them) and
 * `<button class="mk-copy">`.
 */
async function renderBlock(block: Block, file: VFile, where: string): Promise<Element> {
  const { code } = block;
  const { language, attached } = splitFenceLanguage(languageOf(code) ?? '');
  const meta = parseCodeMeta(`${attached} ${metaOf(code) ?? ''}`);
  const resolved = resolveLanguage(language);
  if (!resolved.known) {
    const start = block.pre.position?.start;
    warn(`${where}:${start?.line ?? 1}:${start?.column ?? 1}: ${unknownLanguageReason(language)}`);
  }
  const text = toString(code).replace(/\n$/, '');
  const pre = preOf(await highlightBlock(text, resolved.grammar), meta, /\.mdx$/i.test(file.path ?? ''));
  const classes = ['mk-code'];
  if (meta.lines) classes.push('mk-code-lines');
  if (meta.wrap) classes.push('mk-code-wrap');
  if (meta.focus.size) classes.push('mk-code-focus');
  const children: ElementContent[] = [];
  if (meta.title || meta.icon) {
    const icon = meta.icon ? iconElements(meta.icon, `${where}:${block.pre.position?.start.line ?? 1}: code block`) : [];
    children.push({
      type: 'element',
      tagName: 'figcaption',
      properties: { className: ['mk-code-title'] },
      children: [...icon, { type: 'text', value: meta.title ?? '' }],
    });
  }
  children.push(pre);
  if (!meta.noCopy) {
    notePageAsset(file, 'copy');
    children.push({
      type: 'element',
      tagName: 'button',
      properties: { className: ['mk-copy'], type: 'button', ariaLabel: 'Copy code' },
      // The empty span is the live region the copy script writes "Copied" into.
      children: [{ type: 'element', tagName: 'span', properties: { className: ['mk-visually-hidden'], ariaLive: 'polite' }, children: [] }],
    });
  }
  return {
    type: 'element',
    tagName: 'figure',
    properties: { className: classes, dataLanguage: language.toLowerCase() || 'text', dataTitle: meta.title },
    children,
    position: block.pre.position,
  };
}

function renderMermaid(block: Block, file: VFile, loader: boolean): Element {
  if (loader) notePageAsset(file, 'mermaid');
  return {
    type: 'element',
    tagName: 'pre',
    properties: { className: ['mermaid'] },
    children: [{ type: 'text', value: toString(block.code).replace(/\n$/, '') }],
    position: block.pre.position,
  };
}

/**
 * Highlights fenced code blocks with shiki (light and dark theme at once), adds titles, line
 * highlights, line numbers, wrapping and a copy button, and turns ```` ```mermaid ```` fences
 * into diagrams. Replaces Astro's own shiki step (`syntaxHighlight: false`).
 */
export function rehypeCodeBlocks(options: { docsDir: string }) {
  return async (tree: Root, file: VFile) => {
    const blocks: Block[] = [];
    // A <Mermaid chart> component brings the same loader, which draws fences too.
    let mermaidComponent = false;
    walk<Nodes>(tree, (node, _index, parent) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Mermaid') mermaidComponent = true;
      if (node.type !== 'element' || node.tagName !== 'pre') return;
      const code = node.children.length === 1 && node.children[0]!.type === 'element' && node.children[0]!.tagName === 'code' ? node.children[0] : undefined;
      if (code) blocks.push({ pre: node, code, parent: parent as Parent });
    });
    if (!blocks.length) return;
    const where = file.path ? relative(options.docsDir, file.path) || file.path : 'page';
    for (const block of blocks) {
      const replacement = languageOf(block.code)?.toLowerCase() === 'mermaid' ? renderMermaid(block, file, !mermaidComponent) : await renderBlock(block, file, where);
      const index = block.parent.children.indexOf(block.pre);
      if (index !== -1) block.parent.children[index] = replacement;
    }
  };
}
