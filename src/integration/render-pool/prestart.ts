import { availableParallelism } from 'node:os';
import { WorkerPool } from './worker-pool.ts';

// A render worker takes about half a second to load its modules. Started by the CLI before it
// loads Astro, the workers are ready when Astro asks for the first page; started by the
// processor on that first request, they left the main thread to render alone meanwhile.

const KEY = Symbol.for('mintaka.prestartedRenderPool');
type Store = Record<symbol, { docsDir: string; pool: WorkerPool } | undefined>;

export const RENDER_WORKER_SCRIPT = new URL('./render-worker.ts', import.meta.url);

/**
 * Worker threads for a build besides the main thread, which renders too: MINTAKA_RENDER_WORKERS
 * (0: main thread only), else one per extra core.
 */
export function buildRenderWorkerCount(): number {
  const configured = process.env.MINTAKA_RENDER_WORKERS;
  if (configured !== undefined && configured !== '') return Math.max(0, Number.parseInt(configured, 10) || 0);
  // Asked for every task handed to the pool: the system call is made once.
  cores ??= availableParallelism();
  return Math.min(cores - 1, 7);
}

let cores: number | undefined;

/** Starts the build's render workers now (the CLI, before it loads Astro). */
export function prestartRenderPool(docsDir: string): void {
  const size = buildRenderWorkerCount();
  if (size === 0) return;
  (globalThis as unknown as Store)[KEY] = { docsDir, pool: new WorkerPool(RENDER_WORKER_SCRIPT, size, { docsDir }) };
}

/** The workers started for this docs folder, still waiting for Astro to take them. */
export function prestartedPool(docsDir: string): WorkerPool | undefined {
  const started = (globalThis as unknown as Store)[KEY];
  return started?.docsDir === docsDir ? started.pool : undefined;
}

/** The workers started for this docs folder, taken once. */
export function takePrestartedPool(docsDir: string, size: number): WorkerPool | undefined {
  const store = globalThis as unknown as Store;
  const started = store[KEY];
  store[KEY] = undefined;
  if (started && started.docsDir === docsDir && started.pool.size === size) return started.pool;
  void started?.pool.close();
  return undefined;
}

/** Ends the workers started for a build that stops before Astro (its validation failed). */
export function closePrestartedPool(): void {
  const store = globalThis as unknown as Store;
  void store[KEY]?.pool.close();
  store[KEY] = undefined;
}
