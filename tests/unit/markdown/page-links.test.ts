import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_OPTIONS } from '../../../src/integration/render-pool/markdown-options.ts';
import { createMintakaProcessor } from '../../../src/integration/render-pool/processor.ts';
import { repoRoot } from '../../support/build-fixture.ts';

// Links written to a page's file lead readers to the page, anchor and all; other links stay.
const docsDir = join(repoRoot, 'tests/fixtures/sites/content');

async function hrefs(markdown: string, page = 'layouts/guide.md'): Promise<string[]> {
  const renderer = await createMintakaProcessor(docsDir).createRenderer(MARKDOWN_OPTIONS as never);
  const { code } = await renderer.render(markdown, { frontmatter: {}, fileURL: pathToFileURL(join(docsDir, page)) });
  return [...code.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]!);
}

describe('links to page files', () => {
  it('lead to the page, with its anchor', async () => {
    const links = ['[a](../code.mdx#fences)', '[b](/headings.mdx)', '[c](./wide.mdx?x=1#top)', '[d](/markdown.md)', '[e](../math.md#sums)'];
    // `math.md` names math.mdx: docs brought over from GitBook keep `.md` in their links.
    expect(await hrefs(links.join(' '))).toEqual(['/code#fences', '/headings', '/layouts/wide?x=1#top', '/markdown', '/math#sums']);
  });

  it('stay as written when they name no page of the folder', async () => {
    const links = ['[a](./missing.md#x)', '[b](https://example.com/notes.md)', '[c](/snippets/greeting.mdx)', '[d](../../outside.md)'];
    expect(await hrefs(links.join(' '))).toEqual(['./missing.md#x', 'https://example.com/notes.md', '/snippets/greeting.mdx', '../../outside.md']);
  });
});
