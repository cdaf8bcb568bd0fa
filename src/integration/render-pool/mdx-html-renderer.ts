import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseFrontmatter, rehypeHeadingIds } from '@astrojs/markdown-remark';
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
import { mdxSnippetImport } from '../../core/markdown/mdx-static.ts';
import { rehypeRawWhenPresent } from '../../core/markdown/raw-html.ts';
import { mdxTreeToHtml } from '../markdown/mdx-to-html.ts';
import { isCodeWithMeta, isScriptOrStyle, remarkCollectImagesWhenPresent, whenPresent } from '../markdown/when-present.ts';
import { resolveImport } from '../markdown/check-mdx.ts';
import { dedupeInlineScripts } from '../markdown/page-assets.ts';
import type { RenderedSnippet } from '../../components/mdx/render/index.ts';
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
 * per page or rendering a component tree on the main thread. The MDX snippets a page imports go
 * through the same pipeline for their own files, as their modules would, and are written where
 * the page uses them; each is processed once per thread.
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
  pipeline.use(remarkCollectImagesWhenPresent as never, shared.image as never);
  const remarkRehypeOptions = (options.remarkRehype ?? {}) as { passThrough?: string[] };
  pipeline.use(remarkRehype as never, { ...remarkRehypeOptions, allowDangerousHtml: true, passThrough: [...(remarkRehypeOptions.passThrough ?? []), ...nodeTypes] });
  // MDX's rehype-raw, only where it changes the page (raw-html.ts): the corpus' 2,160 static pages
  // come out the same, and most of them skip parse5's round trip.
  pipeline.use(whenPresent(metaString.default as never, isCodeWithMeta) as never).use(rehypeRawWhenPresent as never, { passThrough: [...nodeTypes] });
  for (const plugin of rehypePlugins) pipeline.use(...([] as unknown[]).concat(plugin) as [never]);
  pipeline.use(whenPresent(collapseScriptStyle.rehypeCollapseScriptStyle as never, isScriptOrStyle) as never).use(rehypeHeadingIds);

  const processed = new Map<string, Promise<RenderedSnippet>>();
  /** A snippet as its module renders: its tree after the plugins, with the snippets it imports. */
  const snippet = (file: string, trail: ReadonlySet<string>): Promise<RenderedSnippet> => {
    let pending = processed.get(file);
    if (!pending) {
      pending = (async () => {
        // As Astro's MDX integration reads a module: its frontmatter blanked, positions kept.
        const { frontmatter, content } = parseFrontmatter(readFileSync(file, 'utf8'), { frontmatter: 'empty-with-spaces' });
        const vfile = new VFile({ value: content, path: file, data: { astro: { frontmatter } } });
        const tree = (await pipeline.run(pipeline.parse(vfile), vfile)) as Root;
        return { tree, snippets: await snippetsOf(tree, file, new Set([...trail, file])) };
      })();
      processed.set(file, pending);
    }
    return pending;
  };
  /** The MDX snippets a module imports by default, by local name (core/markdown/mdx-static.ts). */
  const snippetsOf = async (tree: Root, file: string, trail: ReadonlySet<string>): Promise<Map<string, RenderedSnippet>> => {
    const found = new Map<string, RenderedSnippet>();
    for (const node of tree.children) {
      if (node.type !== 'mdxjsEsm') continue;
      // Besides the snippets, the imports the plugins add for components, which need no code here.
      for (const statement of (node.data as { estree?: { body: { type: string }[] } } | undefined)?.estree?.body ?? []) {
        const imported = mdxSnippetImport(statement);
        const target = imported && resolveImport(imported.source, file, docsDir);
        if (imported && target && !trail.has(target)) found.set(imported.name, await snippet(target, trail));
      }
    }
    return found;
  };

  return {
    async render(content, renderOptions) {
      const file = new VFile({ value: content, path: renderOptions?.fileURL, data: { astro: { frontmatter: renderOptions?.frontmatter ?? {} } } });
      const tree = (await pipeline.run(pipeline.parse(file), file)) as Root;
      // The page's own URL, as Astro.url names it to components (for their warnings).
      const path = relative(docsDir, file.path ?? '').replace(/\.mdx$/i, '');
      const snippets = await snippetsOf(tree, file.path ?? '', new Set([file.path ?? '']));
      const html = await mdxTreeToHtml(tree, { scope: {}, url: new URL(`http://mintaka.invalid${hrefForPath(path.replace(/(^|\/)index$/, '') || 'index')}`), snippets });
      // A snippet brings the scripts its components need, as its module does; the page keeps one
      // of each (components/layout/RenderGuard.astro does so for compiled pages).
      return { code: snippets.size ? dedupeInlineScripts(html) : html, metadata: renderedMetadata(file.data) };
    },
  };
}
