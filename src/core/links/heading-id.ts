/**
 * Heading ids as Mintlify makes them, so that links written for a Mintlify site land on the
 * same headings here. Mintlify's rules (its "Format text" page, and links that work on the
 * real sites of ../shared/corpus): lowercase, no hyphen added inside camelCase words
 * ("yourTask.batchTrigger()" → "yourtask-batchtrigger"); whitespace and periods become `-`
 * ("Next.js" → "next-js"); parentheses and other punctuation are dropped ("tasks.trigger()" →
 * "tasks-trigger"); letters of any script, digits, emoji, `_`, `/` and apostrophes (as `’`)
 * stay; `&` becomes "and" ("Parent & root updates" → "parent-and-root-updates"). Unlike
 * GitHub's slugs (github-slugger), runs of `-` collapse and none is left at either end.
 */
export function slugHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'/g, '’')
    .replace(/[\s.]+/g, '-')
    .replace(/[^\p{L}\p{M}\p{N}\p{Extended_Pictographic}\u200d\ufe0f_/’-]+/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Ids unique within one page, in document order: the second "Setup" is `setup-1`, the third
 * `setup-2` (as Mintlify numbers repeats). Explicit ids (`{#custom-id}`) are claimed as they
 * are, so that a later heading with the same slug moves aside.
 */
export class HeadingIds {
  private readonly used = new Set<string>();

  /** The id of a heading with this text, made unique on the page; '' when the text has none. */
  slug(text: string): string {
    const base = slugHeading(text);
    if (!base) return '';
    let id = base;
    for (let n = 1; this.used.has(id); n++) id = `${base}-${n}`;
    this.used.add(id);
    return id;
  }

  /** Records an id given explicitly, so that slugs made later avoid it. */
  claim(id: string): string {
    this.used.add(id);
    return id;
  }
}

// `## Title {#custom-id}`: Mintlify's custom heading id, at the end of an ATX heading line.
const CUSTOM_ID = /^([ \t]*#{1,6}[ \t]+.*?)[ \t]+\{#([^\s{}]+)\}[ \t]*(#+[ \t]*)?$/;
const FENCE = /^[ \t]*(`{3,}|~{3,})(.*)$/;

export interface CustomHeadingIds {
  /** The source with each `{#id}` replaced by spaces: positions stay those of the file. */
  source: string;
  /** Line number (1-based) → the id written on that heading line. */
  ids: Map<number, string>;
}

/**
 * Finds the `{#custom-id}` suffixes of heading lines outside fenced code and blanks them out,
 * so that MDX does not read them as expressions and the heading's text is only its title.
 */
export function extractCustomHeadingIds(source: string): CustomHeadingIds {
  const ids = new Map<number, string>();
  if (!source.includes('{#')) return { source, ids };
  const lines = source.split('\n');
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const marker = FENCE.exec(line);
    if (fence) {
      if (marker && marker[1]![0] === fence[0] && marker[1]!.length >= fence.length && !marker[2]!.trim()) fence = undefined;
      return;
    }
    if (marker && !(marker[1]![0] === '`' && marker[2]!.includes('`'))) {
      fence = marker[1];
      return;
    }
    const cr = line.endsWith('\r') ? '\r' : '';
    const match = CUSTOM_ID.exec(cr ? line.slice(0, -1) : line);
    if (!match) return;
    ids.set(index + 1, match[2]!);
    lines[index] = match[1]!.padEnd(line.length - cr.length, ' ') + cr;
  });
  return ids.size ? { source: lines.join('\n'), ids } : { source, ids };
}

interface HeadingNode {
  type: string;
  position?: { start: { line: number } };
  data?: { hProperties?: Record<string, unknown> };
  children?: HeadingNode[];
}

/**
 * Gives the headings on the lines of `ids` their custom id (`data.hProperties.id`, which
 * remark-rehype turns into the element's `id`). Headings sit at any depth: inside `<Tab>`,
 * `<Accordion>` and other components too.
 */
export function applyCustomHeadingIds(tree: HeadingNode, ids: ReadonlyMap<number, string>): void {
  if (!ids.size) return;
  const walk = (node: HeadingNode) => {
    const id = node.type === 'heading' && node.position ? ids.get(node.position.start.line) : undefined;
    if (id) {
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, id };
    }
    node.children?.forEach(walk);
  };
  walk(tree);
}
