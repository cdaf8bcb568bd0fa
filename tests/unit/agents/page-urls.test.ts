import { describe, expect, it } from 'vitest';
import { markdownPathOf, pagePathOf } from '../../../src/core/agents/page-urls.ts';

describe('pagePathOf and markdownPathOf', () => {
  it.each([
    ['/guides/intro', '/guides/intro', '/guides/intro.md'],
    ['/guides/intro/', '/guides/intro', '/guides/intro.md'],
    ['guides/intro', '/guides/intro', '/guides/intro.md'],
    ['/guides/intro/index.html', '/guides/intro', '/guides/intro.md'],
    ['/guides/intro.md', '/guides/intro', '/guides/intro.md'],
    ['https://docs.example.com/guides/intro?x=1#install', '/guides/intro', '/guides/intro.md'],
    ['https://docs.example.com/', '/', '/index.md'],
    ['/index.md', '/', '/index.md'],
    ['/', '/', '/index.md'],
    ['/r%C3%A9sum%C3%A9', '/résumé', '/résumé.md'],
  ])('%s is the page %s, Markdown at %s', (input, page, markdown) => {
    expect(pagePathOf(input)).toBe(page);
    expect(markdownPathOf(pagePathOf(input)!)).toBe(markdown);
  });

  it('keeps dot segments inside the site and names no page for paths that climb out or cannot be decoded', () => {
    // The URL parser resolves ../ against the root: the path stays in the site.
    expect(pagePathOf('/a/%2e%2e/%2e%2e/etc/passwd')).toBe('/etc/passwd');
    expect(pagePathOf('/a/..%2f..%2fetc/passwd')).toBeUndefined();
    expect(pagePathOf('/a/%E0%A4%A')).toBeUndefined();
    expect(pagePathOf('/a%00b')).toBeUndefined();
  });
});
