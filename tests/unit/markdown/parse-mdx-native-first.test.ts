import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMdxTree } from '../../../src/integration/markdown/check-mdx.ts';
import { parseMdxNativeFirst } from '../../../src/integration/markdown/parse-mdx-native-first.ts';
import { PARSE_PLUGINS } from '../../../src/integration/markdown/parse-plugins.ts';
import { remarkPluginsFor } from '../../../src/integration/markdown/plugins.ts';
import { readPageFacts } from '../../../src/integration/validate/page-facts.ts';

// The validation parses MDX with satteri where its tree is micromark's (static pages) and with
// micromark everywhere else: what `mintaka check` reports must not depend on which parsed.
const docsDir = fileURLToPath(new URL('../links/site', import.meta.url));
const transforms = remarkPluginsFor(docsDir).slice(PARSE_PLUGINS.length) as never;
const factsBothWays = (source: string) => {
  const file = join(docsDir, 'guides/page.mdx');
  return { nativeFirst: readPageFacts(file, source, docsDir, transforms), micromark: readPageFacts(file, source, docsDir, transforms, parseMdxTree) };
};

const STATIC_PAGE = `---
title: A page
---

# Overview {#start}

Intro with a [link](/guides/other#part), an image ![logo](/images/logo.png) and https://example.com.

<!-- a draft note -->

<CardGroup cols={2}>
  <Card title="Setup" icon="rocket" href="/quickstart">
    Text with \`code\` and $E = mc^2$.
  </Card>
  <Card title="Pro" icon="phone-arrow-down-left" href="#start" />
</CardGroup>

<Unknown>shown as its children</Unknown>

\`\`\`rustish title="x.rs" icon="gear"
fn main() {}
\`\`\`

$$
\\frac{1}{
$$

<a href="/guides/missing">raw</a>

| Table | <Icon icon="check" /> |
| --- | --- |
| [cell](/x) | {/* comment */} |
`;

