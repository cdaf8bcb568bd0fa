import { readFileSync, statSync } from 'node:fs';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { createProcessor } from '@mdx-js/mdx';
import Slugger from 'github-slugger';
import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { resolveImport } from './check-mdx.ts';
import { PARSE_PLUGINS } from './parse-plugins.ts';

interface TocHeading {
  depth: number;
  id: string;
  text: string;
}

interface TextNode {
  type: string;
  value?: unknown;
  children?: TextNode[];
}

const processor = createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm, ...PARSE_PLUGINS] });

function textOf(node: TextNode): string {
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return '';
  if (node.type === 'text' || node.type === 'inlineCode') return String(node.value ?? '');
  return (node.children ?? []).map(textOf).join('');
}

/** Default imports of MDX files in a module: local name → absolute path. */
function snippetImports(esm: Iterable<MdxjsEsm>, file: string, docsDir: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of esm) {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = String(statement.source.value);
      // remark-components imports legacy <Snippet file> by absolute path.
      const target = source.startsWith(`${docsDir}/`) ? source : source.startsWith('/') || source.startsWith('.') ? resolveImport(source, file, docsDir) : undefined;
      if (!target || !/\.mdx?$/i.test(target)) continue;
      for (const specifier of statement.specifiers) if (specifier.type === 'ImportDefaultSpecifier') imports.set(specifier.local.name, target);
    }
  }
  return imports;
}

const memo = new Map<string, { mtime: number; headings: TocHeading[] }>();

/**
 * The headings a snippet renders, in order, with the ids its own build gives them (one slugger
 * per file, as rehype-headings.ts does), including those of the snippets it uses in turn.
 */
function headingsOfSnippet(file: string, docsDir: string, trail: Set<string>): TocHeading[] {
  let mtime = 0;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = memo.get(file);
  if (cached && cached.mtime === mtime) return cached.headings;
  let tree: MdastRoot;
  try {
    const { content } = parseFrontmatter(readFileSync(file, 'utf8'), { frontmatter: 'empty-with-spaces' });
    tree = processor.parse(new VFile({ path: file, value: content })) as MdastRoot;
  } catch {
    return [];
  }
  const imports = snippetImports(tree.children.filter((n): n is MdxjsEsm => n.type === 'mdxjsEsm'), file, docsDir);
  const slugger = new Slugger();
  const headings: TocHeading[] = [];
  visit(tree, (node) => {
    if (node.type === 'heading') {
      const text = textOf(node as TextNode).trim();
      if (text) headings.push({ depth: node.depth, id: slugger.slug(text), text });
    } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && imports.has(node.name)) {
      const target = imports.get(node.name)!;
      if (!trail.has(target)) headings.push(...headingsOfSnippet(target, docsDir, new Set([...trail, target])));
    }
  });
  memo.set(file, { mtime, headings });
  return headings;
}

/**
 * Mintlify inlines snippets, so their headings are in the page's table of contents; here a
 * snippet is a component compiled on its own, and Astro lists only the page's own headings.
 * This step puts a stand-in heading (same level, text and id as the snippet's) where each
 * snippet is used, lets Astro's heading step collect it in document order, then removes it
 * from the page: the reader sees the snippet's real heading, and the TOC links to it.
 */
export function rehypeSnippetHeadings(options: { docsDir: string }) {
  return (tree: HastRoot, file: VFile) => {
    if (!file.path?.endsWith('.mdx')) return;
    const esm: MdxjsEsm[] = [];
    visit(tree, (node) => {
      if (node.type === 'mdxjsEsm') esm.push(node as unknown as MdxjsEsm);
    });
    const imports = snippetImports(esm, file.path, options.docsDir);
    if (!imports.size) return;
    const standIns: { parent: { children: unknown[] }; node: Element }[] = [];
    visit(tree, (node, index, parent) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !node.name || !parent || index === undefined) return;
      const target = imports.get(node.name);
      if (!target) return;
      const headings = headingsOfSnippet(target, options.docsDir, new Set([file.path!, target]));
      const elements: Element[] = headings.map((h) => ({
        type: 'element',
        tagName: `h${h.depth}`,
        // `hidden`: should a stand-in ever stay in the page, it stays invisible.
        properties: { id: h.id, hidden: true },
        children: [{ type: 'text', value: h.text }],
      }));
      parent.children.splice(index, 0, ...elements);
      for (const element of elements) standIns.push({ parent: parent as { children: unknown[] }, node: element });
      return index + elements.length + 1;
    });
    if (!standIns.length) return;
    // Astro's heading step (after this one) assigns file.data.astro.headings once, having
    // visited the tree: that is the moment the stand-ins have done their job.
    const astro = ((file.data as { astro?: Record<string, unknown> }).astro ??= {});
    let headings = astro.headings;
    Object.defineProperty(astro, 'headings', {
      configurable: true,
      enumerable: true,
      get: () => headings,
      set: (value) => {
        headings = value;
        for (const { parent, node } of standIns) {
          const at = parent.children.indexOf(node);
          if (at !== -1) parent.children.splice(at, 1);
        }
      },
    });
  };
}
