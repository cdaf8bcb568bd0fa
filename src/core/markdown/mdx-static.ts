// Whether an MDX page is static: Markdown, HTML and Mintlify's components with props written as
// values, MDX snippets it imports that are static too, and nothing a JavaScript runtime must
// evaluate. Most real MDX pages are (four in five pages of the corpus), and a build renders them
// straight to HTML instead of compiling them to JavaScript and rendering that with Astro
// (integration/markdown/mdx-to-html.ts). The page's parse tree (micromark with the MDX
// extension, before any plugin) decides.

import { staticJsxElement, type EstreeNode } from './static-jsx.ts';

/** What a JSX attribute value written as `{...}` evaluates to, when it is a value. */
export type StaticValue = string | number | boolean | null | StaticValue[] | { [key: string]: StaticValue };

type Node = EstreeNode;

/** Marks an expression that is not a value. */
const NOT_STATIC = Symbol('not static');

/**
 * What a snippet's expressions may read: the props it is rendered with. A snippet's headings
 * read the ids the page hands them (rehype-snippet-headings.ts): `props._mkHeadingIds?.[0] ??
 * "id"`, `"#" + (...)`, `props._mkHeadingIds?.slice(0, 2) ?? [...]`.
 */
export interface ExpressionScope {
  props: Record<string, unknown>;
}

/**
 * A snippet's expressions as the validation sees them, before its page is known: a Mintlify
 * snippet reads its props by bare name (`{framework}`, which remark-snippet-props.ts makes
 * `props.framework`) or as `props.framework`. `readsProp(name)`: whether a free name is a prop.
 */
export interface SnippetScope {
  readsProp: (name: string) => boolean;
}

/** A value only the page that renders a snippet knows: a prop it is given. */
const PROP = Symbol('a prop');
/** The props object of a snippet, while its page is unknown. */
const PROPS = Symbol('props');

type Value = StaticValue | undefined | typeof PROP | typeof PROPS;
type Scope = ExpressionScope | SnippetScope;
const isSnippetScope = (scope: Scope | undefined): scope is SnippetScope => scope !== undefined && 'readsProp' in scope;

/** `object.name`, `object[0]`, `object?.name`: a prop, an array's item or an object's field. */
function member(node: Node, scope: Scope): Value | typeof NOT_STATIC {
  const object = evaluate(node.object as Node, scope);
  if (object === NOT_STATIC || object === PROP) return NOT_STATIC;
  if (object === undefined || object === null) return node.optional ? undefined : NOT_STATIC;
  const key = node.computed ? evaluate(node.property as Node, scope) : (node.property as Node).type === 'Identifier' ? String((node.property as Node).name) : NOT_STATIC;
  if (key === NOT_STATIC || (typeof key !== 'string' && typeof key !== 'number')) return NOT_STATIC;
  // The children a snippet is given are elements, which a static page does not pass on.
  if (object === PROPS) return key === 'children' ? NOT_STATIC : PROP;
  if (Array.isArray(object)) return typeof key === 'number' ? object[key] : key === 'length' ? object.length : NOT_STATIC;
  if (typeof object === 'object' && Object.hasOwn(object, String(key))) return (object as Record<string, StaticValue>)[String(key)];
  return typeof object === 'object' ? undefined : NOT_STATIC;
}

/** `array.slice(start, end)` (also `props.x?.slice(...)`), numbers as arguments. */
function slice(node: Node, scope: Scope): Value | typeof NOT_STATIC {
  const callee = node.callee as Node;
  if (callee.type !== 'MemberExpression' || callee.computed || (callee.property as Node).name !== 'slice') return NOT_STATIC;
  const array = evaluate(callee.object as Node, scope);
  if (array === NOT_STATIC) return NOT_STATIC;
  if (array === undefined || array === null) return callee.optional || node.optional ? undefined : NOT_STATIC;
  const args = (node.arguments as Node[]).map((argument) => evaluate(argument, scope));
  if (!Array.isArray(array) || args.some((argument) => typeof argument !== 'number')) return NOT_STATIC;
  return array.slice(...(args as number[]));
}

