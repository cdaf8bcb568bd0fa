import { describe, expect, it } from 'vitest';
import { dedupeInlineScripts } from '../../../src/integration/markdown/page-assets.ts';

// A page that includes snippets gets each inline script (tabs, copy buttons) once, however many
// of its snippets added it: the first stays where it was, later copies go.
describe('inline scripts of a page with snippets', () => {
  it('keeps the first of each script and drops its repeats, other scripts and text in place', () => {
    const html = '<script>tabs()</script><p>one</p><script>tabs()</script><script type="module">copy()</script><p>two</p><script>tabs()</script><script type="module">copy()</script>';
    expect(dedupeInlineScripts(html)).toBe('<script>tabs()</script><p>one</p><script type="module">copy()</script><p>two</p>');
  });

  it('leaves a page without repeats as it is, and elements that only start like a script', () => {
    const html = '<scripts>a</scripts><script>a()</script><p>x</p><script>b()</script>';
    expect(dedupeInlineScripts(html)).toBe(html);
    expect(dedupeInlineScripts('<p>no scripts</p>')).toBe('<p>no scripts</p>');
  });
});
