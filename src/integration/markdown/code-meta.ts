/** What a fence's info string says beyond its language (reference/mintlify.md 2.1, fence meta). */
export interface CodeMeta {
  /** Free text after the language (```` ```bash npm ````) or `title="..."`: the tab label. */
  title?: string;
  /** 1-based line numbers to highlight: `{1,3-5}` or `highlight={1,3-5}`. */
  highlight: Set<number>;
  /** 1-based line numbers to focus (the others are dimmed): `focus={2}`. */
  focus: Set<number>;
  icon?: string;
  /** `lines`: show line numbers. */
  lines: boolean;
  /** `wrap`: wrap long lines instead of scrolling. */
  wrap: boolean;
  /** `nocopy`: no copy button. */
  noCopy: boolean;
}

const FLAGS = new Set(['lines', 'wrap', 'nocopy', 'expandable', 'twoslash']);

/** `1,3-5` (with or without braces or brackets) to a set of line numbers. */
export function parseLineRanges(text: string): Set<number> {
  const lines = new Set<number>();
  for (const part of text.replace(/[{}[\]"'\s]/g, '').split(',')) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[2] ? Number(match[2]) : from;
    // A typo such as {1-100000} must not allocate a huge set.
    for (let n = from; n <= Math.min(to, from + 10_000); n++) lines.add(n);
  }
  return lines;
}

/**
 * Reads a fence's meta string the way Mintlify sites write it: `npm`, `title="npm"`,
 * `{1,3-5}`, `icon="python"`, `lines`, `wrap`, `highlight={2}`, `focus={1-2}`, `nocopy`.
 * Words that are not options make up the title, so `/trigger/my-task.ts` and `Your backend`
 * stay titles.
 */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlight: new Set(), focus: new Set(), lines: false, wrap: false, noCopy: false };
  if (!meta) return result;
  const titleWords: string[] = [];
  // key="v" | key='v' | key={...} | key=v | {ranges} | word
  const token = /([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S+))|\{([^}]*)\}|(\S+)/g;
  for (const match of meta.matchAll(token)) {
    const [, key, dq, sq, braces, bare, ranges, word] = match;
    if (key) {
      const value = dq ?? sq ?? braces ?? bare ?? '';
      const name = key.toLowerCase();
      if (name === 'title' || name === 'filename') result.title = value;
      else if (name === 'highlight') for (const n of parseLineRanges(value)) result.highlight.add(n);
      else if (name === 'focus') for (const n of parseLineRanges(value)) result.focus.add(n);
      else if (name === 'icon') result.icon = value;
      else if (FLAGS.has(name)) setFlag(result, name, value !== 'false');
      // Other keys (theme=..., expandable=...) are options Mintaka does not use.
    } else if (ranges !== undefined) {
      for (const n of parseLineRanges(ranges)) result.highlight.add(n);
    } else if (word) {
      if (FLAGS.has(word.toLowerCase())) setFlag(result, word.toLowerCase(), true);
      else titleWords.push(word);
    }
  }
  if (result.title === undefined && titleWords.length) result.title = titleWords.join(' ');
  return result;
}

function setFlag(meta: CodeMeta, name: string, on: boolean): void {
  if (name === 'lines') meta.lines = on;
  else if (name === 'wrap') meta.wrap = on;
  else if (name === 'nocopy') meta.noCopy = on;
}
