import { unified } from '@astrojs/markdown-remark';
import { rehypePluginsFor, remarkPluginsFor } from '../markdown/plugins.ts';
import { remarkSmartypants } from '../markdown/smartypants.ts';
import { remarkMarkdownCopy } from '../postbuild/markdown/render-copies.ts';
import { createMarkdownRenderer, needsAstroRenderer } from './markdown-renderer.ts';

/**
 * Astro's unified processor with Mintaka's plugins, the same on the main thread and in the
 * workers. The Markdown copy of a page is converted from the tree as parsed, so it comes
 * first, and SmartyPants (curly quotes, as Mintlify renders them) runs after it rather than
 * in Astro's place before every plugin: renderers get `smartypants: false` (withOwnSmartypants).
 */
export function createMintakaProcessor(docsDir: string): ReturnType<typeof unified> {
  const processor = unified({
    remarkPlugins: [[remarkMarkdownCopy, { docsDir }], remarkSmartypants, ...remarkPluginsFor(docsDir)],
    rehypePlugins: rehypePluginsFor(docsDir),
    smartypants: false,
  });
  // Markdown pages: Astro's steps with rehype-raw only where needed (markdown-renderer.ts).
  return {
    ...processor,
    createRenderer: (shared) => (needsAstroRenderer(shared, processor.options) ? processor.createRenderer(shared) : createMarkdownRenderer(shared, processor.options)),
  };
}

/** Astro's renderer options without its own SmartyPants (MDX takes them over the processor's). */
export function withOwnSmartypants<T extends object>(shared: T): T {
  return { ...shared, smartypants: false };
}
