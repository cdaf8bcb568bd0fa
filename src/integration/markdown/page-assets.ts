import { readFileSync } from 'node:fs';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { minifyInlineScript } from '../inline-script.ts';
import { KATEX_CSS, useLibraryAsset } from './content-assets.ts';

/** What a page needs beyond its HTML, noted by the plugins that produce the HTML. */
export type PageAsset = 'copy' | 'zoom' | 'mermaid' | 'katex';

const SCRIPTS: Partial<Record<PageAsset, string>> = {
  copy: 'copy-code.js',
  zoom: 'image-zoom.js',
  mermaid: 'mermaid-loader.js',
};

const scriptCache = new Map<string, string>();

/** A browser script of src/client/, minified once per process. */
export function clientScript(name: string): string {
  let code = scriptCache.get(name);
  if (code === undefined) {
    code = minifyInlineScript(readFileSync(new URL(`../../client/${name}`, import.meta.url), 'utf8'));
    scriptCache.set(name, code);
  }
  return code;
}

export function notePageAsset(file: VFile, asset: PageAsset): void {
  const data = file.data as { mkAssets?: Set<PageAsset> };
  (data.mkAssets ??= new Set()).add(asset);
}

function scriptElement(code: string): Element {
  // MDX turns the text child into `set:html` (Astro's rehype-collapse-script-style), Markdown
  // prints it as is: either way the script is not escaped.
  return { type: 'element', tagName: 'script', properties: {}, children: [{ type: 'text', value: code }] };
}

/**
 * Adds the scripts and stylesheets a page needs, once, and only to pages that need them:
 * copy buttons, image zoom, the mermaid loader, KaTeX's CSS. Runs after the plugins that note
 * them. Scripts guard against running twice, since a snippet with code blocks brings its own.
 */
export function rehypePageAssets() {
  return (tree: Root, file: VFile) => {
    const assets = (file.data as { mkAssets?: Set<PageAsset> }).mkAssets;
    if (!assets?.size) return;
    if (assets.has('katex')) {
      useLibraryAsset('katex');
      tree.children.unshift({ type: 'element', tagName: 'link', properties: { rel: ['stylesheet'], href: KATEX_CSS }, children: [] });
    }
    if (assets.has('mermaid')) useLibraryAsset('mermaid');
    for (const [asset, script] of Object.entries(SCRIPTS)) {
      if (assets.has(asset as PageAsset)) tree.children.push(scriptElement(clientScript(script)));
    }
  };
}
