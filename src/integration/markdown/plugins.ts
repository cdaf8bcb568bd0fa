import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RehypePlugins, RemarkPlugins } from '@astrojs/internal-helpers/markdown';
import { MDX_COMPONENT_NAMES } from '../../components/mdx/names.ts';
import { remarkComponents, type RemarkComponentsOptions } from './remark-components.ts';
import { remarkMdxComponents } from './remark-mdx-components.ts';

const srcDir = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** The remark plugins of the Markdown/MDX pipeline, in order. */
export function remarkPluginsFor(docsDir: string): RemarkPlugins {
  const components: RemarkComponentsOptions = {
    docsDir,
    componentsModule: join(srcDir, 'components/mdx/index.ts'),
    componentNames: MDX_COMPONENT_NAMES,
  };
  // remarkMdxComponents first: it adds components (Tabs for views) that need imports.
  return [remarkMdxComponents, [remarkComponents, components]];
}

/** The rehype plugins of the Markdown/MDX pipeline, in order. */
export function rehypePluginsFor(_docsDir: string): RehypePlugins {
  return [];
}
