import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rehypeHeadingIds, remarkCollectImages } from '@astrojs/markdown-remark';
import { nodeTypes } from '@mdx-js/mdx';
import type { Root } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { hrefForPath } from '../../core/navigation/page-paths.ts';
import { remarkNativeMdxParse } from '../../core/markdown/native-parse.ts';
import { rehypeRawWhenPresent } from '../../core/markdown/raw-html.ts';
import { mdxTreeToHtml } from '../markdown/mdx-to-html.ts';
import { loadPlugin, renderedMetadata, type AstroProcessor, type Renderer, type SharedOptions } from './markdown-renderer.ts';


// Steps of MDX's and Astro's own pipelines that their packages do not export.
const require = createRequire(import.meta.url);
// A file beside the package's entry module (its package.json is not always exported).
const moduleUrl = (pkg: string, path: string) => pathToFileURL(join(dirname(require.resolve(pkg)), path)).href;
const MARK_AND_UNRAVEL = moduleUrl('@mdx-js/mdx', 'lib/plugin/remark-mark-and-unravel.js');
const META_STRING = moduleUrl('@astrojs/markdown-remark', 'mdx/rehype-meta-string.js');
const COLLAPSE_SCRIPT_STYLE = moduleUrl('@astrojs/markdown-remark', 'mdx/rehype-collapse-script-style.js');

/**
 * A renderer for static MDX pages (core/markdown/mdx-static.ts): the pipeline Astro's MDX
 * integration runs (@mdx-js/mdx's createProcessor with Astro's options, markdown-remark's
 * mdx/create-processor.js), step for step up to the page's hast, then the hast written as
 * HTML the way MDX's JavaScript and Astro's JSX runtime would write it (mdx-to-html.ts). The
 * same HTML and metadata as the compiled page, without compiling JavaScript, bundling a module
 * per page or rendering a component tree on the main thread.
 */
export async function createStaticMdxRenderer(docsDir: string, shared: SharedOptions, options: AstroProcessor['options']): Promise<Renderer> {
  const [remarkPlugins, rehypePlugins, markAndUnravel, metaString, collapseScriptStyle] = await Promise.all([
    Promise.all(options.remarkPlugins.map((entry) => loadPlugin(entry))),
    Promise.all(options.rehypePlugins.map((entry) => loadPlugin(entry))),
    import(MARK_AND_UNRAVEL) as Promise<{ remarkMarkAndUnravel: () => unknown }>,
    import(META_STRING) as Promise<{ default: () => unknown }>,
    import(COLLAPSE_SCRIPT_STYLE) as Promise<{ rehypeCollapseScriptStyle: () => unknown }>,
  ]);
  const pipeline = unified().use(remarkParse).use(remarkMdx).use(markAndUnravel.remarkMarkAndUnravel as never);
  // satteri parses static pages as micromark would (native-parse.ts); GFM is always on here.
  if ((shared.gfm ?? options.gfm ?? true) !== false) pipeline.use(remarkGfm).use(remarkNativeMdxParse);
  for (const plugin of remarkPlugins) pipeline.use(...([] as unknown[]).concat(plugin) as [never]);
  pipeline.use(remarkCollectImages, shared.image as never);
  const remarkRehypeOptions = (options.remarkRehype ?? {}) as { passThrough?: string[] };
  pipeline.use(remarkRehype as never, { ...remarkRehypeOptions, allowDangerousHtml: true, passThrough: [...(remarkRehypeOptions.passThrough ?? []), ...nodeTypes] });
  // MDX's rehype-raw, only where it changes the page (raw-html.ts): the corpus' 2,160 static pages
  // come out the same, and most of them skip parse5's round trip.
  pipeline.use(metaString.default as never).use(rehypeRawWhenPresent as never, { passThrough: [...nodeTypes] });
  for (const plugin of rehypePlugins) pipeline.use(...([] as unknown[]).concat(plugin) as [never]);
  pipeline.use(collapseScriptStyle.rehypeCollapseScriptStyle as never).use(rehypeHeadingIds);

  return {
    async render(content, renderOptions) {
      const file = new VFile({ value: content, path: renderOptions?.fileURL, data: { astro: { frontmatter: renderOptions?.frontmatter ?? {} } } });
      const tree = (await pipeline.run(pipeline.parse(file), file)) as Root;
      // The page's own URL, as Astro.url names it to components (for their warnings).
      const path = relative(docsDir, file.path ?? '').replace(/\.mdx$/i, '');
      const html = await mdxTreeToHtml(tree, { scope: {}, url: new URL(`http://mintaka.invalid${hrefForPath(path.replace(/(^|\/)index$/, '') || 'index')}`) });
      return { code: html, metadata: renderedMetadata(file.data) };
    },
  };
}
