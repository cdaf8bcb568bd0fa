import { relative, sep } from 'node:path';
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { copyStore } from './copy-store.ts';
import { convertPageTree, pageUrlResolver } from './page-markdown.ts';

// The Markdown copies of pages (page.md, llms-full.txt) are converted while the build renders
// the pages, from the tree each page is rendered from: parsing every page a second time after
// the build took a fifth of the time of a large build. The copies are made on the thread that
// renders the page (render-pool/), which hands them to the main thread with the page.

type Parse = (document: string, file: VFile) => Root;

/**
 * Converts each page's tree to its Markdown copy as it is parsed, before any plugin changes it
 * (MDX itself turns lone inline components into blocks before the first remark plugin), and
 * without changing it. Used before the other parse plugins, so that it sees the page as they
 * hand it to the parser (HTML comments and `{#id}` suffixes blanked out).
 */
export function remarkMarkdownCopy(this: Processor, options: { docsDir: string }) {
  const parse = (this as unknown as { parser?: Parse }).parser;
  if (!parse) return;
  (this as unknown as { parser: Parse }).parser = (document, file) => {
    const tree = parse(document, file);
    const { capture, bodies } = copyStore();
    const page = capture && file?.path ? relative(options.docsDir, file.path).split(sep).join('/') : '';
    if (!capture || page.startsWith('../') || !/\.mdx?$/i.test(page)) return tree;
    try {
      // The page as written is the file's value; the parse plugins only blank parts of it out.
      const source = { text: document, original: typeof file.value === 'string' ? file.value : undefined };
      bodies.set(page, convertPageTree(options.docsDir, page, tree, pageUrlResolver({ path: page.replace(/\.mdx?$/i, '') }, capture.siteUrl), source));
    } catch {
      // The page is converted again after the build, which reports the problem.
    }
    return tree;
  };
}
