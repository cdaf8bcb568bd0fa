import type { Nodes, Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { walk } from '../markdown/walk.ts';
import { isJsxElement, rootNameOf } from './jsx.ts';

export interface ComponentProblem {
  line: number;
  column: number;
  severity: 'error' | 'warning';
  message: string;
}

/** Names the page defines (imports, `export const`, functions) and the files it imports. */
function readModuleScope(tree: Root): { names: Set<string>; imports: string[]; defaults: Map<string, string> } {
  const names = new Set<string>();
  const imports: string[] = [];
  const defaults = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (statement.type === 'ImportDeclaration') {
        for (const specifier of statement.specifiers) {
          names.add(specifier.local.name);
          if (specifier.type === 'ImportDefaultSpecifier') defaults.set(specifier.local.name, String(statement.source.value));
        }
        imports.push(String(statement.source.value));
      } else if (declaration?.type === 'VariableDeclaration') {
        for (const d of declaration.declarations) if (d.id.type === 'Identifier') names.add(d.id.name);
      } else if ((declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') && declaration.id) {
        names.add(declaration.id.name);
      }
    }
  }
  return { names, imports, defaults };
}

/** The files a page imports (`/snippets/x.mdx`, `./y.mdx`), as written. */
export function listImports(tree: Root): string[] {
  return readModuleScope(tree).imports;
}

/** Default imports of the page: the component name → the file, as written. */
export function listDefaultImports(tree: Root): Map<string, string> {
  return readModuleScope(tree).defaults;
}

/**
 * Components the build would not know: neither built in nor defined or imported by the page.
 * The build shows their children and warns (as Mintlify does); the check says so beforehand.
 */
export function checkPageComponents(tree: Root, knownComponents: ReadonlySet<string>): ComponentProblem[] {
  const problems: ComponentProblem[] = [];
  const { names } = readModuleScope(tree);
  const reported = new Set<string>();
  walk<Nodes>(tree, (node) => {
    if (!isJsxElement(node) || !node.name) return;
    const root = rootNameOf(node);
    // `<Snippet file>` is expanded by the build (a missing one is reported with the imports).
    if (!/^[A-Z]/.test(root) || root === 'Snippet' || names.has(root) || knownComponents.has(root) || knownComponents.has(node.name)) return;
    if (reported.has(node.name)) return;
    reported.add(node.name);
    problems.push({
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
      severity: 'warning',
      message: `unknown component <${node.name}>; its content is shown without it`,
    });
  });
  return problems;
}
