// The class candidates of each page and snippet, noted while the Markdown pipeline parses them
// (remark-class-candidates.ts) and kept per thread: a render worker hands what it noted to the
// main thread with each reply (render-pool/), where the site's utility CSS is generated from
// them (utility-stylesheet.ts). A module of its own with nothing heavy to load: the workers,
// the route and the CLI all import it.

/** What one file (a page or a snippet, relative to the docs folder) contributes. */
export interface FileClasses {
  /** Class names written in it (Tailwind candidates). */
  candidates: string[];
  /** Files it imports (snippets), relative to the docs folder. */
  imports: string[];
}

interface Store {
  files: Map<string, FileClasses>;
  /** Notes since the last take (a worker's next reply). */
  pending: Map<string, FileClasses>;
  /** Bumped whenever a file's classes change, so generated CSS knows when it is stale. */
  version: number;
}

const KEY = Symbol.for('mintaka.class-candidates');

function store(): Store {
  const global = globalThis as unknown as Record<symbol, Store | undefined>;
  global[KEY] ??= { files: new Map(), pending: new Map(), version: 0 };
  return global[KEY]!;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

function setFileClasses(file: string, classes: FileClasses): void {
  const current = store();
  const known = current.files.get(file);
  if (known && sameList(known.candidates, classes.candidates) && sameList(known.imports, classes.imports)) return;
  current.files.set(file, classes);
  current.version++;
}

/** Notes the classes and imports of a file as it was just parsed (bounded: one entry a file). */
export function recordFileClasses(file: string, classes: FileClasses): void {
  setFileClasses(file, classes);
  store().pending.set(file, classes);
}

/** What this thread noted since the last call (a worker sends it with its reply). */
export function takeRecordedClasses(): [string, FileClasses][] {
  const { pending } = store();
  const taken = [...pending];
  pending.clear();
  return taken;
}

/** Adds what a worker noted. */
export function addRecordedClasses(entries: readonly [string, FileClasses][] | undefined): void {
  for (const [file, classes] of entries ?? []) setFileClasses(file, classes);
}

export function classesVersion(): number {
  return store().version;
}

/** Every candidate noted on this thread, over all files. */
export function allCandidates(): Set<string> {
  const all = new Set<string>();
  for (const { candidates } of store().files.values()) for (const candidate of candidates) all.add(candidate);
  return all;
}

/** The candidates of a page and of every snippet it imports, directly or through other snippets. */
export function pageCandidates(file: string): Set<string> {
  const { files } = store();
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const classes = files.get(path);
    if (!classes) return;
    for (const candidate of classes.candidates) found.add(candidate);
    for (const imported of classes.imports) visit(imported);
  };
  visit(file);
  return found;
}
