import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { remarkCollectImages } from '@astrojs/markdown-remark';
import { nodeTypes } from '@mdx-js/mdx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { isCodeWithMeta, isScriptOrStyle, remarkCollectImagesWhenPresent, whenPresent } from '../../../src/integration/markdown/when-present.ts';

// Astro's steps that change only a kind of node run only on pages that have one: every page
// must come out of them, tree and file data, as it comes out of Astro's steps themselves.
const require = createRequire(import.meta.url);
const astroFile = (path: string) => pathToFileURL(join(dirname(require.resolve('@astrojs/markdown-remark')), path)).href;
const { default: rehypeMetaString } = (await import(astroFile('mdx/rehype-meta-string.js'))) as { default: () => unknown };
const { rehypeCollapseScriptStyle } = (await import(astroFile('mdx/rehype-collapse-script-style.js'))) as { rehypeCollapseScriptStyle: () => unknown };

const PAGES: Record<string, string> = {
  'no images, scripts or meta': '# Title\n\nText with `code` and a [link](/a).\n\n```js\nlet a;\n```\n',
  images: '![local](./a.png) ![remote](https://example.com/b.png) ![root](/c.png)\n\n![ref][img]\n\n[img]: ./d.png\n\n<Card>![inside](./e.png)</Card>\n',
  'a reference without its definition': '![ref][missing]\n',
  'code with meta': '```ts title="a.ts" {1}\nconst a = 1;\n```\n\n```\nplain\n```\n',
  'script and style': '<style>{`.a { color: red }`}</style>\n\n<script>{"console.log(1)"}</script>\n\n<style set:html=".b{}" />\n',
};

function run(page: string, fast: boolean, path: string | undefined = '/docs/page.mdx') {
  const pipeline = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(fast ? (remarkCollectImagesWhenPresent as never) : (remarkCollectImages as never), {} as never)
    .use(remarkRehype as never, { allowDangerousHtml: true, passThrough: [...nodeTypes] })
    .use((fast ? whenPresent(rehypeMetaString as never, isCodeWithMeta) : rehypeMetaString) as never)
    .use((fast ? whenPresent(rehypeCollapseScriptStyle as never, isScriptOrStyle) : rehypeCollapseScriptStyle) as never);
  const file = new VFile({ value: page, path });
  const tree = pipeline.runSync(pipeline.parse(file), file);
  return { tree: JSON.parse(JSON.stringify(tree)), data: file.data };
}

describe("Astro's steps run only where their nodes are", () => {
  it.each(Object.entries(PAGES))('leave the page as Astro leaves it: %s', (_name, page) => {
    expect(run(page, true)).toEqual(run(page, false));
    expect(run(page, true, undefined)).toEqual(run(page, false, undefined));
  });

  it('still record the images a page has, and that another has none', () => {
    expect(run(PAGES.images!, true).data).toMatchObject({ astro: { localImagePaths: ['./a.png', './d.png', './e.png'], remoteImagePaths: [] } });
    expect(run(PAGES['no images, scripts or meta']!, true).data).toEqual({ astro: { localImagePaths: [], remoteImagePaths: [] } });
    expect(JSON.stringify(run(PAGES['code with meta']!, true).tree)).toContain('"metastring":"title=\\"a.ts\\" {1}"');
    expect(JSON.stringify(run(PAGES['script and style']!, true).tree)).toContain('"name":"set:html","value":".a { color: red }"');
  });
});
