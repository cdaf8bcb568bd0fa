import { readFileSync } from 'node:fs';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { minifyInlineScript } from '../inline-script.ts';
import { KATEX_CSS, useLibraryAsset } from './content-assets.ts';
import { isHighlightedCode, walk } from '../../core/markdown/walk.ts';

/** What a page needs beyond its HTML, noted by the plugins that produce the HTML. */
export type PageAsset = 'copy' | 'zoom' | 'mermaid' | 'katex' | 'tabs';

const SCRIPTS: Partial<Record<PageAsset, string>> = {
  copy: 'copy-code.js',
  zoom: 'image-zoom.js',
  mermaid: 'mermaid-loader.js',
  tabs: 'tabs.ts',
};

/** Scripts that define custom elements: modules, so that they run once the page is parsed. */
const MODULES = new Set<PageAsset>(['tabs']);

/** Author components that need an asset on the page (the tabs' script, the mermaid loader, KaTeX's CSS). */
const COMPONENT_ASSETS: Record<string, PageAsset> = {
  Tabs: 'tabs',
  View: 'tabs',
  CodeGroup: 'tabs',
  RequestExample: 'tabs',
  ResponseExample: 'tabs',
  Mermaid: 'mermaid',
  Latex: 'katex',
};

const scriptCache = new Map<string, string>();

/** A browser script of src/client/, minified once per process. */
export function clientScript(name: string, module = false): string {
  let code = scriptCache.get(name);
  if (code === undefined) {
    code = minifyInlineScript(readFileSync(new URL(`../../client/${name}`, import.meta.url), 'utf8'), name.endsWith('.ts') ? 'ts' : 'js', module);
    scriptCache.set(name, code);
  }
  return code;
}

export function notePageAsset(file: VFile, asset: PageAsset): void {
  const data = file.data as { mkAssets?: Set<PageAsset> };
  (data.mkAssets ??= new Set()).add(asset);
}

function scriptElement(code: string, module: boolean): Element {
  // MDX turns the text child into `set:html` (Astro's rehype-collapse-script-style), Markdown
  // prints it as is: either way the script is not escaped.
  return { type: 'element', tagName: 'script', properties: module ? { type: 'module' } : {}, children: [{ type: 'text', value: code }] };
}

/** Notes the assets of the author components an MDX page uses (their own markup cannot add them once per page). */
function noteComponentAssets(tree: Root, file: VFile): void {
  walk(tree as never, (node: { type: string; name?: string | null }) => {
    if (isHighlightedCode(node as never)) return false;
    const asset = (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name ? COMPONENT_ASSETS[node.name] : undefined;
    if (asset) notePageAsset(file, asset);
  });
}

/**
 * Adds the scripts and stylesheets a page needs, once, and only to pages that need them:
 * copy buttons, image zoom, the mermaid loader, KaTeX's CSS. Runs after the plugins that note
 * them. Scripts guard against running twice, since a snippet with code blocks brings its own.
 */
export function rehypePageAssets() {
  return (tree: Root, file: VFile) => {
    if (file.path?.endsWith('.mdx')) noteComponentAssets(tree, file);
    const assets = (file.data as { mkAssets?: Set<PageAsset> }).mkAssets;
    if (!assets?.size) return;
    if (assets.has('katex')) {
      useLibraryAsset('katex');
      tree.children.unshift({ type: 'element', tagName: 'link', properties: { rel: ['stylesheet'], href: KATEX_CSS }, children: [] });
    }
    if (assets.has('mermaid')) useLibraryAsset('mermaid');
    for (const [asset, script] of Object.entries(SCRIPTS)) {
      if (assets.has(asset as PageAsset)) tree.children.push(scriptElement(clientScript(script, MODULES.has(asset as PageAsset)), MODULES.has(asset as PageAsset)));
    }
  };
}

/**
 * A page's HTML with each inline script only once: snippets are compiled on their own, and one
 * that needs a script (tabs, copy buttons) adds it again to the page that includes it.
 */
export function dedupeInlineScripts(html: string): string {
  let start = nextScript(html, 0);
  if (start < 0 || nextScript(html, start + 1) < 0) return html;
  // Read with indexOf, and a new string only when a script repeats: a regular expression's
  // replace copied every API page's content (100 KiB and more) for its few scripts.
  const seen = new Set<string>();
  let kept = '';
  let copiedTo = 0;
  while (start >= 0) {
    const close = html.indexOf('</script>', start);
    if (close < 0) break;
    const end = close + '</script>'.length;
    const script = html.slice(start, end);
    if (seen.has(script)) {
      kept += html.slice(copiedTo, start);
      copiedTo = end;
    } else seen.add(script);
    start = nextScript(html, end);
  }
  return copiedTo === 0 ? html : kept + html.slice(copiedTo);
}

/** Where the next `<script` start tag is from `from` (not `<scripts…`), or -1. */
function nextScript(html: string, from: number): number {
  let at = html.indexOf('<script', from);
  while (at >= 0 && /\w/.test(html[at + 7] ?? '')) at = html.indexOf('<script', at + 1);
  return at;
}
