import { relative } from 'node:path';
import type { Nodes, Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { walk } from '../../core/markdown/walk.ts';
import type { VFile } from 'vfile';
import { MDX_GLOBAL_NAMES } from '../../components/mdx/mdx-global-names.ts';
import type { SnippetScope } from '../../core/markdown/mdx-static.ts';
import { warn } from '../diagnostics.ts';

interface Node {
  type: string;
  [key: string]: unknown;
}

/** Names every expression may use without defining them. */
const GLOBALS = new Set([
  ...Object.getOwnPropertyNames(globalThis),
  'window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'alert', 'props', 'frontmatter', 'arguments', 'this',
]);

/** Names declared by a pattern (`a`, `{ a, b: c }`, `[a, ...rest]`, `a = 1`). */
function patternNames(pattern: Node | null | undefined, into: Set<string>): void {
  if (!pattern) return;
  if (pattern.type === 'Identifier') into.add(String(pattern.name));
  else if (pattern.type === 'ObjectPattern') for (const p of pattern.properties as Node[]) patternNames(p.type === 'RestElement' ? (p.argument as Node) : (p.value as Node), into);
  else if (pattern.type === 'ArrayPattern') for (const p of pattern.elements as (Node | null)[]) patternNames(p, into);
  else if (pattern.type === 'RestElement') patternNames(pattern.argument as Node, into);
  else if (pattern.type === 'AssignmentPattern') patternNames(pattern.left as Node, into);
}

/** Module-level names of an MDX file: imports and exports (including injected component imports). */
function moduleNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of ((node as MdxjsEsm).data?.estree?.body ?? []) as unknown as Node[]) {
      const declaration = statement.type.startsWith('Export') ? (statement.declaration as Node | undefined) : statement;
      if (statement.type === 'ImportDeclaration') for (const s of statement.specifiers as Node[]) names.add(String((s.local as Node).name));
      if (!declaration) continue;
      if (declaration.type === 'VariableDeclaration') for (const d of declaration.declarations as Node[]) patternNames(d.id as Node, names);
      else if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) names.add(String((declaration.id as Node).name));
    }
  }
  return names;
}

/**
 * The names a snippet reads from its props, told from its tree before the plugins run (the
 * validation then decides whether it renders without compiling, core/markdown/mdx-static.ts):
 * the free names that remarkSnippetProps makes `props.name`. Not the names the plugins import
 * before it: the components used as elements (remark-components.ts) and MDX's globals
 * (remark-site-components.ts).
 */
export function snippetPropNames(tree: Root): SnippetScope {
  const bound = moduleNames(tree);
  for (const name of MDX_GLOBAL_NAMES) bound.add(name);
  walk<Nodes>(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) bound.add(node.name.split('.')[0]!);
  });
  return { readsProp: (name) => !bound.has(name) && !GLOBALS.has(name) };
}

/**
 * Rewrites free identifiers of an expression to `props.name`, in place. Scopes are tracked for
 * function parameters and declarations inside the expression; property keys are not references.
 */
function rewriteFree(node: Node, bound: Set<string>, known: Set<string>, found: string[]): void {
  const isFunction = node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';
  if (isFunction) {
    bound = new Set(bound);
    for (const param of node.params as Node[]) patternNames(param, bound);
    if (node.id) bound.add(String((node.id as Node).name));
    // Declarations anywhere in the body are visible in the whole function (close enough for docs).
    const collect = (n: unknown): void => {
      if (!n || typeof n !== 'object') return;
      const c = n as Node;
      if (c.type === 'VariableDeclarator') patternNames(c.id as Node, bound);
      if (c.type === 'FunctionDeclaration' && c.id) bound.add(String((c.id as Node).name));
      if (c.type === 'CatchClause') patternNames(c.param as Node, bound);
      if (c !== node && (c.type === 'ArrowFunctionExpression' || c.type === 'FunctionExpression')) return;
      for (const [key, value] of Object.entries(c)) if (key !== 'loc' && key !== 'range') Array.isArray(value) ? value.forEach(collect) : collect(value);
    };
    collect(node.body);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range' || !value || typeof value !== 'object') continue;
    const children = Array.isArray(value) ? (value as Node[]) : [value as Node];
    children.forEach((child, index) => {
      if (!child || typeof child !== 'object' || typeof child.type !== 'string') return;
      const isKey = (node.type === 'MemberExpression' && key === 'property' && !node.computed) || ((node.type === 'Property' || node.type === 'MethodDefinition' || node.type === 'PropertyDefinition') && key === 'key' && !node.computed);
      if (child.type === 'Identifier' && !isKey && !(isFunction && key === 'params') && !(node.type === 'VariableDeclarator' && key === 'id')) {
        const name = String(child.name);
        if (bound.has(name) || known.has(name) || GLOBALS.has(name)) return;
        found.push(name);
        const member: Node = { type: 'MemberExpression', object: { type: 'Identifier', name: 'props' }, property: { type: 'Identifier', name }, computed: false, optional: false };
        if (node.type === 'Property' && node.shorthand) node.shorthand = false;
        if (Array.isArray(value)) (value as Node[])[index] = member;
        else (node as Record<string, unknown>)[key] = member;
        return;
      }
      rewriteFree(child, bound, known, found);
    });
  }
}

/**
 * Mintlify snippets read the props they are given by bare name: `Setup a project in
 * {framework}` with `<Prerequisites framework="Next.js" />`. In MDX that is a reference to an
 * undefined variable (a crash at render), so names that the file does not define become
 * `props.name`: the value passed in, or nothing. In a page (not under snippets/) such a name is
 * almost always a mistake, so it is also reported.
 */
export function remarkSnippetProps(options: { docsDir: string }) {
  return (tree: Root, file: VFile) => {
    if (!file.path?.endsWith('.mdx')) return;
    const known = moduleNames(tree);
    const where = relative(options.docsDir, file.path) || file.path;
    const isSnippet = /^_?snippets\//.test(where);
    walk<Nodes>(tree, (node) => {
      const expressions: { estree: Node | undefined; line?: number; column?: number }[] = [];
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        expressions.push({ estree: (node.data as { estree?: Node } | undefined)?.estree, line: node.position?.start.line, column: node.position?.start.column });
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes) {
          const value = attribute.type === 'mdxJsxAttribute' ? attribute.value : attribute;
          if (value && typeof value !== 'string') expressions.push({ estree: value.data?.estree as unknown as Node | undefined, line: node.position?.start.line, column: node.position?.start.column });
        }
      }
      for (const expression of expressions) {
        if (!expression.estree) continue;
        const found: string[] = [];
        rewriteFree(expression.estree, new Set(), known, found);
        if (!isSnippet) {
          for (const name of new Set(found)) {
            warn(`${where}:${expression.line ?? 1}:${expression.column ?? 1}: {${name}} is not defined in this page (no import or export const); it shows nothing unless the page is used as a snippet that receives a "${name}" prop`);
          }
        }
      }
    });
  };
}
