import { relative } from 'node:path';
import type { Nodes, Root } from 'hast';
import type { VFile } from 'vfile';
import { warn } from '../diagnostics.ts';
import { notePageAsset } from './page-assets.ts';
import { someNode } from '../../core/markdown/walk.ts';

const MATH_CLASSES = new Set(['math-inline', 'math-display', 'language-math']);

function hasMath(tree: Root): boolean {
  return someNode<Nodes>(tree, (node) => {
    const classes = node.type === 'element' ? node.properties.className : undefined;
    return Array.isArray(classes) && classes.some((c) => MATH_CLASSES.has(String(c)));
  });
}

/**
 * Renders `$inline$`, `$$block$$` and ```` ```math ```` with KaTeX at build time (HTML plus
 * MathML for screen readers) and asks for KaTeX's stylesheet on pages that have math only.
 * LaTeX that KaTeX cannot read is shown in red and reported as a warning with its position.
 */
export function rehypeMath(options: { docsDir: string }) {
  let render: Promise<(tree: Root, file: VFile) => void> | undefined;
  return (tree: Root, file: VFile) => (hasMath(tree) ? renderMath(tree, file) : undefined);
  async function renderMath(tree: Root, file: VFile): Promise<void> {
    // Loaded by the first page that has math: most sites have none, and KaTeX is 0.3 MB of code.
    // `strict: false`: KaTeX otherwise prints a console warning for every non-standard command.
    render ??= import('rehype-katex').then(({ default: rehypeKatex }) => rehypeKatex({ strict: false }) as (tree: Root, file: VFile) => void);
    const before = file.messages.length;
    (await render)(tree, file);
    notePageAsset(file, 'katex');
    const where = file.path ? relative(options.docsDir, file.path) || file.path : 'page';
    for (const message of file.messages.slice(before)) {
      if (message.source !== 'rehype-katex') continue;
      const reason = (message.cause as Error | undefined)?.message?.replace(/^KaTeX parse error: /, '') ?? message.reason;
      warn(`${where}:${message.line ?? 1}:${message.column ?? 1}: cannot render math: ${reason}`);
    }
  }
}
