import type { Root } from 'mdast';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import { hasNativeMdxParser, parseMdxNatively } from '../../core/markdown/native-parse.ts';
import { whyNotStatic } from '../../core/markdown/mdx-static.ts';
import { parseMdxTree, rendersWithoutAstro, type FileSummary } from './check-mdx.ts';
import { PARSE_PLUGINS } from './parse-plugins.ts';

/** satteri as the parser, no fallback, wrapped by the plugins that change parsing as micromark is. */
function remarkNativeMdxOnly(this: Processor) {
  (this as unknown as { parser: (document: string) => Root }).parser = parseMdxNatively;
}
const nativeProcessor = unified().use(remarkNativeMdxOnly);
for (const plugin of PARSE_PLUGINS) nativeProcessor.use(plugin as never);

/**
 * Parses an MDX page or snippet (frontmatter blanked) for the validation, by satteri where its
 * tree is known to be micromark's: a static page (core/markdown/mdx-static.ts), on which the
 * two trees are the same, positions included (every static page of both corpora; attributes
 * have no position, which nothing the validation reads needs). Anywhere else micromark parses
 * it, as the MDX compiler will: imports and exports (their estree), expressions that run, and
 * every page satteri rejects, so that a syntax error is micromark's message at micromark's
 * position. satteri takes a twentieth of micromark's time, and four pages in five are static.
 * The tree is MDX's after mark-and-unravel on satteri's side, before it on micromark's: the
 * facts read from both are the same.
 */
export function parseMdxNativeFirst(text: string, path: string): { ok: true; tree: Root } | { ok: false; error: NonNullable<FileSummary['error']> } {
  if (hasNativeMdxParser) {
    try {
      const tree = nativeProcessor.parse(new VFile({ path, value: text })) as Root;
      if (!whyNotStatic(tree as never, rendersWithoutAstro)) return { ok: true, tree };
    } catch {
      // micromark says why, below.
    }
  }
  return parseMdxTree(text, path);
}