/** A value written in an expression; in a snippet (`scope`), also what it reads of its props. */
function evaluate(node: Node | null | undefined, scope: Scope | undefined): Value | typeof NOT_STATIC {
  if (!node) return NOT_STATIC;
  switch (node.type) {
    case 'Literal':
      return node.regex || typeof node.value === 'bigint' ? NOT_STATIC : (node.value as StaticValue);
    case 'TemplateLiteral':
      return (node.expressions as unknown[]).length === 0 ? String(((node.quasis as Node[])[0]?.value as { cooked?: string } | undefined)?.cooked ?? '') : NOT_STATIC;
    case 'UnaryExpression': {
      const argument = evaluate(node.argument as Node, scope);
      return (node.operator === '-' || node.operator === '+') && typeof argument === 'number' ? (node.operator === '-' ? -argument : argument) : NOT_STATIC;
    }
    case 'ArrayExpression': {
      const items: StaticValue[] = [];
      for (const element of node.elements as (Node | null)[]) {
        const value = evaluate(element, scope);
        if (value === NOT_STATIC || value === undefined || typeof value === 'symbol') return NOT_STATIC;
        items.push(value);
      }
      return items;
    }
    case 'ObjectExpression': {
      const object: Record<string, StaticValue> = {};
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init' || property.method) return NOT_STATIC;
        const key = property.key as Node;
        const name = key.type === 'Identifier' ? String(key.name) : key.type === 'Literal' ? String(key.value) : undefined;
        const value = evaluate(property.value as Node, scope);
        if (name === undefined || value === NOT_STATIC || value === undefined || typeof value === 'symbol') return NOT_STATIC;
        object[name] = value;
      }
      return object;
    }
    case 'Identifier': {
      const name = String(node.name);
      if (name === 'undefined') return undefined;
      if (isSnippetScope(scope)) return name === 'props' ? PROPS : name !== 'children' && scope.readsProp(name) ? PROP : NOT_STATIC;
      return scope && name === 'props' ? (scope.props as StaticValue) : NOT_STATIC;
    }
    case 'ChainExpression':
      return evaluate(node.expression as Node, scope);
    case 'MemberExpression':
      return scope ? member(node, scope) : NOT_STATIC;
    case 'CallExpression':
      return scope ? slice(node, scope) : NOT_STATIC;
    case 'LogicalExpression': {
      if (!scope || node.operator !== '??') return NOT_STATIC;
      const left = evaluate(node.left as Node, scope);
      if (left === NOT_STATIC || left === PROPS) return NOT_STATIC;
      if (left !== PROP) return left === undefined || left === null ? evaluate(node.right as Node, scope) : left;
      // A prop or, when it is not given, the value on the right.
      const right = evaluate(node.right as Node, scope);
      return right === NOT_STATIC || right === PROPS ? NOT_STATIC : PROP;
    }
    case 'BinaryExpression': {
      if (!scope || node.operator !== '+') return NOT_STATIC;
      const left = evaluate(node.left as Node, scope);
      const right = evaluate(node.right as Node, scope);
      return typeof left === 'string' && (typeof right === 'string' || typeof right === 'number') ? left + String(right) : NOT_STATIC;
    }
    default:
      return NOT_STATIC;
  }
}

/** The program an MDX expression node carries (`data.estree`). */
function programOf(node: object): { body: Node[]; comments?: unknown[] } | undefined {
  return ((node as { data?: unknown }).data as { estree?: { body: Node[]; comments?: unknown[] } } | undefined)?.estree;
}

/** The one expression of an attribute written `{...}` or of a `{...}` in the text, evaluated. */
function expressionValue(expression: object, scope: Scope | undefined, options: { element?: boolean }): Value | typeof NOT_STATIC {
  const body = programOf(expression)?.body;
  const statement = body?.length === 1 ? body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return NOT_STATIC;
  if (options.element && (statement.expression as Node).type === 'JSXElement') {
    const element = staticJsxElement(statement.expression as Node, (node) => {
      const value = evaluate(node, scope);
      return value === NOT_STATIC || value === undefined || typeof value === 'symbol' ? undefined : { value };
    });
    return element ? (element as unknown as StaticValue) : NOT_STATIC;
  }
  return evaluate(statement.expression as Node, scope);
}

/**
 * The value of an attribute written `{...}` (`cols={2}`, `tags={["a", "b"]}`), or undefined when
 * it is not a value (a variable, a call, JSX). In a snippet (`scope`), what it reads of its props.
 * `element`: an HTML or SVG element is a value too (an `icon={<svg …>}`), as Astro's JSX runtime
 * would give it to the component (static-jsx.ts).
 */
export function staticAttributeValue(expression: object, scope?: ExpressionScope, options: { element?: boolean } = {}): { value: StaticValue | undefined } | undefined {
  const value = expressionValue(expression, scope, options);
  return value === NOT_STATIC || typeof value === 'symbol' || (value === undefined && !scope) ? undefined : { value };
}

/**
 * A value as Astro's JSX renderer writes it among an element's children (renderJSX): nothing for
 * undefined, null, false, '' and NaN; numbers and `true` as JavaScript writes them; an array's
 * items one after the other. Undefined for what it writes otherwise (objects, elements).
 */
function childText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!value && value !== 0) return '';
  if (typeof value === 'number' || value === true) return String(value);
  if (!Array.isArray(value)) return undefined;
  const items = value.map(childText);
  return items.includes(undefined) ? undefined : items.join('');
}

/** A `{...}` in the text evaluated: '' for a comment (`{/* note *\/}`), NOT_STATIC when it must run. */
function textValue(expression: object, scope: Scope | undefined): Value | typeof NOT_STATIC {
  const program = programOf(expression);
  if (!program) return NOT_STATIC;
  return program.body.length === 0 ? '' : expressionValue(expression, scope, {});
}

/**
 * What a `{...}` in the page's text shows, when it is static: nothing for a comment
 * (`{/* note *\/}`), the text of a string or number; undefined when it must run. In a snippet
 * (`scope`), what Astro writes of the props it reads (a prop not given: nothing).
 */
