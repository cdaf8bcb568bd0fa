import { relative, sep } from 'node:path';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { classCandidatesOf } from '../../core/styles/class-candidates.ts';
import { walk } from '../../core/markdown/walk.ts';
import { recordFileClasses, type FileClasses } from '../utility-css/class-store.ts';
import { legacySnippetPath, resolveImport } from './check-mdx.ts';

const toDocsPath = (docsDir: string, file: string) => relative(docsDir, file).split(sep).join('/');

/** Snippet files a page imports (`import X from "/snippets/x.mdx"`, legacy `<Snippet file>`). */
function importedFiles(tree: Root, file: string, docsDir: string): string[] {
  const found = new Set<string>();
  const add = (target: string | undefined) => {
    const path = target && toDocsPath(docsDir, target);
    if (path && !path.startsWith('../')) found.add(path);
  };
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = String(statement.source.value);
      if (source.startsWith('/') || source.startsWith('.')) add(resolveImport(source, file, docsDir));
    }
  }
  walk(tree as never, (node: { type: string; name?: string; attributes?: { type: string; name?: string; value?: unknown }[] }) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'Snippet') return;
    const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'file');
    if (typeof attribute?.value === 'string') add(legacySnippetPath(attribute.value, docsDir));
  });
  return [...found];
}

/**
 * Notes the class names the author wrote in a page or snippet (raw HTML, JSX, components it
 * defines) and the snippets it imports, for the site's utility CSS (utility-css/). Runs first
 * among the transforms: later plugins add Mintaka's own classes, which are not candidates.
 * Markdown pages also carry theirs in the render's metadata (`file.data.mkClasses`), which
 * Astro keeps for pages it does not render again in the next build.
 */
export function remarkClassCandidates(options: { docsDir: string }) {
  return (tree: Root, file: VFile) => {
    const path = file.path ? toDocsPath(options.docsDir, file.path) : '';
    if (!path || path.startsWith('../') || path.startsWith('.')) return;
    const classes: FileClasses = { candidates: classCandidatesOf(tree as never), imports: importedFiles(tree, file.path, options.docsDir) };
    (file.data as { mkClasses?: FileClasses }).mkClasses = classes;
    recordFileClasses(path, classes);
  };
}
