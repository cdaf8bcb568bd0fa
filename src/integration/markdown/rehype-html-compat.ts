import type { Nodes, Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { notePageAsset } from './page-assets.ts';
import { isHighlightedCode, walk } from '../../core/markdown/walk.ts';
import { reactAttributeName, reactStyleNumber } from '../../core/markdown/react-attributes.ts';
import type { EstreeNode } from '../../core/markdown/static-jsx.ts';

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** `style={{ marginTop: 12 }}` means 12px in React; Astro would print `margin-top:12`. */
function addPixelUnits(attribute: MdxJsxAttribute): void {
  const value = attribute.value;
  if (!value || typeof value === 'string') return;
  const program = value.data?.estree as unknown as { body: EstreeNode[] } | undefined;
  const statement = program?.body[0];
  if (statement?.type === 'ExpressionStatement') addPixelUnitsToObject(statement.expression as EstreeNode);
}

/** The same, on a style object's expression (`{ marginTop: 12 }`). */
export function addPixelUnitsToObject(object: EstreeNode): void {
  if (object?.type !== 'ObjectExpression') return;
  for (const property of object.properties as EstreeNode[]) {
    if (property.type !== 'Property') continue;
    const key = property.key as EstreeNode;
    const name = key.type === 'Identifier' ? String(key.name) : key.type === 'Literal' ? String(key.value) : '';
    const literal = property.value as EstreeNode;
    if (literal.type !== 'Literal' || typeof literal.value !== 'number') continue;
    const value = reactStyleNumber(name, literal.value);
    if (value === literal.value) continue;
    literal.value = value;
    literal.raw = JSON.stringify(value);
  }
}

function isImageElement(node: { type: string; tagName?: string; name?: string | null }): boolean {
  return (node.type === 'element' && node.tagName === 'img') || ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'img');
}

/**
 * Makes raw HTML as writers paste it from React-flavoured docs render as intended: `htmlFor`,
 * camelCase SVG attributes and numeric style values are translated (Astro already accepts
 * `className`, `class` and `style` strings), `noZoom` becomes `data-mk-nozoom`, and pages with
 * images get the click-to-zoom script.
 */
export function rehypeHtmlCompat() {
  return (tree: Root, file: VFile) => {
    let images = false;
    walk<Nodes>(tree, (node) => {
      // Highlighted code holds nothing to translate.
      if (isHighlightedCode(node)) return false;
      if (node.type === 'raw') {
        // Markdown pages: raw HTML is parsed after this step, so fix it as text.
        if (/<img\b/i.test(node.value)) {
          images = true;
          node.value = node.value.replace(/(<img\b[^>]*?\s)noZoom\b/gi, '$1data-mk-nozoom');
        }
        return;
      }
      if (isImageElement(node as never)) images = true;
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as JsxElement;
      // Components (capitalised) take props, not attributes.
      if (!element.name || !/^[a-z]/.test(element.name)) return;
      element.attributes = element.attributes.filter((attribute) => {
        if (attribute.type !== 'mdxJsxAttribute') return true;
        const name = reactAttributeName(attribute.name);
        if (name === null) return false;
        attribute.name = name;
        if (name === 'style') addPixelUnits(attribute);
        return true;
      });
    });
    if (images) notePageAsset(file, 'zoom');
  };
}
