import type { WorkerPool } from '../render-pool/worker-pool.ts';
import type { PageFacts } from './page-facts.ts';

// A cold validation parsed every page on the main thread (most of the 3.9 s before a 1,000-page
// build started Astro), while the build's render workers, started with the CLI, only warmed up
// once their modules were loaded. They share the reading: each file goes to whichever thread is free first, a worker
// only once it is ready (WorkerPool.runWhenReady), and reads it as facts-cache.ts does.

/** Reads a file's facts from its text: on another thread, or with `local` on this one. */
export type ReadFacts = (absolute: string, source: string, local: () => PageFacts) => Promise<PageFacts>;

/** A render worker's task (render-worker.ts): the facts of one file, from the text the main thread read. */
export interface FactsTask {
  kind: 'facts';
  absolute: string;
  source: string;
}

/** Facts read by the pool's ready workers, or by the main thread when it is free first. */
export function readFactsInPool(pool: WorkerPool): ReadFacts {
  return (absolute, source, local) => pool.runWhenReady<PageFacts>({ kind: 'facts', absolute, source } satisfies FactsTask, async () => local());
}
