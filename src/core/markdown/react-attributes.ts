// How React writes an element's props as HTML attributes, for JSX that writers paste from
// React-flavoured docs: in pages (integration/markdown/rehype-html-compat.ts) and in props
// written as elements (components/mdx/lib/jsx-html.ts).

/** React prop names that are not HTML/SVG attribute names (React's own mapping). */
const RENAMED: Record<string, string> = {
  htmlFor: 'for',
  noZoom: 'data-mk-nozoom',
  xlinkHref: 'xlink:href',
  xmlnsXlink: 'xmlns:xlink',
  xmlSpace: 'xml:space',
};

/** SVG presentation attributes React writes in camelCase; SVG wants them kebab-cased. */
const SVG_KEBAB = /^(?:stroke(?:Width|Linecap|Linejoin|Miterlimit|Dasharray|Dashoffset|Opacity)|fill(?:Rule|Opacity)|clip(?:Rule|Path)|stop(?:Color|Opacity)|flood(?:Color|Opacity)|font(?:Family|Size|Weight|Style)|text(?:Anchor|Decoration)|dominantBaseline|alignmentBaseline|baselineShift|colorInterpolation(?:Filters)?|lightingColor|marker(?:Start|Mid|End)|paintOrder|pointerEvents|shapeRendering|vectorEffect|letterSpacing|wordSpacing|writingMode)$/;

/** CSS properties React leaves unitless; every other number in a style object means pixels. */
const UNITLESS = new Set([
  'animationIterationCount', 'aspectRatio', 'borderImageOutset', 'borderImageSlice', 'borderImageWidth', 'columnCount', 'columns',
  'flex', 'flexGrow', 'flexShrink', 'flexPositive', 'flexNegative', 'flexOrder', 'fontWeight', 'gridArea', 'gridRow', 'gridRowEnd',
  'gridRowStart', 'gridColumn', 'gridColumnEnd', 'gridColumnStart', 'lineClamp', 'lineHeight', 'opacity', 'order', 'orphans', 'scale',
  'tabSize', 'widows', 'zIndex', 'zoom', 'fillOpacity', 'floodOpacity', 'stopOpacity', 'strokeDasharray', 'strokeDashoffset',
  'strokeMiterlimit', 'strokeOpacity', 'strokeWidth',
]);

/** A camelCase name in kebab-case (`strokeWidth` → `stroke-width`). */
export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * The HTML attribute React writes for a prop of an element, or null for props React never
 * writes into server HTML (`key`, `ref`, event handlers).
 */
export function reactAttributeName(name: string): string | null {
  if (name === 'key' || name === 'ref' || /^on[A-Z]/.test(name) || name === 'suppressHydrationWarning' || name === 'suppressContentEditableWarning') return null;
  if (name === 'defaultValue') return 'value';
  if (name === 'defaultChecked') return 'checked';
  return RENAMED[name] ?? (SVG_KEBAB.test(name) ? kebab(name) : name);
}

/**
 * A number in a style object as React writes it: in pixels (`marginTop: 12` is `12px`), except
 * 0, custom properties and the properties React leaves unitless (`opacity`, `zIndex`).
 */
export function reactStyleNumber(property: string, value: number): string | number {
  return value === 0 || UNITLESS.has(property) || property.startsWith('--') ? value : `${value}px`;
}
