import { relative } from 'node:path';
import type { Root } from 'mdast';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import { anchorEvents, collectLinks, listDefaultImports, parsePageAst, readJsxString, type AnchorEvent, type PageLink } from '../../core/links/index.ts';
import { collectDiagnostics } from '../diagnostics.ts';
import { blankMdxFrontmatter, summariseMdx, type FileSummary } from '../markdown/check-mdx.ts';
import { parseMdxNativeFirst } from '../markdown/parse-mdx-native-first.ts';
import { staticPageFacts, type IconUse } from './static-warnings.ts';

export interface PositionedWarning {
  line: number;
  column: number;
  message: string;
}

/**
 * Everything the validation needs from one page or snippet, from one parse with the build's
 * parser: plain data, so that it can be cached between runs and replayed without the tree.
 */
export interface PageFacts extends FileSummary {
  links: PageLink[];
  /** Snippet events name `import:<source as written>` or `snippet:<file of <Snippet file>>`. */
  anchors: AnchorEvent[];
  /** What the build would warn about while rendering this file (components, code, math...). */
  warnings: PositionedWarning[];
  /** The icons it names (validate/icon-problems.ts). */
  icons: IconUse[];
}

/** The facts of a file with nothing in it (or that cannot be read). */
export const noFacts = (): PageFacts => ({ imports: [], legacySnippets: [], links: [], anchors: [], warnings: [], icons: [] });

/** How an element that renders a snippet is named in anchor events (resolved by the caller). */
function snippetKeyFor(tree: Root): Parameters<typeof anchorEvents>[1] {
  const imports = listDefaultImports(tree);
  return (element) => {
    const source = element.name ? imports.get(element.name) : undefined;
    if (source) return `import:${source}`;
    const legacy = element.name === 'Snippet' ? readJsxString(element, 'file') : undefined;
    return legacy ? `snippet:${legacy}` : undefined;
  };
}

/** `file:line:column: message` from the build's own plugins → a warning of this file. */
function positioned(message: string, where: string): PositionedWarning {
  const rest = message.startsWith(`${where}:`) ? message.slice(where.length + 1) : message;
  const at = /^(\d+)(?::(\d+))?:\s+/.exec(rest);
  return at ? { line: Number(at[1]), column: Number(at[2] ?? 1), message: rest.slice(at[0].length) } : { line: 1, column: 1, message: rest.replace(/^\s*:\s*/, '') };
}

/**
 * Reads one page or snippet: its syntax error, imports, links, anchors and the warnings the
 * build's remark plugins give it (unknown components, names that are not defined), which run
 * here on the same tree after the links and anchors are read. `transforms` are those plugins;
 * `parse` parses MDX (satteri first; tests compare it with micromark alone, check-mdx.ts).
 */
export function readPageFacts(absolute: string, source: string, docsDir: string, transforms: PluggableList, parse: typeof parseMdxNativeFirst = parseMdxNativeFirst): PageFacts {
  const where = relative(docsDir, absolute) || absolute;
  if (!/\.mdx$/i.test(absolute)) {
    const parsed = parsePageAst(source, 'md');
    if (!parsed.ok) return noFacts();
    return { ...noFacts(), links: collectLinks(parsed.tree), anchors: anchorEvents(parsed.tree), ...staticPageFacts(parsed.tree) };
  }
  const text = blankMdxFrontmatter(source);
  const parsed = parse(text, absolute);
  if (!parsed.ok) return { ...noFacts(), error: parsed.error };
  const { tree } = parsed;
  const facts: PageFacts = { ...summariseMdx(tree), links: collectLinks(tree), anchors: anchorEvents(tree, snippetKeyFor(tree)), ...staticPageFacts(tree) };
  // The transforms change the tree: they run last. Missing imports are errors of the summary.
  const { warnings } = collectDiagnostics(() => unified().use(transforms).runSync(tree, new VFile({ path: absolute, value: text })));
  facts.warnings.push(...warnings.map((message) => positioned(message, where)));
  facts.warnings.sort((a, b) => a.line - b.line || a.column - b.column);
  return facts;
}
