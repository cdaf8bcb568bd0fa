import { describe, expect, it } from 'vitest';
import { negotiatePageFormat } from '../../../src/core/agents/negotiate.ts';

// Which representation of a page a request gets, by its Accept header.
describe('negotiatePageFormat', () => {
  it.each([
    [undefined, 'html'],
    ['', 'html'],
    ['*/*', 'html'],
    ['text/*', 'html'],
    // Browsers.
    ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', 'html'],
    // Agents that read Markdown.
    ['text/markdown', 'markdown'],
    ['text/markdown, text/html;q=0.9', 'markdown'],
    ['text/markdown, text/html, */*', 'markdown'],
    ['text/x-markdown', 'markdown'],
    ['text/html;q=0.5, text/markdown;q=0.8', 'markdown'],
    ['TEXT/MARKDOWN; charset=utf-8', 'markdown'],
    // HTML named first, or preferred.
    ['text/html, text/markdown', 'html'],
    ['text/markdown;q=0.5, text/html', 'html'],
    ['text/markdown;q=0', 'html'],
    // Plain text first.
    ['text/plain', 'plain'],
    ['text/plain, */*;q=0.8', 'plain'],
    ['text/plain, text/html', 'plain'],
    ['text/html, text/plain', 'html'],
    ['application/json', 'html'],
    ['garbage;;,', 'html'],
  ])('%s -> %s', (accept, expected) => {
    expect(negotiatePageFormat(accept)).toBe(expected);
  });
});
