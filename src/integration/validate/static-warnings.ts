import { createRequire } from 'node:module';
import type { Nodes, Root } from 'mdast';
import { walk } from '../../core/markdown/walk.ts';
import { MDX_COMPONENT_NAMES } from '../../components/mdx/names.ts';
import { isJsxElement, readJsxString } from '../../core/links/index.ts';
import { parseCodeMeta } from '../markdown/code-meta.ts';
import { resolveLanguage } from '../markdown/highlighter.ts';
import { splitFenceLanguage, unknownLanguageReason } from '../markdown/rehype-code-blocks.ts';
import type { PositionedWarning } from './page-facts.ts';

const require = createRequire(import.meta.url);
let katex: typeof import('katex').default | undefined;

/** Why KaTeX cannot render a formula, as the build's math plugin words it (rehype-math.ts). */
function mathProblem(value: string, displayMode: boolean): string | undefined {
  katex ??= require('katex') as typeof import('katex').default;
  try {
    katex.renderToString(value, { strict: false, displayMode, throwOnError: true });
    return undefined;
  } catch (error) {
    return `cannot render math: ${(error as Error).message.replace(/^KaTeX parse error: /, '')}`;
  }
}

const COMPONENTS: ReadonlySet<string> = new Set(MDX_COMPONENT_NAMES);
/** Fences that are not highlighted code: diagrams and formulas have their own renderers. */
const NOT_CODE = new Set(['mermaid', 'math']);

/** An icon a page names (a component's `icon`, a code block's `icon="..."`), where it is written. */
export interface IconUse {
  name: string;
  iconType?: string;
  /** The element as the warning names it: `<Card title="Setup">`, `code block`. */
  tag: string;
  line: number;
  column: number;
}

/**
 * What the build's rehype plugins and components report while rendering a page, read from its
 * tree beforehand with the same rules: code fences in a language no grammar covers, formulas
 * KaTeX cannot read, and the icons the page names (validate/icon-problems.ts says which have
 * no free icon). Icons given by an expression are known only when the page renders.
 */
export function staticPageFacts(tree: Root): { warnings: PositionedWarning[]; icons: IconUse[] } {
  const warnings: PositionedWarning[] = [];
  const icons: IconUse[] = [];
  const at = (node: Nodes) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
  walk<Nodes>(tree, (node) => {
    const math = node.type === 'math' || node.type === 'inlineMath' || (node.type === 'code' && node.lang?.toLowerCase() === 'math');
    if (math) {
      const problem = mathProblem(node.value, node.type !== 'inlineMath');
      if (problem) warnings.push({ ...at(node), message: problem });
    } else if (node.type === 'code' && node.lang && !NOT_CODE.has(node.lang.toLowerCase())) {
      const { language, attached } = splitFenceLanguage(node.lang);
      if (!resolveLanguage(language).known) warnings.push({ ...at(node), message: unknownLanguageReason(language) });
      const icon = parseCodeMeta(`${attached} ${node.meta ?? ''}`).icon;
      if (icon) icons.push({ name: icon, tag: 'code block', ...at(node) });
    } else if (isJsxElement(node) && node.name && COMPONENTS.has(node.name)) {
      const icon = readJsxString(node, 'icon');
      if (!icon) return;
      const title = readJsxString(node, 'title');
      icons.push({ name: icon, iconType: readJsxString(node, 'iconType'), tag: `<${node.name}${title ? ` title="${title}"` : ''}>`, ...at(node) });
    }
  });
  return { warnings, icons };
}
