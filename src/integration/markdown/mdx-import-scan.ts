import type { FileSummary } from './check-mdx.ts';

// The imports of an MDX file read off its text, without parsing it: for `mintaka dev`, which
// decides at its start whether Node can load every page (loadable-mdx.ts) and so whether it can
// serve the site without Astro, before any page is parsed. MDX's ESM is a paragraph whose lines
// start with `import` or `export` at the start of a line, outside code: a fence's lines are
// skipped (docs show `import x from 'y'` in code blocks all the time). An `import` the scan
// cannot read (a specifier in a template, say) is a source it cannot name: undefined, which no
// check takes as loadable. Where it errs, it errs towards Astro: a page it takes for one that
// imports a package is only served by Astro's slower dev server.

/** A fence's opening: three or more backticks or tildes, indented by at most three spaces (inside a component too). */
const FENCE = /^[ \t]*(`{3,}|~{3,})/;
/** An ESM statement's start, at the start of a line. */
const ESM = /^(?:import|export)(?=[\s{*'"])/;
/** The module an import statement names, from its start to its specifier. */
const SPECIFIER = /^import\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}\s*|\*\s*as\s+[\w$]+\s*)?(?:from\s*)?(['"])([^'"\n]+)\1/;
/** `<Snippet file="...">`, Mintlify's older way of including a snippet. */
const LEGACY_SNIPPET = /<Snippet\s[^>]*?\bfile=(["'])([^"']+)\1/g;
/** Inline code, where a tag is text. */
const CODE_SPAN = /(`+)[^`]*?\1/g;

/** Whether a line leaves a template literal open (or closes one left open): its unescaped backticks are odd. */
const togglesTemplate = (line: string) => (line.replace(/\\./g, '').split('`').length - 1) % 2 === 1;

/** The imports and legacy snippets of an MDX file's text (frontmatter included or not), as a summary for loadable-mdx.ts. */
export function scanMdxImports(text: string): Pick<FileSummary, 'imports' | 'legacySnippets'> {
  const imports: FileSummary['imports'] = [];
  const legacySnippets: FileSummary['legacySnippets'] = [];
  const lines = text.split('\n');
  let fence: string | undefined;
  // Inside an ESM paragraph, and inside a template literal of it (`export const code = \`...\``,
  // whose lines may read `import x from 'y'`).
  let inEsm = false;
  let inTemplate = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (inTemplate) {
      if (togglesTemplate(line)) inTemplate = false;
      continue;
    }
    const opened = FENCE.exec(line)?.[1];
    if (fence) {
      if (opened && opened[0] === fence[0] && opened.length >= fence.length && line.trim() === opened) fence = undefined;
      continue;
    }
    if (inEsm && line.trim() === '') inEsm = false;
    if (!inEsm && opened) {
      fence = opened;
      continue;
    }
    if (ESM.test(line)) inEsm = true;
    if (inEsm) {
      if (togglesTemplate(line)) inTemplate = true;
      if (!line.startsWith('import')) continue;
      // The statement until its specifier, over the lines of its paragraph (`import {\n a,\n b\n} from 'x'`).
      let statement = line;
      for (let next = index + 1; !SPECIFIER.test(statement) && next < lines.length && lines[next]!.trim() !== ''; next++) statement += `\n${lines[next]}`;
      // A specifier the scan cannot read names no file: undefined, never taken as loadable.
      imports.push({ source: SPECIFIER.exec(statement)?.[2] as string, line: index + 1, column: 1 });
      continue;
    }
    for (const match of line.replace(CODE_SPAN, (span) => ' '.repeat(span.length)).matchAll(LEGACY_SNIPPET)) legacySnippets.push({ file: match[2]!, line: index + 1, column: match.index + 1 });
  }
  return { imports, legacySnippets };
}
