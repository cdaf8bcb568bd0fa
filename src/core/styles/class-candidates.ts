// Class names a page's author wrote, as candidates for Tailwind (core/styles/utility-css.ts).
// Mintlify generates CSS for the Tailwind classes a page uses; Mintaka collects them from the
// tree each page is parsed into anyway (integration/utility-css/), never from a second read.
// A candidate that is not a Tailwind class costs nothing: the compiler skips it.

interface Node {
  type: string;
  value?: unknown;
  name?: string | null;
  attributes?: Attribute[];
  children?: Node[];
}

interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}

/**
 * A class attribute, or a name code gives class lists: `class`, `className`, `classes`,
 * `buttonClass`, `titleClassName`..., followed by `=` or `:` (HTML and JSX attributes, object
 * properties, variables, `el.className =`). Not `data-class` or `className ===`.
 */
const CLASS_NAME = /(?<![\w$-])(?:class(?:Names?|es)?|[A-Za-z_$][\w$]*(?:Class(?:Names?|es)?))\s*[=:](?!=)\s*/g;
const WHITESPACE = /\s+/;
/** A call or a parenthesised value: `cn("a", b)`, `clsx(...)`, `("a")`. */
const CALL = /^[\w$.]*\s*\(/;

function addTokens(text: string, into: Set<string>): void {
  for (const token of text.split(WHITESPACE)) if (token) into.add(token);
}

/** Index just past the string literal opening at `start` (a quote), adding its text. */
function readQuoted(code: string, start: number, into: Set<string>): number {
  const quote = code[start]!;
  let i = start + 1;
  let text = '';
  while (i < code.length && code[i] !== quote) {
    if (code[i] === '\\' && i + 1 < code.length) {
      text += code[i + 1];
      i += 2;
      continue;
    }
    text += code[i++];
  }
  addTokens(text, into);
  return i + 1;
}

/** Index just past the template literal opening at `start`; its text and inner strings are added. */
function readTemplate(code: string, start: number, into: Set<string>): number {
  let i = start + 1;
  let text = '';
  while (i < code.length && code[i] !== '`') {
    if (code[i] === '\\' && i + 1 < code.length) {
      text += code[i + 1];
      i += 2;
    } else if (code[i] === '$' && code[i + 1] === '{') {
      text += ' ';
      i = readBracketed(code, i + 1, into);
    } else {
      text += code[i++];
    }
  }
  addTokens(text, into);
  return i + 1;
}

/**
 * Index just past the bracketed code opening at `start` (`{` or `(`), adding the text of every
 * string in it: `{open ? "block" : "hidden"}`, `{clsx("p-4", { "font-bold": strong })}`,
 * `("a", b)`.
 */
function readBracketed(code: string, start: number, into: Set<string>): number {
  const open = code[start]!;
  const close = open === '(' ? ')' : '}';
  let depth = 0;
  let i = start;
  while (i < code.length) {
    const char = code[i]!;
    if (char === '"' || char === "'") i = readQuoted(code, i, into);
    else if (char === '`') i = readTemplate(code, i, into);
    else {
      if (char === open) depth++;
      else if (char === close && --depth === 0) return i + 1;
      i++;
    }
  }
  return i;
}

/**
 * Adds the class names that code or raw HTML writes: `class="a b"`, `className={cond ? "a" :
 * "b"}`, `className={\`p-4 ${x}\`}`, `{ className: "a" }`, `const buttonClass = "a"`,
 * `class=a` (unquoted HTML).
 */
export function addClassesInCode(code: string, into: Set<string>): void {
  if (!code.includes('lass')) return;
  CLASS_NAME.lastIndex = 0;
  for (let match = CLASS_NAME.exec(code); match; match = CLASS_NAME.exec(code)) {
    const start = CLASS_NAME.lastIndex;
    const char = code[start];
    let end: number;
    if (char === '"' || char === "'") end = readQuoted(code, start, into);
    else if (char === '`') end = readTemplate(code, start, into);
    else if (char === '{') end = readBracketed(code, start, into);
    else if (CALL.test(code.slice(start, start + 100))) end = readBracketed(code, code.indexOf('(', start), into);
    else {
      const unquoted = /^[^\s"'`=<>{}()[\],;]+/.exec(code.slice(start, start + 500))?.[0] ?? '';
      // Only HTML writes a class unquoted; in code this is an identifier (`className: styles`).
      if (/^class=/i.test(match[0].replace(/\s+/g, '')) && unquoted) addTokens(unquoted, into);
      end = start + unquoted.length;
    }
    CLASS_NAME.lastIndex = Math.max(end, start);
  }
}

/** An MDX expression's text (`{...}` without its braces) as written. */
function expressionText(value: unknown): string | undefined {
  if (value && typeof value === 'object' && (value as { type?: string }).type === 'mdxJsxAttributeValueExpression') {
    return String((value as { value?: unknown }).value ?? '');
  }
  return undefined;
}

const CLASS_ATTRIBUTE = /^(?:class|className)$/;

function addAttributeClasses(attribute: Attribute, into: Set<string>): void {
  if (attribute.type === 'mdxJsxExpressionAttribute') {
    addClassesInCode(String(attribute.value ?? ''), into);
    return;
  }
  if (attribute.type !== 'mdxJsxAttribute') return;
  const expression = expressionText(attribute.value);
  if (CLASS_ATTRIBUTE.test(attribute.name ?? '')) {
    if (typeof attribute.value === 'string') addTokens(attribute.value, into);
    else if (expression !== undefined) readBracketed(`{${expression}}`, 0, into);
  } else if (expression !== undefined) {
    // `icon={<svg className="...">}`: elements written inside another attribute.
    addClassesInCode(expression, into);
  }
}

/**
 * The class candidates of a Markdown or MDX tree (mdast, as parsed): raw HTML, JSX elements'
 * `class`/`className` (expressions included), and the code of `export const` components and
 * `{expressions}`. Code blocks are text, not markup, and are left out.
 */
export function classCandidatesOf(tree: Node): string[] {
  const found = new Set<string>();
  const visit = (node: Node) => {
    switch (node.type) {
      case 'code':
      case 'inlineCode':
      case 'math':
      case 'inlineMath':
        return;
      case 'html':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        addClassesInCode(String(node.value ?? ''), found);
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attribute of node.attributes ?? []) addAttributeClasses(attribute, found);
        break;
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return [...found];
}
