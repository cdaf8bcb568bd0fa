import { readFileSync } from 'node:fs';
import { parseFrontmatter } from '@astrojs/markdown-remark';

/**
 * A page's Markdown and frontmatter as Astro's content loaders hand them to the Markdown
 * renderer: a Markdown page as the glob loader's Markdown entry type reads it (the body
 * trimmed); a static MDX page as the static MDX loader passes it to `renderMarkdown` (the
 * frontmatter blanked, so that positions stay the file's), which parses it again. A page
 * rendered ahead of the loader (render-ahead.ts) or without Astro (build-without-astro.ts) is
 * used only when it was given exactly this: shaped in one place, the two cannot drift apart
 * and render every page twice.
 */
export function pageRenderInput(file: string, source: string = readFileSync(file, 'utf8')): { content: string; frontmatter: Record<string, unknown> } {
  const parsed = parseFrontmatter(source, { frontmatter: 'empty-with-spaces' });
  if (!/\.mdx$/i.test(file)) return { content: parsed.content.trim(), frontmatter: parsed.frontmatter };
  const reparsed = parseFrontmatter(parsed.content);
  return { content: reparsed.content, frontmatter: reparsed.frontmatter };
}
