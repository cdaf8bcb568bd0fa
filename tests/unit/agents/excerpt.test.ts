import { expect, it } from 'vitest';
import { excerptToMarkdown } from '../../../src/core/agents/excerpt.ts';

it('turns a Pagefind excerpt into one line of Markdown with the matches in bold', () => {
  expect(excerptToMarkdown('Call <mark>createClient</mark> once:\n  a &lt; b &amp;&amp; <mark>retries</mark> &#8212; 3')).toBe('Call **createClient** once: a \\< b && **retries** — 3');
  expect(excerptToMarkdown('The *real* <mark>[x]</mark> and `code` #1')).toBe('The \\*real\\* **\\[x\\]** and \\`code\\` \\#1');
  expect(excerptToMarkdown('<mark> </mark>only')).toBe('only');
});
