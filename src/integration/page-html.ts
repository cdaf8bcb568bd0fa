import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { flushBackgroundWrites, writeInBackground } from './background-writes.ts';

// A build renders Markdown pages while Astro syncs the collection, and Astro keeps each page's
// HTML in its content store: serialized with devalue, written to disk, then read back as a
// JavaScript module of the server bundle that Vite and the page generation parse again. For
// 1,000 pages of 30 KiB that was 30 MiB handled four times, a seventh of the build. The HTML
// stays here instead, in this process's memory and in the build's cache folder (for the next
// build, where Astro skips unchanged pages), and the store keeps a marker naming it.

interface Store {
  /** HTML by its hash, for this build. */
  pages: Map<string, string>;
  /** Hashes this build wrote or read (the cache keeps only these). */
  used: Set<string>;
}

const KEY = Symbol.for('mintaka.page-html');
const MARKER = /^<!--mintaka:page-html:([0-9a-f]{40})-->$/;

function store(): Store {
  const global = globalThis as unknown as Record<symbol, Store | undefined>;
  global[KEY] ??= { pages: new Map(), used: new Set() };
  return global[KEY]!;
}

/** Where a build keeps page HTML between builds: its own cache folder (set by the CLI). */
function cacheFolder(): string | undefined {
  const cacheDir = process.env.MINTAKA_CACHE_DIR;
  return cacheDir ? join(cacheDir, 'page-html') : undefined;
}

interface RenderedMarkdown {
  code: string;
  metadata: { localImagePaths?: unknown[]; remoteImagePaths?: unknown[] } & Record<string, unknown>;
}

/**
 * Keeps a rendered Markdown page's HTML outside Astro's content store and returns the result
 * with a marker in its place. Pages with images for Astro's image service keep their HTML in
 * the store: Astro rewrites their image references when it renders them.
 */
export function stashPageHtml<T extends RenderedMarkdown>(result: T): T {
  if (result.metadata.localImagePaths?.length || result.metadata.remoteImagePaths?.length) return result;
  const hash = createHash('sha1').update(result.code).digest('hex');
  const { pages, used } = store();
  pages.set(hash, result.code);
  used.add(hash);
  const folder = cacheFolder();
  if (folder) writeInBackground(join(folder, `${hash}.html`), result.code);
  return { ...result, code: `<!--mintaka:page-html:${hash}-->` };
}

type PageRenderer = (docsDir: string, file: string) => Promise<string>;
const RENDERER = Symbol.for('mintaka.page-html-renderer');

/**
 * How a page whose cached HTML is gone (a cache folder cleared by hand) is rendered again. Set
 * by the integration: the route runs from Astro's server bundle, where the Markdown pipeline's
 * own files are not beside it.
 */
export function setMissingPageRenderer(render: PageRenderer): void {
  (globalThis as unknown as Record<symbol, PageRenderer>)[RENDERER] = render;
}

function cachedPage(hash: string): string | undefined {
  const { pages, used } = store();
  used.add(hash);
  const page = pages.get(hash);
  const folder = cacheFolder();
  if (page !== undefined || !folder) return page;
  try {
    return readFileSync(join(folder, `${hash}.html`), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The HTML a content store entry of `file` stands for: undefined when the entry holds its own
 * HTML; else the page kept by this build or an earlier one, or rendered again.
 */
export async function stashedPageHtml(html: string | undefined, docsDir: string, file: string): Promise<string | undefined> {
  const hash = html && html.length < 80 ? MARKER.exec(html)?.[1] : undefined;
  if (!hash) return undefined;
  const page = cachedPage(hash);
  if (page !== undefined) return page;
  const render = (globalThis as unknown as Record<symbol, PageRenderer | undefined>)[RENDERER];
  if (!render) throw new Error(`${file}: the rendered page is missing from the build cache; remove the .mintaka/cache folder and build again`);
  return render(docsDir, file);
}

/** Waits for the cache writes, then removes pages no longer used from the cache folder. */
export async function finishPageHtml(): Promise<void> {
  const { used } = store();
  await flushBackgroundWrites();
  const folder = cacheFolder();
  if (!folder) return;
  try {
    for (const name of readdirSync(folder)) {
      if (!used.has(name.replace(/\.html$/, ''))) rmSync(join(folder, name), { force: true });
    }
  } catch {
    // Nothing cached yet.
  }
}
