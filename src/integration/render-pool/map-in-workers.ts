import { Worker } from 'node:worker_threads';
import { fail, warn } from '../diagnostics.ts';
import { renderWorkerCount } from './pooled-processor.ts';
import { deserializeError, type SerializedError } from './worker-pool.ts';

/** A batch's reply from map-worker.ts. */
export interface BatchReply {
  results?: unknown[];
  error?: SerializedError;
  warnings: string[];
  errors: string[];
}

export interface MapInWorkersOptions<T, R> {
  /** Module the workers import; it exports `fn(context, item)`. */
  module: URL;
  fn: string;
  /** Cloneable values every call receives (docs folder, site URL...). */
  context: unknown;
  items: T[];
  /** The same function, called on the main thread. */
  local: (item: T) => R;
  /** Items per message: large enough to keep messages few, small enough to share the tail. */
  batchSize?: number;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs a per-page function over many items on worker threads and the main thread at once
 * (batches are taken from one queue, so a slower thread simply takes fewer). Results keep the
 * items' order. In dev, on one core, or for few items, everything runs on the main thread.
 */
export async function mapInWorkers<T, R>({ module, fn, context, items, local, batchSize = 16 }: MapInWorkersOptions<T, R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  const workerCount = items.length >= batchSize * 4 ? renderWorkerCount() : 0;
  let next = 0;
  const take = (): [number, number] | undefined => {
    if (next >= items.length) return undefined;
    const range: [number, number] = [next, Math.min(items.length, next + batchSize)];
    next = range[1];
    return range;
  };
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL('./map-worker.ts', import.meta.url), { workerData: { module: module.href, fn, context } });
      let range = take();
      const send = () => (range ? worker.postMessage(items.slice(range[0], range[1])) : void worker.terminate().then(() => resolve()));
      worker.on('message', (reply: BatchReply) => {
        for (const message of reply.warnings) warn(message);
        for (const message of reply.errors) fail(message);
        if (reply.error) {
          void worker.terminate();
          return reject(deserializeError(reply.error));
        }
        reply.results!.forEach((result, i) => (results[range![0] + i] = result as R));
        range = take();
        send();
      });
      worker.on('error', reject);
      send();
    });
  const runLocal = async () => {
    for (let range = take(); range; range = take()) {
      for (let i = range[0]; i < range[1]; i++) results[i] = local(items[i]!);
      // Let the workers' replies in between batches.
      await tick();
    }
  };
  await Promise.all([runLocal(), ...Array.from({ length: workerCount }, runWorker)]);
  return results;
}
