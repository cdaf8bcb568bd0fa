import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rehypeHeadingIds, type unified as astroUnified } from '@astrojs/markdown-remark';
import type { Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Pluggable } from 'unified';
import { VFile } from 'vfile';
import { remarkCollectImagesWhenPresent } from '../markdown/when-present.ts';
import { rehypeRawWhenPresent } from '../../core/markdown/raw-html.ts';
import { isHighlightedCode, walk } from '../../core/markdown/walk.ts';
import { remarkNativeParse } from '../../core/markdown/native-parse.ts';

export type AstroProcessor = ReturnType<typeof astroUnified>;
export type SharedOptions = Parameters<AstroProcessor['createRenderer']>[0];
export type Renderer = Awaited<ReturnType<AstroProcessor['createRenderer']>>;
type PluginEntry = AstroProcessor['options']['remarkPlugins'][number] | AstroProcessor['options']['rehypePlugins'][number];

// Astro's own step that marks Markdown images for its image service: part of its pipeline, not
// of the package's exports.
const require = createRequire(import.meta.url);
const rehypeImagesUrl = pathToFileURL(join(dirname(require.resolve('@astrojs/markdown-remark')), 'rehype-images.js')).href;

/** A remark or rehype plugin of Astro's options, imported when named by its package. */
export async function loadPlugin(entry: PluginEntry): Promise<Pluggable> {
  const [plugin, options] = Array.isArray(entry) ? entry : [entry];
  const loaded: unknown = typeof plugin === 'string' ? ((await import(plugin)) as { default: unknown }).default : plugin;
  return (options === undefined ? [loaded] : [loaded, options]) as Pluggable;
}

/**
 * Astro's heading collector (ids and the table of contents' list), without walking through
 * highlighted code, whose thousands of token spans hold no heading: highlighted blocks are
 * emptied while it runs.
 */
function rehypeHeadingIdsOutsideCode() {
  const collect = rehypeHeadingIds() as (tree: Root, file: VFile) => void;
  return (tree: Root, file: VFile) => {
    const emptied: [{ children: unknown[] }, unknown[]][] = [];
    walk(tree as never, (node: { type: string; children?: unknown[] }) => {
      if (!isHighlightedCode(node as never)) return;
      emptied.push([node as { children: unknown[] }, node.children!]);
      node.children = [];
      return false;
    });
    try {
      return collect(tree, file);
    } finally {
      for (const [node, children] of emptied) node.children = children;
    }
  };
}

/** Whether Astro would add steps of its own that Mintaka does itself (SmartyPants, highlighting). */
/** What a page's render tells Astro besides its HTML, from the data the pipeline's plugins left. */
export function renderedMetadata(data: VFile['data']): Awaited<ReturnType<Renderer['render']>>['metadata'] {
  const astro = (data as { astro?: Record<string, unknown> }).astro ?? {};
  const { mkClasses } = data as { mkClasses?: unknown };
  return {
    headings: (astro.headings as never) ?? [],
    localImagePaths: (astro.localImagePaths as never) ?? [],
    remoteImagePaths: (astro.remoteImagePaths as never) ?? [],
    frontmatter: (astro.frontmatter as never) ?? {},
    // The page's class candidates (remark-class-candidates.ts), kept by Astro's cache.
    ...(mkClasses ? { mkClasses } : {}),
  };
}

export function needsAstroRenderer(shared: SharedOptions, options: AstroProcessor['options']): boolean {
  return (options.smartypants ?? shared.smartypants) !== false || Boolean(shared.syntaxHighlight);
}

/**
 * Astro's Markdown renderer (createMarkdownProcessor of @astrojs/markdown-remark), step for
 * step, with the processor's plugins: the same HTML and metadata, but rehype-raw only where a
 * page has raw HTML. Highlighting stays with Mintaka's rehype plugin: Astro's is not added.
 */
export async function createMarkdownRenderer(shared: SharedOptions, options: AstroProcessor['options']): Promise<Renderer> {
  const gfm = options.gfm ?? shared.gfm ?? true;
  const [remarkPlugins, rehypePlugins, { rehypeImages }] = await Promise.all([
    Promise.all(options.remarkPlugins.map((entry) => loadPlugin(entry))),
    Promise.all(options.rehypePlugins.map((entry) => loadPlugin(entry))),
    import(rehypeImagesUrl) as Promise<{ rehypeImages: () => unknown }>,
  ]);
  const parser = unified().use(remarkParse);
  // remark-math is one of the parse plugins (parse-plugins.ts) every page processor has.
  if (gfm) parser.use(remarkGfm).use(remarkNativeParse, { math: true });
  for (const plugin of remarkPlugins) parser.use(...([] as unknown[]).concat(plugin) as [never]);
  parser.use(remarkCollectImagesWhenPresent as never, shared.image as never);
  parser.use(remarkRehype, { allowDangerousHtml: true, passThrough: [], ...options.remarkRehype });
  for (const plugin of rehypePlugins) parser.use(...([] as unknown[]).concat(plugin) as [never]);
  parser.use(rehypeImages as never).use(rehypeHeadingIdsOutsideCode).use(rehypeRawWhenPresent).use(rehypeStringify, { allowDangerousHtml: true });

  return {
    async render(content, renderOptions) {
      const file = new VFile({ value: content, path: renderOptions?.fileURL, data: { astro: { frontmatter: renderOptions?.frontmatter ?? {} } } });
      let result: VFile;
      try {
        result = await parser.process(file);
      } catch (error) {
        if (error instanceof Error) error.message = `Failed to parse Markdown file "${file.path}":\n${error.message}`;
        throw error;
      }
      return { code: String(result.value), metadata: renderedMetadata(result.data) };
    },
  };
}
