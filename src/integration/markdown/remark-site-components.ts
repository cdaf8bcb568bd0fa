import { fileURLToPath } from 'node:url';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { MDX_GLOBAL_NAMES } from '../../components/mdx/mdx-global-names.ts';
import { esmNode } from './esm-node.ts';
import { addPixelUnitsToObject } from './rehype-html-compat.ts';
import { reactAttributeName } from '../../core/markdown/react-attributes.ts';

const GLOBALS_MODULE = fileURLToPath(new URL('../../components/mdx/mdx-globals.ts', import.meta.url));
const WRAP = 'MintakaRenderLikeReact';

interface Node {
  type: string;
  [key: string]: unknown;
}

const isFunction = (node: Node | null | undefined): boolean => node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression';
/** React's rule: a capitalised name in JSX is a component. */
const isComponentName = (name: unknown): name is string => typeof name === 'string' && /^[A-Z]/.test(name);

/** `MintakaRenderLikeReact(component, "Name")`: the name, since a function passed as an argument gets none. */
function wrap(component: Node, name: string): Node {
  return { type: 'CallExpression', callee: { type: 'Identifier', name: WRAP }, arguments: [component, { type: 'Literal', value: name, raw: JSON.stringify(name) }], optional: false };
}

/**
 * Wraps each component a module declares at its top level (`export const X = () => ...`,
 * `function X() {}`) so that it renders as React would on a server. Returns whether any was.
 */
function wrapComponents(program: { body: Node[] }): boolean {
  let wrapped = false;
  for (let i = 0; i < program.body.length; i++) {
    const statement = program.body[i]!;
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (!declaration) continue;
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as Node[]) {
        const id = declarator.id as Node;
        if (id.type === 'Identifier' && isComponentName(id.name) && isFunction(declarator.init as Node)) {
          declarator.init = wrap(declarator.init as Node, String(id.name));
          wrapped = true;
        }
      }
    } else if (declaration.type === 'FunctionDeclaration' && isComponentName((declaration.id as Node | null)?.name)) {
      // A function declaration is a mutable binding: reassigning it after the declaration keeps
      // hoisting (uses above it) and updates what importers see.
      const name = String((declaration.id as Node).name);
      const assign: Node = { type: 'ExpressionStatement', expression: { type: 'AssignmentExpression', operator: '=', left: { type: 'Identifier', name }, right: wrap({ type: 'Identifier', name }, name) } };
      program.body.splice(i + 1, 0, assign);
      i++;
      wrapped = true;
    }
  }
  return wrapped;
}

/**
 * Elements written in code (`<div className="x" onClick={...} style={{ top: 4 }}>` in a
 * component) get React's server HTML, as the page's own JSX does (rehype-html-compat.ts):
 * event handlers, `key` and `ref` are left out, SVG props kebab-cased, `dangerouslySetInnerHTML`
 * written as HTML.
 */
function reactAttributesInCode(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) reactAttributesInCode(child);
    return;
  }
  const n = node as Node;
  const name = n.name as Node | undefined;
  if (n.type === 'JSXOpeningElement' && name?.type === 'JSXIdentifier' && /^[a-z]/.test(String(name.name))) {
    n.attributes = (n.attributes as Node[]).filter((attribute) => {
      if (attribute.type !== 'JSXAttribute' || (attribute.name as Node).type !== 'JSXIdentifier') return true;
      const id = attribute.name as Node;
      const value = attribute.value as Node | null;
      const expression = value?.type === 'JSXExpressionContainer' ? (value.expression as Node) : undefined;
      if (id.name === 'dangerouslySetInnerHTML' && expression) {
        attribute.name = { type: 'JSXNamespacedName', namespace: { type: 'JSXIdentifier', name: 'set' }, name: { type: 'JSXIdentifier', name: 'html' } };
        value!.expression = { type: 'MemberExpression', object: expression, property: { type: 'Identifier', name: '__html' }, computed: false, optional: true };
        return true;
      }
      const renamed = reactAttributeName(String(id.name));
      if (renamed === null) return false;
      id.name = renamed;
      if (renamed === 'style' && expression) addPixelUnitsToObject(expression);
      return true;
    });
  }
  for (const [key, value] of Object.entries(n)) {
    if (key !== 'loc' && key !== 'range' && key !== 'position' && value && typeof value === 'object') reactAttributesInCode(value);
  }
}

/** Names a module declares itself, so that a global of the same name is not imported over it. */
function declaredNames(programs: { body: Node[] }[]): Set<string> {
  const names = new Set<string>();
  for (const program of programs) {
    for (const statement of program.body) {
      if (statement.type === 'ImportDeclaration') for (const s of statement.specifiers as Node[]) names.add(String((s.local as Node).name));
      const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
      if (declaration?.type === 'VariableDeclaration') for (const d of declaration.declarations as Node[]) if ((d.id as Node).type === 'Identifier') names.add(String((d.id as Node).name));
      if ((declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') && declaration.id) names.add(String((declaration.id as Node).name));
    }
  }
  return names;
}

/** The source of every piece of code in the page: ESM blocks and `{expressions}`, attribute values included. */
function codeText(tree: Root): string {
  const parts: string[] = [];
  const visit = (node: { type: string; value?: unknown; children?: unknown[]; attributes?: unknown[] }) => {
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') parts.push(String(node.value ?? ''));
    for (const attribute of (node.attributes ?? []) as { type: string; value?: unknown }[]) {
      if (attribute.type === 'mdxJsxExpressionAttribute') parts.push(String(attribute.value ?? ''));
      else if (attribute.value && typeof attribute.value === 'object') parts.push(String((attribute.value as { value?: unknown }).value ?? ''));
    }
    for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
  };
  visit(tree as never);
  return parts.join('\n');
}

/**
 * Components that pages and snippets define render as React renders them on a server, and the
 * values Mintlify makes available in MDX (`user`, React's hooks) exist: see mdx-globals.ts.
 * Names are imported only where the page's code mentions them and does not declare them.
 */
export function remarkSiteComponents() {
  return (tree: Root, file: VFile) => {
    if (!(file.path ?? '').endsWith('.mdx')) return;
    const programs = tree.children
      .filter((node): node is MdxjsEsm => node.type === 'mdxjsEsm')
      .map((node) => node.data?.estree as unknown as { body: Node[] } | undefined)
      .filter((program): program is { body: Node[] } => Boolean(program));
    const declared = declaredNames(programs);
    let wrapped = false;
    for (const program of programs) {
      wrapped = wrapComponents(program) || wrapped;
      reactAttributesInCode(program);
    }
    const code = codeText(tree);
    const globals = code ? MDX_GLOBAL_NAMES.filter((name) => !declared.has(name) && new RegExp(`\\b${name}\\b`).test(code)) : [];
    const specifiers = [...globals, ...(wrapped ? [`renderLikeReact as ${WRAP}`] : [])];
    if (specifiers.length) tree.children.unshift(esmNode(`import { ${specifiers.join(', ')} } from ${JSON.stringify(GLOBALS_MODULE)};`));
  };
}