describe('MDX parsed for the validation, satteri first', () => {
  it('gives a static page the facts micromark gives it', () => {
    const { nativeFirst, micromark } = factsBothWays(STATIC_PAGE);
    expect(nativeFirst).toEqual(micromark);
    expect(nativeFirst.links.length).toBeGreaterThan(3);
    expect(nativeFirst.warnings.length).toBeGreaterThan(0);
    expect(nativeFirst.needsCompile).toBeUndefined();
  });

  it("parses a static page with satteri (its attributes carry no position), anything else with micromark", () => {
    const attribute = (tree: unknown) => JSON.stringify(tree).includes('"type":"mdxJsxAttribute","name":"title","value":"a","position"');
    const parsed = (text: string) => {
      const result = parseMdxNativeFirst(text, 'page.mdx');
      if (!result.ok) throw new Error(result.error.reason);
      return result.tree;
    };
    expect(attribute(parsed('<Card title="a" />\n'))).toBe(false);
    // An MDX snippet's default import keeps a page static (its program built with acorn).
    expect(attribute(parsed('import X from "/snippets/x.mdx"\n\n<Card title="a" />\n'))).toBe(false);
    // Another import, an export, an expression that runs: micromark.
    expect(attribute(parsed('import { X } from "/snippets/x.mdx"\n\n<Card title="a" />\n'))).toBe(true);
    expect(attribute(parsed('export const a = 1\n\n<Card title="a" />\n'))).toBe(true);
    expect(attribute(parsed('<Card title="a" cols={count} />\n'))).toBe(true);
  });

  it('gives a page that imports MDX snippets the facts micromark gives it', () => {
    const { nativeFirst, micromark } = factsBothWays('import Note from "/snippets/note.mdx"\nimport Other from "./other.mdx"\n\n## Heading\n\n<Note />\n\n<Other />\n');
    expect(nativeFirst).toEqual(micromark);
    expect(nativeFirst.imports).toEqual([
      { source: '/snippets/note.mdx', line: 1, column: 1 },
      { source: './other.mdx', line: 2, column: 1 },
    ]);
  });

  it('reads an element inside an expression as MDX does (acorn with JSX): an inline <svg> icon keeps a page static', () => {
    const page = `# Start\n\n<CardGroup cols={2}>\n  <Card\n    title="Next.js"\n    href="/quickstart"\n    icon={\n      <svg viewBox="0 0 30 30" className="icon">\n        <path d="M0 0h30v30z" />\n      </svg>\n    }\n  >\n    Start with [the guide](/guides/other).\n  </Card>\n</CardGroup>\n`;
    const result = parseMdxNativeFirst(page, 'page.mdx');
    if (!result.ok) throw new Error(result.error.reason);
    // satteri's tree (its attributes carry no position), not micromark's.
    expect(JSON.stringify(result.tree)).not.toContain('"type":"mdxJsxAttribute","name":"title","value":"Next.js","position"');
    const { nativeFirst, micromark } = factsBothWays(page);
    expect(nativeFirst).toEqual(micromark);
    expect(nativeFirst.links.length).toBe(2);
    expect(nativeFirst.needsCompile).toBeUndefined();
    // The element is the one micromark's parser reads: same nodes, names and values.
    const withoutPlaces = (value: unknown): unknown =>
      JSON.parse(JSON.stringify(value, (key, item) => (['start', 'end', 'loc', 'range', 'position'].includes(key) ? undefined : item)));
    const iconOf = (tree: unknown) => {
      let found: unknown;
      JSON.stringify(tree, (key, item) => {
        if (item && typeof item === 'object' && item.type === 'mdxJsxAttribute' && item.name === 'icon') found ??= item.value.data.estree;
        return item;
      });
      return withoutPlaces(found);
    };
    const micromarkTree = parseMdxTree(page, 'page.mdx');
    if (!micromarkTree.ok) throw new Error(micromarkTree.error.reason);
    expect(iconOf(result.tree)).toEqual(iconOf(micromarkTree.tree));
    expect(JSON.stringify(iconOf(result.tree))).toContain('"type":"JSXElement"');
  });

  it('gives a non-static page the facts micromark gives it', () => {
    const { nativeFirst, micromark } = factsBothWays('import Note from "/snippets/note.mdx"\n\n## Heading\n\n<Note />\n\n{props.value}\n');
    expect(nativeFirst).toEqual(micromark);
    expect(nativeFirst.imports).toEqual([{ source: '/snippets/note.mdx', line: 1, column: 1 }]);
  });

  it("reports micromark's message at micromark's position for a page satteri rejects", () => {
    const pages = ['# T\n\n<Card title="x">\n  text\n', '<Card>\n</Tabs>\n', 'Line\n\n</Card>\n', '<Card title=x>\n', 'a {b\n', '<br>\n\ntext\n', '> <Note>\nlazy\n</Note>\n', '<Tip>unclosed\n'];
    for (const page of pages) {
      const nativeFirst = parseMdxNativeFirst(page, 'page.mdx');
      expect(nativeFirst.ok).toBe(false);
      expect(nativeFirst).toEqual(parseMdxTree(page, 'page.mdx'));
    }
    expect(parseMdxNativeFirst('Text\n\n<Card>\n</Tabs>\n', 'page.mdx')).toMatchInlineSnapshot(`
      {
        "error": {
          "column": 1,
          "hint": "tags must close in the reverse order they were opened",
          "line": 4,
          "reason": "Unexpected closing tag \`</Tabs>\`, expected corresponding closing tag for \`<Card>\` (opened at 3:1)",
        },
        "ok": false,
      }
    `);
  });

  it("keeps micromark's reading where markdown-rs differs: no autolink when the domain starts with punctuation", () => {
    for (const page of ['Read https://…/page.md now.\n', 'See https://-x.com.\n']) {
      const { nativeFirst, micromark } = factsBothWays(page);
      expect(nativeFirst).toEqual(micromark);
      expect(nativeFirst.links).toEqual([]);
    }
  });
});
