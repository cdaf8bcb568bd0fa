import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { createProcessor } from '@mdx-js/mdx';
import type { Nodes, Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import remarkGfm from 'remark-gfm';
import { walk } from '../../core/markdown/walk.ts';
import { VFile } from 'vfile';
import { loadableFileCheck } from './loadable-mdx.ts';
import { describeMdxError, type MdxParseError } from './mdx-errors.ts';
import { PARSE_PLUGINS } from './parse-plugins.ts';
import { snippetPropNames } from './remark-snippet-props.ts';
import { whyNotStatic } from '../../core/markdown/mdx-static.ts';
import { COMPONENT_RENDERERS } from '../../components/mdx/render/index.ts';

interface Position {
  line: number;
  column: number;
}

/** What the check keeps of one parsed file: enough to re-check it without parsing again. */
export interface FileSummary {
  error?: Position & { reason: string; hint: string };
  /** Why the page must be compiled to JavaScript; absent when it is static (core/markdown/mdx-static.ts). */
  needsCompile?: string;
  /**
   * Why the file must be compiled when a page imports it as a snippet, which may read the props
   * it is given by name (`{framework}`); absent when it is static then.
   */
  needsCompileAsSnippet?: string;
  imports: (Position & { source: string })[];
  legacySnippets: (Position & { file: string })[];
}

export interface MdxCheckResult {
  /** `file:line:column: reason (hint: ...)`, one per problem, in file order. */
  errors: string[];
  /** Pages (paths relative to the docs folder) that cannot be built, with their messages. */
  invalidPages: Map<string, string[]>;
  /** MDX pages that are static: a build renders them without compiling them (mdx-html-renderer.ts). */
  staticPages: Set<string>;
  /**
   * The other valid MDX pages that Node can load once compiled, without a bundler
   * (src/cli/compiled-mdx.ts): they import, in turn, only MDX files of the docs folder.
   */
  loadablePages: Set<string>;
}

// The same parser as the build: @mdx-js/mdx with the parse-changing plugins (GFM, math, HTML
// comments) in the same order as Astro's MDX integration.
const processor = createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm, ...PARSE_PLUGINS] });

/** Whether a component renders on the render workers, without Astro (components/mdx/render/). */
export const rendersWithoutAstro = (name: string) => name in COMPONENT_RENDERERS;

/** The MDX page's imports and legacy snippets (what the check resolves). */
export function summariseMdx(tree: Root): Omit<FileSummary, 'error'> {
  const imports: FileSummary['imports'] = [];
  const legacySnippets: FileSummary['legacySnippets'] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const loc = statement.loc?.start;
      imports.push({ source: String(statement.source.value), line: loc?.line ?? node.position?.start.line ?? 1, column: loc ? loc.column + 1 : 1 });
    }
  }
  walk<Nodes>(tree, (node) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'Snippet') return;
    const file = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'file');
    if (file && typeof file.value === 'string') legacySnippets.push({ file: file.value, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
  });
  const needsCompile = whyNotStatic(tree as never, rendersWithoutAstro);
  const needsCompileAsSnippet = needsCompile && whyNotStatic(tree as never, rendersWithoutAstro, snippetPropNames(tree));
  return { imports, legacySnippets, ...(needsCompile ? { needsCompile } : {}), ...(needsCompileAsSnippet ? { needsCompileAsSnippet } : {}) };
}

/**
 * The page with its frontmatter turned into spaces, as in Astro's MDX integration, so positions
 * stay true. Invalid YAML is the frontmatter check's to report (core/pages/frontmatter.ts); it
 * must not stop this one (it threw out of `mintaka check`), so the block is blanked as it is.
 */
export function blankMdxFrontmatter(source: string): string {
  try {
    return parseFrontmatter(source, { frontmatter: 'empty-with-spaces' }).content;
  } catch {
    return source.replace(/^\uFEFF?---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/, (block) => block.replace(/[^\r\n]/g, ' '));
  }
}

/** Parses MDX (frontmatter already blanked) with the build's parser: the tree, or the syntax error. */
export function parseMdxTree(text: string, path: string): { ok: true; tree: Root } | { ok: false; error: NonNullable<FileSummary['error']> } {
  try {
    return { ok: true, tree: processor.parse(new VFile({ path, value: text })) as Root };
  } catch (error) {
    return { ok: false, error: describeMdxError(error as MdxParseError) };
  }
}

/** Parses one MDX file (frontmatter included) into what the check needs, or its syntax error. */
export function parseMdxFile(source: string, path: string): FileSummary {
  const parsed = parseMdxTree(blankMdxFrontmatter(source), path);
  return parsed.ok ? summariseMdx(parsed.tree) : { error: parsed.error, imports: [], legacySnippets: [] };
}

