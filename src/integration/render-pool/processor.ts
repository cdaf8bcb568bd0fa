import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unified } from '@astrojs/markdown-remark';
import { parseFrontmatter } from '../../core/pages/frontmatter.ts';
import { MARKDOWN_OPTIONS } from './markdown-options.ts';
import { loadCurrentSiteConfig } from '../site-config-loader.ts';
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
 */
export function createMintakaProcessor(docsDir: string): ReturnType<typeof unified> {
  // The code themes and icon library the plugins use (site-config.ts).
  loadCurrentSiteConfig(docsDir);
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

/** Astro's renderer options without its own SmartyPants (MDX takes them over the processor's). */
export function withOwnSmartypants<T extends object>(shared: T): T {
  return { ...shared, smartypants: false };
}

/** A Markdown page's HTML, rendered from its file as the build renders it. */
export async function renderMarkdownFile(docsDir: string, file: string): Promise<string> {
  const source = readFileSync(join(docsDir, file), 'utf8');
  const parsed = parseFrontmatter(source, file);
  const renderer = await createMintakaProcessor(docsDir).createRenderer(MARKDOWN_OPTIONS as never);
  const result = await renderer.render(parsed.ok ? parsed.body : source, { frontmatter: parsed.ok ? parsed.data : {}, fileURL: pathToFileURL(join(docsDir, file)) });
  return result.code;
}
