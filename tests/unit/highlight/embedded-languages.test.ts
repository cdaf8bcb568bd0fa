import { describe, expect, it } from 'vitest';
import { setHighlightCacheEnabled } from '../../../src/integration/markdown/highlight-cache.ts';
import { embeddedLanguagesToLoad } from '../../../src/integration/markdown/embedded-languages.ts';
import { highlightBlock } from '../../../src/integration/markdown/highlighter.ts';

// Markdown, MDX, Vue and a few more grammars use the languages they embed (HTML, code fences)
// only once those are loaded: in a thread that had highlighted an HTML, PHP or Rust block first,
// a Markdown block came out in other colours, and two builds of a page differed by the order
// their threads took the pages in. A reader sees the same block the same way on every build,
// its fences coloured as the languages they name.

const MARKDOWN = '- **Return** Result<bool, Error> from validation functions\n- <b>bold</b> and `code`\n\n```rust\nfn main() {}\n```';

describe('a block whose grammar embeds languages on request', () => {
  it('is coloured the same whatever the thread highlighted before', async () => {
    setHighlightCacheEnabled(false);
    try {
      const first = (await highlightBlock(MARKDOWN, 'markdown')).join('\n');
      // The fence is coloured as the language it names, on the first block of the thread too.
      expect(first).toMatch(/<(mk-\d+|span)[^>]*>fn<\/(mk-\d+|span)>/);
      // Blocks that load HTML and Rust, which Markdown embeds when they are there.
      await highlightBlock('<?php echo "<b>hi</b>"; ?>', 'php');
      await highlightBlock('<div class="a">x</div>', 'html');
      await highlightBlock('fn main() { println!("hi"); }', 'rust');
      expect((await highlightBlock(MARKDOWN, 'markdown')).join('\n')).toBe(first);
      expect((await highlightBlock(MARKDOWN, 'md')).join('\n')).toBe(first);
    } finally {
      setHighlightCacheEnabled(true);
    }
  }, 60_000);
});

describe('the embedded languages loaded for a block', () => {
  it('are those its grammar embeds unnamed and those the block names, not words of its prose', async () => {
    expect(await embeddedLanguagesToLoad('markdown', 'Go to the [guide](/guide) and make a diff.')).toEqual(['html-derivative', 'tsx', 'yaml']);
    expect(await embeddedLanguagesToLoad('markdown', '```go\npackage main\n```\n~~~ Python\nx = 1\n~~~')).toEqual(['go', 'html-derivative', 'python', 'tsx', 'yaml']);
    // Aliases name their language; the longest name wins (`javascript`, not `java`).
    expect(await embeddedLanguagesToLoad('md', '```js\n1\n```\n```javascript\n2\n```')).toEqual(['html-derivative', 'javascript', 'tsx', 'yaml']);
    expect(await embeddedLanguagesToLoad('vue', '<style lang="scss">\na { b: c }\n</style>')).toEqual(['scss', 'toml', 'tsx', 'yaml']);
    // A grammar that embeds nothing on request: any highlighter does.
    expect(await embeddedLanguagesToLoad('python', '```go')).toBeUndefined();
  });
});

