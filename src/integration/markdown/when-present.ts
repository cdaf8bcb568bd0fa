import { remarkCollectImages } from '@astrojs/markdown-remark';
import type { VFile } from 'vfile';
import { someNode } from '../../core/markdown/walk.ts';

// Some steps of Astro's Markdown and MDX pipelines walk a page's whole tree with
// unist-util-visit (a closure and an ancestor list for every node) to change a kind of node most
// pages lack: script and style elements, code with a meta string, images. On a page without one
// they change nothing (the images step records that there are none), so a plain walk looks for
// one first, and the step runs only where it finds one: crewAI's renderer spent a tenth of its
// time in these three.

type Node = { type: string; tagName?: string; name?: string | null; data?: { meta?: unknown }; children?: Node[] };
type Transformer = (tree: Node, file: VFile) => unknown;
type Attacher = (this: unknown, ...options: never[]) => Transformer;

/** `plugin` run only on trees with a node `wanted` accepts; on any other `otherwise(file)` is what it would have left. */
export function whenPresent(plugin: Attacher, wanted: (node: Node) => boolean, otherwise?: (file: VFile) => void) {
  return function (this: unknown, ...options: never[]): Transformer {
    const transformer = plugin.apply(this, options);
    return (tree, file) => {
      if (someNode(tree, wanted)) return transformer(tree, file);
      otherwise?.(file);
      return undefined;
    };
  };
}

/** Astro's rehype-collapse-script-style: `<script>` and `<style>`, as elements or JSX, are all it changes. */
export const isScriptOrStyle = (node: Node) =>
  node.type === 'element' ? node.tagName === 'script' || node.tagName === 'style' : (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node.name === 'script' || node.name === 'style');

/** Astro's rehype-meta-string: a `<code>` with a meta string is all it changes. */
export const isCodeWithMeta = (node: Node) => node.type === 'element' && node.tagName === 'code' && Boolean(node.data?.meta);

/**
 * Astro's remark-collect-images, run where the page has an image: it records the page's local
 * and remote images, none on a page without (and nothing on a file without a path).
 */
export const remarkCollectImagesWhenPresent = whenPresent(
  remarkCollectImages as unknown as Attacher,
  (node) => node.type === 'image' || node.type === 'imageReference',
  (file) => {
    if (typeof file?.path !== 'string') return;
    const data = file.data as { astro?: Record<string, unknown> };
    data.astro ??= {};
    data.astro.localImagePaths = [];
    data.astro.remoteImagePaths = [];
  },
);
