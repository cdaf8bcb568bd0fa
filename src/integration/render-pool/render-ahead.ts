import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { CopyCapture } from '../postbuild/markdown/copy-store.ts';
import { MARKDOWN_OPTIONS, renderingOptions } from './markdown-options.ts';
import { pageRenderInput } from './page-render-input.ts';
import type { HeldTask, OnQueued, Urgency, WorkerPool } from './worker-pool.ts';

// Astro asks for a build's pages only once it has loaded, resolved its config and started a Vite
// server for the content collections: seconds in which the render workers, started with the CLI,
// had nothing to do. The validation has listed the pages by then, so the workers render them
// ahead, each exactly as the content loader will ask for it; when the loader asks, the page's
// result is taken if the task is the same one, byte for byte (content, frontmatter, file,
// options), and its warnings and copies applied only then. A task asked for differently, or
// never, is rendered or dropped as if nothing had been done ahead.

/** A render task of the pool, as pooled-processor.ts sends it (its `copies` may be absent). */
export interface PageTask {
  kind: 'md';
  shared: unknown;
  content: string;
  frontmatter: Record<string, unknown>;
  fileURL?: string;
  copies?: CopyCapture;
}

const KEY = Symbol.for('mintaka.rendered-ahead');
type Store = Record<symbol, { pool: WorkerPool; tasks: Map<string, HeldTask>; used: number; sent: number } | undefined>;

/** The task's identity: everything the worker renders it from. */
function taskKey(task: PageTask): string {
  return createHash('sha1').update(JSON.stringify([task.kind, task.shared, task.fileURL ?? null, task.copies ?? null, task.frontmatter, task.content])).digest('hex');
}

/** The options Astro gives the renderer for Mintaka's config, as the workers are given them. */
export const PREDICTED_OPTIONS = renderingOptions(MARKDOWN_OPTIONS);

/** A page as its content loader asks for it (page-render-input.ts: static MDX or Markdown). */
function pageTask(file: string, copies: CopyCapture | undefined): PageTask {
  return { kind: 'md', shared: PREDICTED_OPTIONS, ...pageRenderInput(file), fileURL: pathToFileURL(file).href, copies };
}

/**
 * Sends the pages to the pool's workers now. `staticMdx`: static MDX pages (absolute paths),
 * rendered on every build; `markdown`: Markdown pages, which Astro renders only when its store
 * does not have them (a first build). A page that cannot be read or parsed here is left to the
 * loader, which reports it.
 */
export function renderPagesAhead(pool: WorkerPool, pages: { staticMdx: Iterable<string>; markdown: Iterable<string> }, copies: CopyCapture | undefined): void {
  const tasks = new Map<string, HeldTask>();
  const send = (file: string) => {
    let task: PageTask;
    try {
      task = pageTask(file, copies);
    } catch {
      return;
    }
    const held = pool.runHeld(task as unknown as Record<string, unknown>);
    // A reply nobody takes must not be reported as an unhandled rejection.
    held.reply.catch(() => {});
    tasks.set(taskKey(task), held);
  };
  for (const file of [...pages.staticMdx, ...pages.markdown]) send(file);
  (globalThis as unknown as Store)[KEY] = { pool, tasks, used: 0, sent: tasks.size };
}

/**
 * The result of this very task if it was sent ahead to `pool`: a worker's reply (applied as the
 * pool applies any) when one has it, else the task queued as asked (`local`, `urgency`: as for
 * WorkerPool.run). Undefined when no such task was sent ahead.
 */
export function takeRenderedAhead(pool: WorkerPool, task: PageTask, local: () => Promise<unknown>, urgency: Urgency, onQueued?: OnQueued): Promise<unknown> | undefined {
  const ahead = (globalThis as unknown as Store)[KEY];
  if (!ahead || ahead.pool !== pool || ahead.tasks.size === 0) return undefined;
  const key = taskKey(task);
  const held = ahead.tasks.get(key);
  if (!held) return undefined;
  ahead.tasks.delete(key);
  ahead.used++;
  return held.claim(local, urgency, onQueued);
}

/** How many pages were sent ahead and how many of them were used (for MINTAKA_VERBOSE and tests). */
export function renderedAheadCounts(): { sent: number; used: number } {
  const ahead = (globalThis as unknown as Store)[KEY];
  return { sent: ahead?.sent ?? 0, used: ahead?.used ?? 0 };
}
