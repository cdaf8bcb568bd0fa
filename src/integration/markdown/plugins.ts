import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RehypePlugins, RemarkPlugins } from '@astrojs/internal-helpers/markdown';
import { MDX_COMPONENT_NAMES } from '../../components/mdx/names.ts';
import { rehypeCodeBlocks } from './rehype-code-blocks.ts';
import { rehypeHeadingAnchors } from './rehype-headings.ts';
import { rehypeHtmlCompat } from './rehype-html-compat.ts';
import { rehypePageLinks } from './rehype-page-links.ts';
import { rehypeMath } from './rehype-math.ts';
import { rehypeSnippetHeadingIds, rehypeSnippetHeadings } from './rehype-snippet-headings.ts';
import { rehypePageAssets } from './page-assets.ts';
import { PARSE_PLUGINS } from './parse-plugins.ts';
import { remarkClassCandidates } from './remark-class-candidates.ts';
import { remarkComponents, type RemarkComponentsOptions } from './remark-components.ts';
import { remarkMdxComponents } from './remark-mdx-components.ts';
import { remarkSnippetProps } from './remark-snippet-props.ts';
import { remarkSiteComponents } from './remark-site-components.ts';
import { remarkRelativeUrls } from './remark-relative-urls.ts';
import { remarkVariables } from './remark-variables.ts';

const srcDir = dirname(dirname(dirname(fileURLToPath(import.meta.url))));


/** The remark plugins of the Markdown/MDX pipeline, in order. */
export function remarkPluginsFor(docsDir: string): RemarkPlugins {
  const components: RemarkComponentsOptions = {
    docsDir,
    componentsModule: join(srcDir, 'components/mdx/index.ts'),
    componentNames: MDX_COMPONENT_NAMES,
  };
  // remarkClassCandidates first: it notes the classes the author wrote, before plugins add
  // Mintaka's; remarkVariables next: `{{name}}` is text (or an expression in MDX) that others
  // must not see. remarkMdxComponents before remarkComponents: it adds components (Tabs for
  // views) that need imports. remarkSnippetProps after them: it must see every import they add
  // (the MDX globals of remarkSiteComponents included).
  return [...PARSE_PLUGINS, [remarkClassCandidates, { docsDir }], [remarkVariables, { docsDir }], [remarkRelativeUrls, { docsDir }], remarkMdxComponents, [remarkComponents, components], remarkSiteComponents, [remarkSnippetProps, { docsDir }]];
}

/** The rehype plugins of the Markdown/MDX pipeline, in order. */
export function rehypePluginsFor(docsDir: string): RehypePlugins {
  return [
    // Before code blocks, so ```math fences become formulas rather than code.
    [rehypeMath, { docsDir }],
    [rehypeCodeBlocks, { docsDir }],
    rehypeHtmlCompat,
    [rehypePageLinks, { docsDir }],
    // Around the anchors: snippet headings are numbered with the page's (see the file).
    [rehypeSnippetHeadings, { docsDir }],
    rehypeHeadingAnchors,
    [rehypeSnippetHeadingIds, { docsDir }],
    // Last: adds the scripts and stylesheets the plugins above asked for.
    rehypePageAssets,
  ];
}