export function resolveImport(source: string, fromFile: string, docsDir: string): string | undefined {
  const base = source.startsWith('/') ? join(docsDir, source) : join(dirname(fromFile), source);
  return ['', '.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
}

export function legacySnippetPath(file: string, docsDir: string): string | undefined {
  return ['_snippets', 'snippets'].map((folder) => join(docsDir, folder, file)).find((candidate) => existsSync(candidate));
}

/**
 * Parses every MDX page, and every snippet they import, with the build's own parser before
 * anything renders, so that all syntax errors and missing snippets of a site are reported in
 * one run (the bundler stops at the first). A page is invalid when it, or a snippet it uses,
 * has a problem.
 */
export function checkMdxPages(docsDir: string, pageFiles: readonly string[], summaryOf: (absolute: string) => FileSummary): MdxCheckResult {
  const problemsByFile = new Map<string, string[]>();
  const summaries = new Map<string, FileSummary>();
  const reached = new Map<string, Set<string>>();

  /** Problems of one file and of everything it imports (each file checked once). */
  const check = (absolute: string, trail: Set<string>): Set<string> => {
    const known = reached.get(absolute);
    if (known) return known;
    const files = new Set<string>();
    reached.set(absolute, files);
    const where = relative(docsDir, absolute) || absolute;
    const problems: string[] = [];
    const summary = summaryOf(absolute);
    summaries.set(absolute, summary);
    if (summary.error) {
      const { line, column, reason, hint } = summary.error;
      problems.push(`${where}:${line}:${column}: ${reason} (hint: ${hint})`);
    }
    for (const imp of summary.imports) {
      if (!imp.source.startsWith('/') && !imp.source.startsWith('.')) continue;
      const target = resolveImport(imp.source, absolute, docsDir);
      if (!target) {
        problems.push(`${where}:${imp.line}:${imp.column}: cannot find the imported file "${imp.source}" (looked in ${imp.source.startsWith('/') ? 'the docs folder' : "the page's folder"})`);
      } else if (/\.mdx$/i.test(target) && !trail.has(target)) {
        for (const file of check(target, new Set([...trail, target]))) files.add(file);
      }
    }
    for (const snippet of summary.legacySnippets) {
      const target = legacySnippetPath(snippet.file, docsDir);
      if (!target) problems.push(`${where}:${snippet.line}:${snippet.column}: <Snippet file="${snippet.file}"> names a snippet that does not exist (looked in snippets/ and _snippets/)`);
      else if (/\.mdx$/i.test(target) && !trail.has(target)) for (const file of check(target, new Set([...trail, target]))) files.add(file);
    }
    if (problems.length) {
      problemsByFile.set(where, problems);
      files.add(where);
    }
    return files;
  };

  // A page is static when it is (core/markdown/mdx-static.ts) and so is every MDX snippet it
  // imports, in turn: the build renders them into the page (render-pool/mdx-html-renderer.ts).
  // Keyed by file and by whether it renders as a snippet (`\0` after the path).
  const staticFiles = new Map<string, boolean>();
  const isStatic = (absolute: string, trail: Set<string>, asSnippet: boolean): boolean => {
    const key = asSnippet ? `${absolute}\0` : absolute;
    const known = staticFiles.get(key);
    if (known !== undefined) return known;
    const summary = summaries.get(absolute);
    let result = summary !== undefined && !summary.error && (!summary.needsCompile || (asSnippet && !summary.needsCompileAsSnippet));
    for (const imp of summary?.imports ?? []) {
      if (!result) break;
      const target = resolveImport(imp.source, absolute, docsDir);
      result = target !== undefined && /\.mdx$/i.test(target) && !trail.has(target) && isStatic(target, new Set([...trail, target]), true);
    }
    staticFiles.set(key, result);
    return result;
  };

  // Compiled pages Node can load without Vite (loadable-mdx.ts).
  const isLoadable = loadableFileCheck(docsDir, (absolute) => summaries.get(absolute) ?? summaryOf(absolute), (file) => legacySnippetPath(file, docsDir));

  const invalidPages = new Map<string, string[]>();
  const staticPages = new Set<string>();
  const loadablePages = new Set<string>();
  for (const page of pageFiles) {
    if (!/\.mdx$/i.test(page)) continue;
    const absolute = join(docsDir, page);
    const files = check(absolute, new Set([absolute]));
    if (files.size) invalidPages.set(page, [...files].flatMap((file) => problemsByFile.get(file) ?? []));
    else if (isStatic(absolute, new Set([absolute]), false)) staticPages.add(page);
    else if (isLoadable(absolute)) loadablePages.add(page);
  }
  return { errors: [...problemsByFile.values()].flat(), invalidPages, staticPages, loadablePages };
}
