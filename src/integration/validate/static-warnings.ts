import { createRequire } from 'node:module';
import type { Nodes, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { unknownIconReason } from '../../components/mdx/lib/icon-html.ts';
import { MDX_COMPONENT_NAMES } from '../../components/mdx/names.ts';
import { isJsxElement, readJsxString } from '../../core/links/index.ts';
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

/**
 * What the build's rehype plugins and components warn about while rendering a page, read from
 * its tree beforehand with the same rules: icons that no free Font Awesome icon has (on the
 * author components, when written as a plain value), code fences in a language no grammar
 * covers and formulas KaTeX cannot read. Icons given by an expression are known only when the page renders.
 */
export function staticPageWarnings(tree: Root): PositionedWarning[] {
  const warnings: PositionedWarning[] = [];
  const at = (node: Nodes, message: string) => warnings.push({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, message });
  visit(tree, (node: Nodes) => {
    const math = node.type === 'math' || node.type === 'inlineMath' || (node.type === 'code' && node.lang?.toLowerCase() === 'math');
    if (math) {
      const problem = mathProblem(node.value, node.type !== 'inlineMath');
      if (problem) at(node, problem);
    } else if (node.type === 'code' && node.lang && !NOT_CODE.has(node.lang.toLowerCase())) {
      const { language } = splitFenceLanguage(node.lang);
      if (!resolveLanguage(language).known) at(node, unknownLanguageReason(language));
    } else if (isJsxElement(node) && node.name && COMPONENTS.has(node.name)) {
      const reason = unknownIconReason(readJsxString(node, 'icon'), readJsxString(node, 'iconType'));
      if (!reason) return;
      const title = readJsxString(node, 'title');
      at(node, `<${node.name}${title ? ` title="${title}"` : ''}>: ${reason}`);
    }
  });
  return warnings;
}
