import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeSite } from '../../support/build-fixture.ts';
import { checkMdxPages, parseMdxFile } from '../../../src/integration/markdown/check-mdx.ts';
import { staticAttributeValue } from '../../../src/core/markdown/mdx-static.ts';
import { Parser } from 'acorn';

// A build renders an MDX page straight to HTML when nothing in it must run: Markdown, HTML,
// Mintlify's components with values as props, and the MDX snippets it imports when they are
// static too. Everything else is compiled by MDX and rendered by Astro (the same HTML, slower).
const page = (imports: string, body = '<Intro />') => `---\ntitle: Page\n---\n${imports}\n\n# Page\n\n${body}\n`;

function staticPages(files: Record<string, string>): string[] {
  const dir = makeSite(files);
  const pages = Object.keys(files).filter((file) => !file.startsWith('snippets/'));
  const result = checkMdxPages(dir, pages, (absolute) => parseMdxFile(readFileSync(absolute, 'utf8'), absolute));
  return [...result.staticPages].sort();
}

describe('static MDX pages', () => {
  it('may import static MDX snippets by default, in turn importing others', () => {
    expect(
      staticPages({
        'a.mdx': page("import Intro from '/snippets/intro.mdx';"),
        'b.mdx': page("import Intro from './snippets/intro.mdx';"),
        'snippets/intro.mdx': "import Note from '/snippets/note.mdx';\n\n## Intro\n\n<Note />\n",
        'snippets/note.mdx': '<Note>Read this.</Note>\n',
      }),
    ).toEqual(['a.mdx', 'b.mdx']);
  });

  it('may import snippets with relative Markdown images (resolved from the snippet, as compiled)', () => {
    expect(
      staticPages({
        'image.mdx': page("import Intro from '/snippets/with-image.mdx';"),
        'snippets/with-image.mdx': '![Diagram](images/d.png)\n\n![Flow][flow]\n\n[flow]: ../images/flow.png\n',
      }),
    ).toEqual(['image.mdx']);
  });

  it('are compiled when a snippet must run, or is imported another way', () => {
    expect(
      staticPages({
        'expression.mdx': page("import Intro from '/snippets/uses-props.mdx';"),
        'named.mdx': page("import { Intro } from '/snippets/exports.mdx';"),
        'code.mdx': page("import Intro from '/snippets/intro.jsx';"),
        'export.mdx': page("export const title = 'x';", '{title}'),
        'missing.mdx': page("import Intro from '/snippets/nowhere.mdx';"),
        'plain.mdx': page(''),
        'snippets/uses-props.mdx': 'Hello {props.name.toUpperCase()}\n',
        'snippets/exports.mdx': 'export const Intro = () => <p>hi</p>;\n',
        'snippets/intro.jsx': 'export default function Intro() { return null; }\n',
      }),
    ).toEqual(['plain.mdx']);
  });
});

describe('snippets that read their props by name', () => {
  // Mintlify's snippets: `Set up {framework}` in the snippet, `<Prereq framework="Bun" />` in
  // the page. The page renders straight to HTML when the snippet only writes or passes on what it
  // is given, and the page gives values a snippet can write.
  const use = (attributes: string, name = 'Prereq') => page(`import ${name} from '/snippets/${name.toLowerCase()}.mdx';`, `<${name} ${attributes} />`);

  it('leave a page static when they write props as text, pass them on, or fall back to a value', () => {
    expect(
      staticPages({
        'text.mdx': use('framework="Bun" version={2} beta'),
        'list.mdx': use('framework={["Bun", "Node"]}'),
        'missing.mdx': use(''),
        'fallback.mdx': use('framework="Bun"', 'Fallback'),
        'nested.mdx': use('framework="Bun"', 'Outer'),
        'snippets/prereq.mdx': 'Set up a project in {framework}, version {props.version}.\n\n<Card title={framework} href={link}>Beta: {beta}</Card>\n',
        'snippets/fallback.mdx': 'Use {framework ?? "Node.js"}.\n',
        'snippets/outer.mdx': "import Prereq from '/snippets/prereq.mdx';\n\n<Prereq framework={framework} version={3} />\n",
      }),
    ).toEqual(['fallback.mdx', 'list.mdx', 'missing.mdx', 'nested.mdx', 'text.mdx']);
  });

  it('are compiled when a snippet computes with a prop, reads its children, or is given an object', () => {
    expect(
      staticPages({
        'method.mdx': use('framework="Bun"', 'Method'),
        'children.mdx': page("import Wrap from '/snippets/wrap.mdx';", '<Wrap>Text</Wrap>'),
        'global.mdx': use('', 'Greeting'),
        'component.mdx': use('', 'Named'),
        'object.mdx': use('framework={{ name: "Bun" }}'),
        'element.mdx': use('icon={<svg />}'),
        'page-name.mdx': page('', 'Set up {framework}.'),
        'snippets/prereq.mdx': 'Set up {framework}. <Card icon={icon} title="A" />\n',
        'snippets/method.mdx': 'Set up {framework.toUpperCase()}.\n',
        'snippets/wrap.mdx': 'Wrapped: {children}\n',
        'snippets/greeting.mdx': 'Hello {user}.\n',
        'snippets/named.mdx': 'A {Card}: <Card title="A" />\n',
      }),
    ).toEqual([]);
  });
});

describe('icons written as elements', () => {
  it('leave a page static when the element has values for attributes and text for children', () => {
    const card = (icon: string, prop = 'icon') => page('', `<Card title="A" ${prop}={${icon}}>Body</Card>`);
    expect(
      staticPages({
        'svg.mdx': card('<svg viewBox="0 0 24 24" strokeWidth={2} style={{ opacity: 0.5 }}>{/* frame */}<path d="M0 0h24" /> <title>{"Logo"}</title></svg>'),
        'img.mdx': card('<img src="/logo.png" alt="" />'),
        'component.mdx': card('<Logo />'),
        'member.mdx': card('<Icons.Logo />'),
        'variable.mdx': card('<svg><title>{name}</title></svg>'),
        'spread.mdx': card('<svg {...attributes} />'),
        'fragment.mdx': card('<><svg /></>'),
        'title.mdx': card('<b>A</b>', 'title'),
      }),
    ).toEqual(['img.mdx', 'svg.mdx']);
  });
});

describe('what a snippet reads of its props', () => {
  const value = (code: string, props: Record<string, unknown>) => staticAttributeValue({ data: { estree: Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) } }, { props })?.value;

  it('evaluates the heading ids a page hands its snippets', () => {
    expect(value('(props._mkHeadingIds?.[1] ?? "setup")', { _mkHeadingIds: ['a', 'b'] })).toBe('b');
    expect(value('(props._mkHeadingIds?.[1] ?? "setup")', {})).toBe('setup');
    expect(value('"#" + (props._mkHeadingIds?.[0] ?? "setup")', { _mkHeadingIds: ['setup-1'] })).toBe('#setup-1');
    expect(value('(props._mkHeadingIds?.slice(1, 3) ?? ["x"])', { _mkHeadingIds: ['a', 'b', 'c', 'd'] })).toEqual(['b', 'c']);
    expect(value('(props._mkHeadingIds?.slice(1, 3) ?? ["x"])', {})).toEqual(['x']);
  });

  it('is no value outside a snippet, nor for what must run', () => {
    expect(staticAttributeValue({ data: { estree: Parser.parse('props.name', { ecmaVersion: 'latest', sourceType: 'module' }) } })).toBeUndefined();
    expect(value('props.name.toUpperCase()', { name: 'x' })).toBeUndefined();
    expect(value('title', {})).toBeUndefined();
  });
});
