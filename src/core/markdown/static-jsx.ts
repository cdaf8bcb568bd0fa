// A JSX element written as a prop's value (`<Card icon={<svg …><path d="…" /></svg>}>`, as in
// docs that paste their icons from Tabler or Heroicons), evaluated without a JavaScript runtime
// to the value Astro's JSX runtime gives the component on a compiled page: `{ type, props }`,
// the children in `props.children` as the MDX compiler's JSX step (estree-util-build-jsx) puts
// them. Only HTML and SVG elements with values for attributes and text for children: a
// component, a spread or an expression that must run leaves the page to the compiler.

export interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

/** A JSX element as a value: its tag and its props, children included. */
export interface JsxElementValue {
  type: string;
  props: Record<string, unknown>;
}

/**
 * JSX text as the MDX compiler keeps it (estree-util-build-jsx): tabs as spaces, spaces around
 * line breaks dropped, leading and trailing line breaks dropped, the others as one space.
 */
export function jsxText(value: string): string {
  return value
    .replace(/\t/g, ' ')
    .replace(/ *(\r?\n|\r) */g, '\n')
    .replace(/\n+/g, '\n')
    .replace(/\n+$/, '')
    .replace(/^\n+/, '')
    .replace(/\n/g, ' ');
}

function attributeName(name: EstreeNode): string | undefined {
  if (name.type === 'JSXIdentifier') return String(name.name);
  if (name.type === 'JSXNamespacedName') return `${String((name.namespace as EstreeNode).name)}:${String((name.name as EstreeNode).name)}`;
  return undefined;
}

/**
 * The element `node` evaluates to, or undefined when it is not static. `evaluate` gives the value
 * of an expression (`strokeWidth={2}`, `style={{ color: "red" }}`), undefined when it has none.
 */
export function staticJsxElement(node: EstreeNode, evaluate: (expression: EstreeNode) => { value: unknown } | undefined): JsxElementValue | undefined {
  if (node.type !== 'JSXElement') return undefined;
  const opening = node.openingElement as EstreeNode;
  const name = opening.name as EstreeNode;
  // A lowercase name is an element; anything else (`Icon`, `Icons.Logo`) is a component.
  if (name.type !== 'JSXIdentifier' || !/^[a-z]/.test(String(name.name))) return undefined;
  const props: Record<string, unknown> = {};
  for (const attribute of opening.attributes as EstreeNode[]) {
    if (attribute.type !== 'JSXAttribute') return undefined;
    const key = attributeName(attribute.name as EstreeNode);
    if (key === undefined) return undefined;
    const value = attribute.value as EstreeNode | null;
    if (value === null) props[key] = true;
    else if (value.type === 'Literal' && typeof value.value === 'string') props[key] = value.value;
    else if (value.type === 'JSXExpressionContainer') {
      const evaluated = evaluate(value.expression as EstreeNode);
      if (!evaluated) return undefined;
      props[key] = evaluated.value;
    } else return undefined;
  }
  const children: unknown[] = [];
  for (const child of node.children as EstreeNode[]) {
    if (child.type === 'JSXText') {
      const text = jsxText(String(child.value));
      if (text) children.push(text);
    } else if (child.type === 'JSXElement') {
      const element = staticJsxElement(child, evaluate);
      if (!element) return undefined;
      children.push(element);
    } else if (child.type === 'JSXExpressionContainer') {
      const expression = child.expression as EstreeNode;
      // A comment (`{/* … */}`) is no child.
      if (expression.type === 'JSXEmptyExpression') continue;
      const evaluated = evaluate(expression);
      if (!evaluated || (typeof evaluated.value !== 'string' && typeof evaluated.value !== 'number')) return undefined;
      children.push(evaluated.value);
    } else return undefined;
  }
  if (children.length) props.children = children.length === 1 ? children[0] : children;
  return { type: String(name.name), props };
}
