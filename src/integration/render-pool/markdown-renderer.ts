import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rehypeHeadingIds, remarkCollectImages, type unified as astroUnified } from '@astrojs/markdown-remark';
import type { Root } from 'hast';
import { find, html } from 'property-information';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Pluggable } from 'unified';
import { VFile } from 'vfile';
import { walk } from '../markdown/walk.ts';

type AstroProcessor = ReturnType<typeof astroUnified>;
type SharedOptions = Parameters<AstroProcessor['createRenderer']>[0];
type Renderer = Awaited<ReturnType<AstroProcessor['createRenderer']>>;
type PluginEntry = AstroProcessor['options']['remarkPlugins'][number] | AstroProcessor['options']['rehypePlugins'][number];

// Astro's own step that marks Markdown images for its image service: part of its pipeline, not
// of the package's exports.
const require = createRequire(import.meta.url);
const rehypeImagesUrl = pathToFileURL(join(dirname(require.resolve('@astrojs/markdown-remark')), 'rehype-images.js')).href;

async function loadPlugin(entry: PluginEntry): Promise<Pluggable> {
  const [plugin, options] = Array.isArray(entry) ? entry : [entry];
  const loaded: unknown = typeof plugin === 'string' ? ((await import(plugin)) as { default: unknown }).default : plugin;
  return (options === undefined ? [loaded] : [loaded, options]) as Pluggable;
}

type Node = { type: string; children?: Node[]; properties?: Record<string, unknown> };

function hasRawHtml(tree: Root): boolean {
  let found = false;
  walk(tree as Node, (node) => {
    if (node.type === 'raw') found = true;
    return !found;
  });
  return found;
}

/**
 * What rehype-raw's round trip through HTML does to a page without raw HTML: an attribute set
 * to `true` that HTML does not know as boolean (`data-footnote-ref`) comes back as "".
 */
function emptyValuedAttributes(tree: Root): void {
  walk(tree as Node, (node) => {
    const properties = node.properties;
    if (!properties) return;
    for (const [name, value] of Object.entries(properties)) {
      if (value !== true) continue;
      const info = find(html, name);
      if (!info.boolean && !info.overloadedBoolean) properties[name] = '';
    }
  });
}

/**
 * rehype-raw, run only on a page that has raw HTML: it parses the whole page again through
 * parse5 (a seventh of a Markdown page's time) to place raw HTML in the tree; a page without
 * any comes out of it as it went in, but for empty-valued attributes.
 */
function rehypeRawWhenPresent() {
  const raw = rehypeRaw();
  return (tree: Root, file: VFile) => {
    if (hasRawHtml(tree)) return raw(tree, file);
    emptyValuedAttributes(tree);
    return undefined;
  };
}

/** Whether Astro would add steps of its own that Mintaka does itself (SmartyPants, highlighting). */
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
  if (gfm) parser.use(remarkGfm);
  for (const plugin of remarkPlugins) parser.use(...([] as unknown[]).concat(plugin) as [never]);
  parser.use(remarkCollectImages, shared.image as never);
  parser.use(remarkRehype, { allowDangerousHtml: true, passThrough: [], ...options.remarkRehype });
  for (const plugin of rehypePlugins) parser.use(...([] as unknown[]).concat(plugin) as [never]);
  parser.use(rehypeImages as never).use(rehypeHeadingIds).use(rehypeRawWhenPresent).use(rehypeStringify, { allowDangerousHtml: true });

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
      const astro = (result.data as { astro?: Record<string, unknown> }).astro ?? {};
      return {
        code: String(result.value),
        metadata: {
          headings: (astro.headings as never) ?? [],
          localImagePaths: (astro.localImagePaths as never) ?? [],
          remoteImagePaths: (astro.remoteImagePaths as never) ?? [],
          frontmatter: (astro.frontmatter as never) ?? {},
        },
      };
    },
  };
}
