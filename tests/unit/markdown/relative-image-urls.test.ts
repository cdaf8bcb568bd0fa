import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remarkCollectImages } from '@astrojs/markdown-remark';
import type { Image, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { collectDiagnostics } from '../../../src/integration/diagnostics.ts';
import { remarkRelativeUrls } from '../../../src/integration/markdown/remark-relative-urls.ts';

// Every Markdown image leaves Mintaka's plugins with a URL Astro's image collector passes over
// (absolute or external): Astro's image service, handed one it cannot find, stopped the whole
// build with an empty message, and a page with one could not be rendered without Astro.

const docsDir = mkdtempSync(join(tmpdir(), 'mk-images-'));
mkdirSync(join(docsDir, 'guides/images'), { recursive: true });
mkdirSync(join(docsDir, 'images'), { recursive: true });
writeFileSync(join(docsDir, 'images/root.png'), 'png');
writeFileSync(join(docsDir, 'guides/images/beside.png'), 'png');

function images(markdown: string, file = 'guides/setup.md') {
  let tree: Root | undefined;
  const vfile = new VFile({ path: join(docsDir, file), value: markdown });
  const { warnings } = collectDiagnostics(() => {
    const processor = unified().use(remarkParse).use(remarkRelativeUrls, { docsDir }).use(remarkCollectImages, {});
    tree = processor.runSync(processor.parse(vfile), vfile) as Root;
  });
  const urls: string[] = [];
  visit(tree!, 'image', (node: Image) => void urls.push(node.url));
  const definitions: string[] = [];
  visit(tree!, 'definition', (node) => void definitions.push(node.url));
  const astro = (vfile.data as { astro?: { localImagePaths?: string[] } }).astro;
  return { urls, definitions, forAstro: astro?.localImagePaths ?? [], warnings };
}

describe('Markdown image URLs', () => {
  it('resolve against the page\'s folder, then the docs root, as Mintlify does', () => {
    const found = images('![a](images/beside.png) ![b](images/root.png) ![c](../images/root.png) ![d](./images/beside.png)');
    expect(found.urls).toEqual(['/guides/images/beside.png', '/images/root.png', '/images/root.png', '/guides/images/beside.png']);
    expect(found.forAstro).toEqual([]);
  });

  it('of a reference image resolve as files, a missing one with a warning', () => {
    const found = images('![a][one] ![b][two]\n\n[one]: images/root.png\n[two]: diagrams/flow.png\n');
    expect(found.definitions).toEqual(['/images/root.png', '/guides/diagrams/flow.png']);
    expect(found.forAstro).toEqual([]);
    expect(found.warnings).toEqual(['guides/setup.md:4:1: "diagrams/flow.png" not found (looked for /guides/diagrams/flow.png and /diagrams/flow.png); the page shows it missing']);
  });

  it('that name no path of the folder are the URL a browser loads from the page', () => {
    const found = images('![a](#part) ![b](?v=2) ![c](../../logo.png) ![d](../../../x/y.png#top)');
    expect(found.urls).toEqual(['/guides/setup#part', '/guides/setup?v=2', '/logo.png', '/x/y.png#top']);
    expect(found.forAstro).toEqual([]);
    expect(found.warnings).toEqual([
      'guides/setup.md:1:24: "../../logo.png" is outside the docs folder; the page shows it missing',
      'guides/setup.md:1:45: "../../../x/y.png#top" is outside the docs folder; the page shows it missing',
    ]);
  });

  it('of the index page resolve from the site root', () => {
    expect(images('![a](#part) ![b](../logo.png)', 'index.md').urls).toEqual(['/#part', '/logo.png']);
  });

  it('stay as written when absolute, external or data', () => {
    const found = images('![a](/images/root.png) ![b](https://example.com/a.png) ![c](data:image/png;base64,AAAA) ![d](//cdn.example.com/a.png)');
    expect(found.urls).toEqual(['/images/root.png', 'https://example.com/a.png', 'data:image/png;base64,AAAA', '//cdn.example.com/a.png']);
    expect(found.forAstro).toEqual([]);
    expect(found.warnings).toEqual([]);
  });
});
