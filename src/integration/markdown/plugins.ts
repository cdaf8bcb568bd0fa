import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RehypePlugins, RemarkPlugins } from '@astrojs/internal-helpers/markdown';
import remarkMath from 'remark-math';
import { MDX_COMPONENT_NAMES } from '../../components/mdx/names.ts';
import { remarkHtmlComments } from './html-comments.ts';
import { rehypeCodeBlocks } from './rehype-code-blocks.ts';
import { rehypeHeadingAnchors } from './rehype-headings.ts';
import { rehypeHtmlCompat } from './rehype-html-compat.ts';
import { rehypeMath } from './rehype-math.ts';
import { rehypePageAssets } from './page-assets.ts';
import { remarkComponents, type RemarkComponentsOptions } from './remark-components.ts';
import { remarkMdxComponents } from './remark-mdx-components.ts';
import { remarkSnippetProps } from './remark-snippet-props.ts';

const srcDir = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/**
 * Plugins that change how a page is parsed. The MDX pre-check (check-mdx.ts) parses with the
 * same ones, so it reports exactly the errors the build would hit.
 */
export const PARSE_PLUGINS = [remarkHtmlComments, remarkMath] as const;

/** The remark plugins of the Markdown/MDX pipeline, in order. */
export function remarkPluginsFor(docsDir: string): RemarkPlugins {
  const components: RemarkComponentsOptions = {
    docsDir,
    componentsModule: join(srcDir, 'components/mdx/index.ts'),
    componentNames: MDX_COMPONENT_NAMES,
  };
  // remarkMdxComponents before remarkComponents: it adds components (Tabs for views) that need
  // imports. remarkSnippetProps after both: it must see every import they add.
  return [...PARSE_PLUGINS, remarkMdxComponents, [remarkComponents, components], [remarkSnippetProps, { docsDir }]];
}

/** The rehype plugins of the Markdown/MDX pipeline, in order. */
export function rehypePluginsFor(docsDir: string): RehypePlugins {
  return [
    // Before code blocks, so ```math fences become formulas rather than code.
    [rehypeMath, { docsDir }],
    [rehypeCodeBlocks, { docsDir }],
    rehypeHtmlCompat,
    rehypeHeadingAnchors,
    // Last: adds the scripts and stylesheets the plugins above asked for.
    rehypePageAssets,
  ];
}
