// Whether an MDX page is static: Markdown, HTML and Mintlify's components with props written as
// values, and nothing a JavaScript runtime must evaluate. Most real MDX pages are (four in five
// pages of the corpus), and a build renders them straight to HTML instead of compiling them to
// JavaScript and rendering that with Astro (integration/markdown/mdx-to-html.ts). The page's
// parse tree (micromark with the MDX extension, before any plugin) decides.

/** What a JSX attribute value written as `{...}` evaluates to, when it is a value. */
export type StaticValue = string | number | boolean | null | StaticValue[] | { [key: string]: StaticValue };

interface Node {
  type: string;
  [key: string]: unknown;
}

/** Marks an expression that is not a value. */
const NOT_STATIC = Symbol('not static');

function evaluate(node: Node | null | undefined): StaticValue | typeof NOT_STATIC {
  if (!node) return NOT_STATIC;
  switch (node.type) {
    case 'Literal':
      return node.regex || typeof node.value === 'bigint' ? NOT_STATIC : (node.value as StaticValue);
    case 'TemplateLiteral':
      return (node.expressions as unknown[]).length === 0 ? String(((node.quasis as Node[])[0]?.value as { cooked?: string } | undefined)?.cooked ?? '') : NOT_STATIC;
    case 'UnaryExpression': {
      const argument = evaluate(node.argument as Node);
      return (node.operator === '-' || node.operator === '+') && typeof argument === 'number' ? (node.operator === '-' ? -argument : argument) : NOT_STATIC;
    }
    case 'ArrayExpression': {
      const items: StaticValue[] = [];
      for (const element of node.elements as (Node | null)[]) {
        const value = evaluate(element);
        if (value === NOT_STATIC) return NOT_STATIC;
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
        const value = evaluate(property.value as Node);
        if (name === undefined || value === NOT_STATIC) return NOT_STATIC;
        object[name] = value;
      }
      return object;
    }
    default:
      return NOT_STATIC;
  }
}

/** The program an MDX expression node carries (`data.estree`). */
function programOf(node: object): { body: Node[]; comments?: unknown[] } | undefined {
  return ((node as { data?: unknown }).data as { estree?: { body: Node[]; comments?: unknown[] } } | undefined)?.estree;
}

/**
 * The value of an attribute written `{...}` (`cols={2}`, `tags={["a", "b"]}`), or undefined when
 * it is not a value (a variable, a call, JSX).
 */
export function staticAttributeValue(expression: object): { value: StaticValue } | undefined {
  const body = programOf(expression)?.body;
  const statement = body?.length === 1 ? body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const value = evaluate(statement.expression as Node);
  return value === NOT_STATIC ? undefined : { value };
}

/**
 * What a `{...}` in the page's text shows, when it is static: nothing for a comment
 * (`{/* note *\/}`), the text of a string or number; undefined when it must run.
 */
export function staticExpressionText(expression: object): { text: string } | undefined {
  const program = programOf(expression);
  if (!program) return undefined;
  if (program.body.length === 0) return { text: '' };
  const value = staticAttributeValue(expression)?.value;
  return typeof value === 'string' || typeof value === 'number' ? { text: String(value) } : undefined;
}

/** Components rendered only by Astro (components/mdx/render/index.ts lists the others). */
const ASTRO_ONLY = new Set(['CodeBlock', 'Prompt', 'Snippet']);

/**
 * Why a page (its MDX parse tree, before plugins) must be compiled, or undefined when it is
 * static. `renders(name)`: whether a component name renders without Astro (a name that is
 * neither rendered nor imported is unknown: the remark plugin shows its children instead).
 */
export function whyNotStatic(tree: Node, renders: (name: string) => boolean): string | undefined {
  let reason: string | undefined;
  const visit = (node: Node): void => {
    if (reason) return;
    switch (node.type) {
      case 'mdxjsEsm':
        reason = 'import or export';
        return;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!staticExpressionText(node)) reason = `expression {${String(node.value ?? '').trim().slice(0, 40)}}`;
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name as string | null;
        if (name && ASTRO_ONLY.has(name)) reason = `<${name}>`;
        // Custom elements (`<rapi-doc>`) go through Astro's component renderer.
        else if (name && /^[a-z]/.test(name) && name.includes('-')) reason = `<${name}>`;
        else if (name && /^[A-Z]/.test(name) && name.includes('.') && !renders(name)) reason = `<${name}>`;
        for (const attribute of (node.attributes as Node[]) ?? []) {
          if (reason) break;
          if (attribute.type === 'mdxJsxExpressionAttribute') reason = `spread attribute in <${name}>`;
          else if (attribute.value && typeof attribute.value === 'object' && !staticAttributeValue(attribute.value as Node)) reason = `computed attribute ${String(attribute.name)} in <${name}>`;
        }
        break;
      }
    }
    for (const child of (node.children as Node[] | undefined) ?? []) visit(child);
  };
  visit(tree);
  return reason;
}
