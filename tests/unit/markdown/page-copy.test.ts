import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { convertPageBody, pageUrlResolver } from '../../../src/integration/postbuild/markdown/page-markdown.ts';

// A page's Markdown copy (page.md, llms-full.txt) keeps plain blocks as the writer wrote them,
// with relative links made absolute, and converts only what holds components.
const docsDir = mkdtempSync(join(tmpdir(), 'mintaka-copy-'));
afterAll(() => rmSync(docsDir, { recursive: true, force: true }));

function copyOf(file: string, source: string): string | undefined {
  mkdirSync(dirname(join(docsDir, file)), { recursive: true });
  writeFileSync(join(docsDir, file), source);
  return convertPageBody(docsDir, file, pageUrlResolver({ path: file.replace(/\.mdx?$/, '') }, 'https://docs.example.com'));
}

describe('Markdown copies of pages', () => {
  it('keep plain Markdown as written, with relative links, images and definitions made absolute', () => {
    const page = [
      '---',
      'title: Guide',
      '---',
      '',
      '## Setup',
      '* [Install](../install "Install it") then [run](https://example.com/run).',
      '* ![Diagram](/images/d.png) and [a ref][ref]',
      '',
      '',
      '',
      '| a   | b |',
      '|-----|---|',
      '| `1` | 2 |',
      '',
      '```js title="x.js"',
      'const link = "[not](/a-link)";',
      '```',
      '',
      '[ref]: /reference#top',
      '',
    ].join('\n');
    expect(copyOf('guides/setup.md', page)).toBe(
      [
        '## Setup',
        '* [Install](https://docs.example.com/install "Install it") then [run](https://example.com/run).',
        '* ![Diagram](https://docs.example.com/images/d.png) and [a ref][ref]',
        '',
        '| a   | b |',
        '|-----|---|',
        '| `1` | 2 |',
        '',
        '```js title="x.js"',
        'const link = "[not](/a-link)";',
        '```',
        '',
        '[ref]: https://docs.example.com/reference#top',
      ].join('\n'),
    );
  });

  it('make the link of a linked image absolute, not the image taken for it', () => {
    expect(copyOf('badge.md', '[![Build](/badge.svg)](/status)\n')).toBe('[![Build](https://docs.example.com/badge.svg)](https://docs.example.com/status)');
  });

  it('keep a list indented as a whole', () => {
    expect(copyOf('indented.md', '  - one\n  - two\n    - nested\n')).toBe('  - one\n  - two\n    - nested');
  });

  it('leave out HTML comments and {#id} suffixes of MDX pages, and convert components', () => {
    const page = ['## Install {#install}', '', 'Run it <!-- draft: check this --> now.', '', '<Note>\n  Read [the guide](/guide) first.\n</Note>', '', 'Then [go](./next).', ''].join('\n');
    expect(copyOf('start.mdx', page)).toBe(
      ['## Install', '', 'Run it now.', '', '> **Note:** Read [the guide](https://docs.example.com/guide) first.', '', 'Then [go](https://docs.example.com/next).'].join('\n'),
    );
  });

  it('convert a component written on one line as the block the page shows, as MDX does', () => {
    const page = ['<Info>This needs your [private key](/keys).</Info>', '', '<Tip>One</Tip> <Warning>Two</Warning>', '', 'Text with <Tooltip tip="t">a term</Tooltip> inside.', ''].join('\n');
    expect(copyOf('one-line.mdx', page)).toBe(
      ['> **Info:** This needs your [private key](https://docs.example.com/keys).', '', '> **Tip:** One', '', '> **Warning:** Two', '', 'Text with a term inside.'].join('\n'),
    );
  });

  it('convert a block whose link is not written as its URL, so the link is still absolute', () => {
    expect(copyOf('encoded.md', 'See [the page](/página).\n')).toBe('See [the page](https://docs.example.com/p%C3%A1gina).');
  });

  it('inline each snippet a page uses with its props, and its text as the file has it now', () => {
    copyOf('snippets/install.mdx', 'Install {product} with `npm i {product}`.\n');
    const page = ['import Install from "/snippets/install.mdx";', '', '<Install product="acme" />', '', '<Install product="beta" />', ''].join('\n');
    expect(copyOf('setup.mdx', page)).toBe(['Install acme with `npm i {product}`.', '', 'Install beta with `npm i {product}`.'].join('\n'));
    // The writer edits the snippet (as in `mintaka dev`): the next copy says what it says now.
    copyOf('snippets/install.mdx', 'Get {product} from the store.\n');
    expect(copyOf('setup.mdx', page)).toBe(['Get acme from the store.', '', 'Get beta from the store.'].join('\n'));
  });
});
