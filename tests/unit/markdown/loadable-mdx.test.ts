import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeSite } from '../../support/build-fixture.ts';
import { checkMdxPages, parseMdxFile } from '../../../src/integration/markdown/check-mdx.ts';

// A compiled MDX page is built without `astro build` when Node can load its module once
// compiled (src/cli/compiled-mdx.ts): it and every MDX file it imports import nothing but MDX
// files of the docs folder. A script, a stylesheet, a package or a Markdown file is a module only
// Vite's plugins make, and the site goes through `astro build`.
const page = (imports: string) => `---\ntitle: Page\n---\n${imports}\n\nexport const year = 2026;\n\n# Page {year}\n`;

function kinds(files: Record<string, string>): { static: string[]; loadable: string[] } {
  const dir = makeSite(files);
  const pages = Object.keys(files).filter((file) => !file.startsWith('snippets/') && /\.mdx$/.test(file));
  const result = checkMdxPages(dir, pages, (absolute) => parseMdxFile(readFileSync(absolute, 'utf8'), absolute));
  return { static: [...result.staticPages].sort(), loadable: [...result.loadablePages].sort() };
}

describe('compiled MDX pages Node can load', () => {
  it('import MDX snippets from the docs root or their own folder, in turn importing MDX', () => {
    expect(
      kinds({
        'plain.mdx': page(''),
        'root.mdx': page("import Intro from '/snippets/intro.mdx';"),
        'relative.mdx': page("import { value } from './snippets/values.mdx';"),
        'legacy.mdx': page('<Snippet file="intro.mdx" />'),
        'static.mdx': '# Static\n\n<Note>Only Markdown and components.</Note>\n',
        'snippets/intro.mdx': "import { value } from '/snippets/values.mdx';\n\n## Intro {value}\n",
        'snippets/values.mdx': "export const value = 'v1';\n",
      }),
    ).toEqual({ static: ['static.mdx'], loadable: ['legacy.mdx', 'plain.mdx', 'relative.mdx', 'root.mdx'] });
  });

  it('not when a file on the way imports a script, a stylesheet, a package, Markdown, or files that import each other', () => {
    expect(
      kinds({
        'script.mdx': page("import { Widget } from '/snippets/widget.jsx';"),
        'deep.mdx': page("import Intro from '/snippets/uses-script.mdx';"),
        'style.mdx': page("import './styles.css';"),
        'package.mdx': page("import { useState } from 'react';"),
        'markdown.mdx': page("import Notes from '/snippets/notes.md';"),
        'no-extension.mdx': page("import Intro from '/snippets/intro';"),
        'cycle.mdx': page("import A from '/snippets/a.mdx';"),
        'snippets/widget.jsx': 'export const Widget = () => null;\n',
        'snippets/uses-script.mdx': "import { Widget } from './widget.jsx';\n\n<Widget />\n",
        'snippets/notes.md': '# Notes\n',
        'snippets/intro.mdx': '## Intro\n',
        'snippets/a.mdx': "import B from '/snippets/b.mdx';\n\nexport const a = 1;\n\n<B />\n",
        'snippets/b.mdx': "import A from '/snippets/a.mdx';\n\nexport const b = 1;\n\n<A />\n",
        'styles.css': 'p { color: red; }\n',
      }).loadable,
    ).toEqual([]);
  });
});
