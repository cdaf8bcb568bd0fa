// A JSX element given as a prop (`<Card icon={<svg …>…</svg>}>`) as HTML, as React writes it
// on a server: camelCase props under their attribute names, a style object as CSS, children
// in order. The element is Astro's JSX value on a compiled page and the static path's
// evaluation of the same JSX (core/markdown/static-jsx.ts): both are written here, alike.
import { kebab, reactAttributeName, reactStyleNumber } from '../../../core/markdown/react-attributes.ts';
import type { JsxElementValue } from '../../../core/markdown/static-jsx.ts';
import { escapeHtml } from './html.ts';

const TAG = /^[a-z][a-z0-9-]*$/i;
const ATTRIBUTE = /^[a-z_:][-a-z0-9_:.]*$/i;
const VOID_ELEMENT = /^(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;

/** Whether a prop's value is a JSX element (Astro's JSX value, or the static path's). */
export function isJsxElementValue(value: unknown): value is JsxElementValue {
  if (typeof value !== 'object' || value === null) return false;
  const { type, props } = value as { type?: unknown; props?: unknown };
  return typeof type === 'string' && TAG.test(type) && typeof props === 'object' && props !== null;
}

/** A style object as CSS (`{ marginTop: 4, color: "red" }` → `margin-top:4px;color:red`). */
function styleText(style: Record<string, unknown>): string {
  const declarations: string[] = [];
  for (const [property, value] of Object.entries(style)) {
    if (value === null || value === undefined || value === '' || typeof value === 'boolean' || typeof value === 'object') continue;
    const name = property.startsWith('--') ? property : kebab(property);
    declarations.push(`${name}:${typeof value === 'number' ? reactStyleNumber(property, value) : String(value)}`);
  }
  return declarations.join(';');
}

function attributesHtml(props: Record<string, unknown>, root: Record<string, string>): string {
  const attributes = new Map<string, string>(Object.entries(root));
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || value === undefined || value === null || value === false || typeof value === 'function' || typeof value === 'symbol') continue;
    const name = prop === 'className' ? 'class' : reactAttributeName(prop);
    if (name === null || !ATTRIBUTE.test(name)) continue;
    const text = name === 'style' && typeof value === 'object' ? styleText(value as Record<string, unknown>) : value === true ? '' : typeof value === 'object' ? undefined : String(value);
    if (text === undefined) continue;
    // The component's own classes first, then the element's.
    const before = attributes.get(name);
    attributes.set(name, name === 'class' && before ? `${before} ${text}` : text);
  }
  return [...attributes].map(([name, text]) => ` ${name}="${escapeHtml(text)}"`).join('');
}

function childrenHtml(children: unknown): string {
  if (children === null || children === undefined || typeof children === 'boolean') return '';
  if (Array.isArray(children)) return children.map(childrenHtml).join('');
  if (isJsxElementValue(children)) return jsxElementHtml(children);
  if (typeof children === 'string' || typeof children === 'number') return escapeHtml(String(children));
  return '';
}

/**
 * The element as HTML. `root`: attributes the component gives the element itself (its class,
 * first in the class list, and `aria-hidden` for an icon).
 */
export function jsxElementHtml(element: JsxElementValue, root: Record<string, string> = {}): string {
  const start = `<${element.type}${attributesHtml(element.props, root)}`;
  if (VOID_ELEMENT.test(element.type)) return `${start}/>`;
  return `${start}>${childrenHtml(element.props.children)}</${element.type}>`;
}