export function staticExpressionText(expression: object, scope?: ExpressionScope): { text: string } | undefined {
  const value = textValue(expression, scope);
  if (value === NOT_STATIC || typeof value === 'symbol') return undefined;
  const text = scope ? childText(value) : typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  return text === undefined ? undefined : { text };
}

/** Whether a `{...}` in the text is static: a comment, a string or number; in a snippet, a prop. */
function isStaticText(expression: object, scope: SnippetScope | undefined): boolean {
  const value = textValue(expression, scope);
  return typeof value === 'string' || typeof value === 'number' || value === PROP;
}

/**
 * Whether a value may be handed to a snippet on the static path: what the snippet may write as
 * text (childText) or pass on, and a prop it was itself given. Not an object or an element.
 */
function passableToSnippet(value: Value | typeof NOT_STATIC): boolean {
  if (value === PROP || value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.every(passableToSnippet);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * The MDX snippet an import statement brings in by default (`import Intro from
 * '/snippets/intro.mdx'`): its local name and the path written; undefined for any other
 * statement (a named import, an import of code, an export).
 */
export function mdxSnippetImport(statement: { type: string; [key: string]: unknown }): { name: string; source: string } | undefined {
  if (statement.type !== 'ImportDeclaration') return undefined;
  const source = String((statement.source as Node).value);
  const specifiers = statement.specifiers as Node[];
  if (!/\.mdx$/i.test(source) || !(source.startsWith('/') || source.startsWith('.')) || specifiers.length !== 1 || specifiers[0]!.type !== 'ImportDefaultSpecifier') return undefined;
  return { name: String((specifiers[0]!.local as Node).name), source };
}

/**
 * The MDX snippets an ESM node imports by default, local name → the path written; undefined
 * when it holds any other statement, or no parsed program.
 */
export function mdxSnippetImports(node: object): Map<string, string> | undefined {
  const body = programOf(node)?.body;
  if (!body) return undefined;
  const imports = new Map<string, string>();
  for (const statement of body) {
    const snippet = mdxSnippetImport(statement);
    if (!snippet) return undefined;
    imports.set(snippet.name, snippet.source);
  }
  return imports;
}

/** Props whose value may be an element: components draw it as their icon (icon-html.ts). */
export const ELEMENT_PROPS: ReadonlySet<string> = new Set(['icon']);

/** Components rendered only by Astro (components/mdx/render/index.ts lists the others). */
const ASTRO_ONLY = new Set(['CodeBlock', 'Prompt', 'Snippet']);

/**
 * Why a page (its MDX parse tree, before plugins) must be compiled, or undefined when it is
 * static. `renders(name)`: whether a component name renders without Astro (a name that is
 * neither rendered nor imported is unknown: the remark plugin shows its children instead).
 * `snippet`: the file is rendered as a snippet that reads its props (SnippetScope).
 */
export function whyNotStatic(tree: Node, renders: (name: string) => boolean, snippet?: SnippetScope): string | undefined {
  let reason: string | undefined;
  // The snippets it imports, wherever its imports are (MDX hoists them).
  const snippets = new Set<string>();
  for (const node of (tree.children as Node[] | undefined) ?? []) {
    if (node.type === 'mdxjsEsm') for (const name of mdxSnippetImports(node)?.keys() ?? []) snippets.add(name);
  }
  const visit = (node: Node): void => {
    if (reason) return;
    switch (node.type) {
      case 'mdxjsEsm':
        // MDX snippets it imports by default render without Astro if they are static too
        // (integration/markdown/check-mdx.ts looks at them).
        if (!mdxSnippetImports(node)) reason = 'import or export';
        return;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!isStaticText(node, snippet)) reason = `expression {${String(node.value ?? '').trim().slice(0, 40)}}`;
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name as string | null;
        if (name && ASTRO_ONLY.has(name)) reason = `<${name}>`;
        // Custom elements (`<rapi-doc>`) go through Astro's component renderer.
        else if (name && /^[a-z]/.test(name) && name.includes('-')) reason = `<${name}>`;
        else if (name && /^[A-Z]/.test(name) && name.includes('.') && !renders(name)) reason = `<${name}>`;
        const toSnippet = name !== null && snippets.has(name);
        for (const attribute of (node.attributes as Node[]) ?? []) {
          if (reason) break;
          if (attribute.type === 'mdxJsxExpressionAttribute') reason = `spread attribute in <${name}>`;
          else if (attribute.value && typeof attribute.value === 'object') {
            const value = expressionValue(attribute.value as Node, snippet, { element: !toSnippet && ELEMENT_PROPS.has(String(attribute.name)) });
            if (value === NOT_STATIC || value === PROPS || (value === undefined && !snippet)) reason = `computed attribute ${String(attribute.name)} in <${name}>`;
            else if (toSnippet && !passableToSnippet(value)) reason = `an object as attribute ${String(attribute.name)} of the snippet <${name}>`;
          }
        }
        break;
      }
    }
    for (const child of (node.children as Node[] | undefined) ?? []) visit(child);
  };
  visit(tree);
  return reason;
}
