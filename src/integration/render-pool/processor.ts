import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { unified } from '@astrojs/markdown-remark';
import { parseFrontmatter } from '../../core/pages/frontmatter.ts';
import { MARKDOWN_OPTIONS } from './markdown-options.ts';
import { loadCurrentSiteConfig } from '../site-config-loader.ts';
import { createPageProcessor } from './page-processor.ts';

/** The page processor (page-processor.ts) of a thread that reads the docs folder's config itself. */
export function createMintakaProcessor(docsDir: string): ReturnType<typeof unified> {
  // The code themes, icon library and variables the plugins use (site-config.ts).
  loadCurrentSiteConfig(docsDir);
  return createPageProcessor(docsDir);
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
