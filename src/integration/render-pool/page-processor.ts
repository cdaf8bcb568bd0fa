import { unified } from '@astrojs/markdown-remark';
import { rehypePluginsFor, remarkPluginsFor } from '../markdown/plugins.ts';
import { remarkSmartypants } from '../markdown/smartypants.ts';
import { remarkMarkdownCopy } from '../postbuild/markdown/render-copies.ts';
import { createMarkdownRenderer, needsAstroRenderer } from './markdown-renderer.ts';
import { createStaticMdxRenderer } from './mdx-html-renderer.ts';

/**
 * Astro's unified processor with Mintaka's plugins, the same on the main thread and in the
 * workers. The Markdown copy of a page is converted from the tree as parsed, so it comes
 * first, and SmartyPants (curly quotes, as Mintlify renders them) runs after it rather than
 * in Astro's place before every plugin: renderers get `smartypants: false` (withOwnSmartypants).
 * The plugins read the site's config (code themes, icon library, variables: site-config.ts) from
 * what the thread was given: createMintakaProcessor reads it, a render worker is told it.
 */
export function createPageProcessor(docsDir: string): ReturnType<typeof unified> {
  const processor = unified({
    remarkPlugins: [[remarkMarkdownCopy, { docsDir }], remarkSmartypants, ...remarkPluginsFor(docsDir)],
    rehypePlugins: rehypePluginsFor(docsDir),
    smartypants: false,
  });
  // Markdown pages: Astro's steps with rehype-raw only where needed (markdown-renderer.ts).
  // Static MDX pages come this way too (a content loader's renderMarkdown, static-mdx-loader.ts):
  // MDX's steps, written straight to HTML (mdx-html-renderer.ts).
  return {
    ...processor,
    async createRenderer(shared) {
      const markdown = needsAstroRenderer(shared, processor.options) ? processor.createRenderer(shared) : createMarkdownRenderer(shared, processor.options);
      let mdx: ReturnType<typeof createStaticMdxRenderer> | undefined;
      const md = await markdown;
      return {
        render(content, options) {
          const path = options?.fileURL?.pathname ?? '';
          if (!/\.mdx$/i.test(path)) return md.render(content, options);
          mdx ??= createStaticMdxRenderer(docsDir, shared, processor.options);
          return mdx.then((renderer) => renderer.render(content, options));
        },
      };
    },
  };
}
