import type { Nodes } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function isJsxElement(node: Nodes): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/**
 * A JSX attribute's value when it is known at build time: a string (`href="/a"`), a string
 * literal expression (`href={"/a"}`), or `true` for a bare attribute (`noAnchor`). Anything
 * computed is `undefined`: it cannot be checked without running the page.
 */
export function readJsxAttribute(element: JsxElement, name: string): string | true | undefined {
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== name) continue;
    if (attribute.value === null || attribute.value === undefined) return true;
    if (typeof attribute.value === 'string') return attribute.value;
    const literal = /^\s*(["'`])((?:(?!\1)[^\\$]|\\.)*)\1\s*$/.exec(attribute.value.value);
    if (literal) return literal[2]!.replace(/\\(.)/g, '$1');
    if (/^\s*true\s*$/.test(attribute.value.value)) return true;
    return undefined;
  }
  return undefined;
}

/** The attribute as a string, or undefined when absent, computed or a bare flag. */
export function readJsxString(element: JsxElement, name: string): string | undefined {
  const value = readJsxAttribute(element, name);
  return typeof value === 'string' ? value : undefined;
}

/** `Tree.Folder` counts as `Tree` for rules that look at the component's root name. */
export function rootNameOf(element: JsxElement): string {
  return (element.name ?? '').split('.')[0]!;
}
