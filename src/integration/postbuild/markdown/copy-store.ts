// The Markdown copies of pages converted while the build renders them (render-copies.ts), kept
// per thread until the main thread has them all. A module of its own, with nothing heavy to
// load: the CLI and the render pool need it before any Markdown is parsed.

/** What converting needs besides the page: the site's URL, which makes links absolute. */
export interface CopyCapture {
  siteUrl: string | undefined;
}

export interface Store {
  capture?: CopyCapture;
  /** Converted bodies by page file (relative to the docs folder). */
  bodies: Map<string, string>;
  /** API pages' reference sections by page path, made from the view each page rendered. */
  api: Map<string, string>;
}

const KEY = Symbol.for('mintaka.markdown-copies');

export function copyStore(): Store {
  const global = globalThis as unknown as Record<symbol, Store | undefined>;
  global[KEY] ??= { bodies: new Map(), api: new Map() };
  return global[KEY]!;
}

/** Converts each page as it renders from now on (builds only: `mintaka dev` renders on demand). */
export function captureMarkdownCopies(capture: CopyCapture | undefined): void {
  const store = copyStore();
  store.capture = capture;
  store.api.clear();
}

/**
 * An API page's reference section as Markdown, made while the page renders (builds only), from
 * the OpenAPI view the page was rendered from: the copies are written after the build
 * (postbuild/exports.ts), which would otherwise build every page's view a second time, on the
 * main thread, after the render workers have stopped. Made here while the page waits for its
 * samples from the workers.
 */
export function captureApiMarkdown(pagePath: string, make: () => string): void {
  const store = copyStore();
  if (!store.capture) return;
  try {
    store.api.set(pagePath, make());
  } catch {
    // Made again with the copy, which says what went wrong without failing the page.
  }
}

/** The API reference section captured while the page rendered in this build, if it was (none outside a build: each capture starts empty). */
export function capturedApiMarkdown(pagePath: string): string | undefined {
  return copyStore().api.get(pagePath);
}

export function markdownCopyCapture(): CopyCapture | undefined {
  return copyStore().capture;
}

/** The body converted while the page rendered, if it was rendered with this site URL. */
export function capturedCopy(file: string, siteUrl: string | undefined): string | undefined {
  const { capture, bodies } = copyStore();
  return capture && capture.siteUrl === siteUrl ? bodies.get(file) : undefined;
}

/** Bodies converted on this thread since the last call (a worker sends them with its reply). */
export function takeCapturedCopies(): [string, string][] {
  const { bodies } = copyStore();
  const taken = [...bodies];
  bodies.clear();
  return taken;
}

export function addCapturedCopies(entries: readonly [string, string][] | undefined): void {
  for (const [file, body] of entries ?? []) copyStore().bodies.set(file, body);
}
