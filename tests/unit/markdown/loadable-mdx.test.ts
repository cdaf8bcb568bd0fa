import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeSite } from '../../support/build-fixture.ts';
import { checkMdxPages, parseMdxFile } from '../../../src/integration/markdown/check-mdx.ts';

// A compiled MDX page is built without `astro build` when Node can load its module once
// compiled (src/cli/compiled-mdx.ts): it and every file it imports import nothing but MDX files
// and code snippets (`.jsx` components...) of the docs folder, and a code snippet no package but
// the JSX runtime. A package, a stylesheet, a Markdown file or a name without its extension is a
// module only Vite makes, and the site goes through `astro build`.
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

  it('import code snippets (JSX components) that import, in turn, only snippets', () => {
    expect(
      kinds({
        'script.mdx': page("import { Widget } from '/snippets/widget.jsx';"),
        'deep.mdx': page("import Intro from '/snippets/uses-script.mdx';"),
        'typed.mdx': page("import { label } from './snippets/label.ts';"),
        'snippets/widget.jsx': "import { label } from './label.ts';\n\nexport const Widget = () => <p className=\"w\">{label}</p>;\n",
        'snippets/label.ts': "export const label: string = 'Widget';\n",
        'snippets/uses-script.mdx': "import { Widget } from './widget.jsx';\n\n<Widget />\n",
      }).loadable,
    ).toEqual(['deep.mdx', 'script.mdx', 'typed.mdx']);
  });

  it('not when a file on the way imports a package, a stylesheet, Markdown, a name without extension, or files that import each other', () => {
    expect(
      kinds({
        'react.mdx': page("import { Widget } from '/snippets/react-widget.jsx';"),
        'broken.mdx': page("import { Widget } from '/snippets/broken.jsx';"),
        'extensionless-code.mdx': page("import { Widget } from '/snippets/uses-extensionless.jsx';"),
        'snippets/react-widget.jsx': "import { useState } from 'react';\n\nexport const Widget = () => <p>{useState(1)[0]}</p>;\n",
        'snippets/broken.jsx': 'export const Widget = () => <p>;\n',
        'snippets/uses-extensionless.jsx': "import { label } from './label';\n\nexport const Widget = () => <p>{label}</p>;\n",
        'snippets/label.js': "export const label = 'Widget';\n",
        'style.mdx': page("import './styles.css';"),
        'package.mdx': page("import { useState } from 'react';"),
        'markdown.mdx': page("import Notes from '/snippets/notes.md';"),
        'no-extension.mdx': page("import Intro from '/snippets/intro';"),
        'cycle.mdx': page("import A from '/snippets/a.mdx';"),
        'snippets/notes.md': '# Notes\n',
        'snippets/intro.mdx': '## Intro\n',
        'snippets/a.mdx': "import B from '/snippets/b.mdx';\n\nexport const a = 1;\n\n<B />\n",
        'snippets/b.mdx': "import A from '/snippets/a.mdx';\n\nexport const b = 1;\n\n<A />\n",
        'styles.css': 'p { color: red; }\n',
      }).loadable,
    ).toEqual([]);
  });
});
