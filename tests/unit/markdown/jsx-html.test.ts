import { describe, expect, it } from 'vitest';
import { jsxText } from '../../../src/core/markdown/static-jsx.ts';
import { isJsxElementValue, jsxElementHtml } from '../../../src/components/mdx/lib/jsx-html.ts';
import { renderIconHtml } from '../../../src/components/mdx/lib/icon-html.ts';

// An element given as a prop is written as React writes it on a server, whether Astro's JSX
// runtime made it (a compiled page) or the static path evaluated the same JSX.
const svg = (props: Record<string, unknown>) => ({ type: 'svg', props });

describe('an element given as a prop, as HTML', () => {
  it('writes React prop names as attributes and leaves out handlers, keys and empty values', () => {
    const html = jsxElementHtml(svg({ className: 'a', strokeWidth: 2, fillRule: 'evenodd', xlinkHref: '#x', onClick: () => {}, key: 'k', hidden: true, title: undefined, focusable: false }));
    expect(html).toBe('<svg class="a" stroke-width="2" fill-rule="evenodd" xlink:href="#x" hidden=""></svg>');
  });

  it('writes a style object as CSS, with pixels for the numbers React gives them', () => {
    expect(jsxElementHtml(svg({ style: { marginTop: 4, opacity: 0.5, zIndex: 2, '--size': 3, padding: 0 } }))).toBe('<svg style="margin-top:4px;opacity:0.5;z-index:2;--size:3;padding:0"></svg>');
  });

  it('writes children in order, text and attribute values escaped, void elements closed', () => {
    const html = jsxElementHtml({ type: 'span', props: { title: 'a "b" <c>', children: ['x & y', 3, null, false, { type: 'br', props: {} }, [{ type: 'b', props: { children: 'z' } }]] } });
    expect(html).toBe('<span title="a &quot;b&quot; &lt;c&gt;">x &amp; y3<br/><b>z</b></span>');
  });

  it('puts the component\'s class first and its own attributes before the element\'s', () => {
    expect(jsxElementHtml(svg({ className: 'brand', viewBox: '0 0 1 1' }), { class: 'mk-icon', 'aria-hidden': 'true' })).toBe('<svg class="mk-icon brand" aria-hidden="true" viewBox="0 0 1 1"></svg>');
  });

  it('is only an element with a tag name and props: not a component, a string or null', () => {
    expect(isJsxElementValue(svg({}))).toBe(true);
    expect(isJsxElementValue({ type: () => null, props: {} })).toBe(false);
    expect(isJsxElementValue({ type: 'svg onload=x', props: {} })).toBe(false);
    expect(isJsxElementValue('<svg/>')).toBe(false);
    expect(isJsxElementValue(null)).toBe(false);
  });

  it('draws an SVG element as an icon, and shows another element as it is', () => {
    expect(renderIconHtml(svg({ viewBox: '0 0 1 1' }), undefined, 'mk-icon', 'test')).toBe('<svg class="mk-icon" aria-hidden="true" viewBox="0 0 1 1"></svg>');
    expect(renderIconHtml({ type: 'img', props: { src: '/a.png', alt: '' } }, undefined, 'mk-icon', 'test')).toBe('<img src="/a.png" alt=""/>');
  });
});

describe('JSX text, as the MDX compiler keeps it', () => {
  it('drops blank lines and the spaces around line breaks, and joins lines with a space', () => {
    expect(jsxText('\n    \n  ')).toBe('');
    expect(jsxText('\n  Dot &\n  ring  \n')).toBe('Dot & ring');
    expect(jsxText('a\tb')).toBe('a b');
    expect(jsxText(' inline ')).toBe(' inline ');
  });
});
