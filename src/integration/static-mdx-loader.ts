import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import type { Loader } from 'astro/loaders';
import { staticMdxPageFiles } from './markdown/skipped-pages.ts';
import { recordPageFailure } from './page-failures.ts';
import { deferPage, renderLater, type DeferredRender } from './deferred-pages.ts';

/**
 * The content collection of a build's static MDX pages (core/markdown/mdx-static.ts): each is
 * rendered like a Markdown page, through the Markdown processor (`renderMarkdown`), which
 * sends `.mdx` files to the static MDX renderer (render-pool/mdx-html-renderer.ts) on the
 * render workers. Astro then neither compiles the page to JavaScript nor bundles a module for it.
 *
 * No page is waited for (deferred-pages.ts): its entry holds a marker, and it renders while Astro
 * bundles. None has images for Astro's image service: remark-relative-urls.ts writes every
 * Markdown image's URL absolute.
 */
export function staticMdxLoader(docsDir: string): Loader {
  return {
    name: 'mintaka:static-mdx',
    async load({ store, renderMarkdown, parseData }) {
      const files = [...staticMdxPageFiles()].filter((file) => file.startsWith(`${docsDir}/`));
      const ids = new Set<string>();
      // All at once: the render pool queues them and keeps every core busy.
      await Promise.all(
        files.map(async (file) => {
          const path = relative(docsDir, file);
          const id = path.replace(/\.mdx$/i, '');
          ids.add(id);
          const source = readFileSync(file, 'utf8');
          // As Astro's MDX integration reads a page: the frontmatter blanked, so that positions
          // in messages stay the file's own.
          const { frontmatter, content } = parseFrontmatter(source, { frontmatter: 'empty-with-spaces' });
          const { rendered: asked, wanted } = renderLater(() => renderMarkdown(content, { fileURL: pathToFileURL(file) }));
          const later = asked.then(
            (result): DeferredRender => ({ html: result.html, metadata: result.metadata ?? {} }),
            (error: unknown) => {
              // One page's error never stops the others: it is that page's (page-failures.ts),
              // and the page is not generated.
              recordPageFailure({ path: id, file: path }, docsDir, error);
              return undefined;
            },
          );
          const data = await parseData({ id, data: frontmatter, filePath: path });
          // No digest: a marker is this build's, and Astro keeps an entry whose digest it has.
          store.set({ id, data, filePath: path, rendered: { html: deferPage(id, later, wanted), metadata: {} } });
        }),
      );
      for (const id of store.keys()) if (!ids.has(id)) store.delete(id);
    },
  };
}
