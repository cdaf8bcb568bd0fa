// A worker thread of mapInWorkers: imports the named module once, then maps each batch of
// items it is sent with `fn(context, item)`, replying with results and diagnostics.
import { parentPort, workerData } from 'node:worker_threads';
import { getDiagnostics } from '../diagnostics.ts';
import type { BatchReply } from './map-in-workers.ts';
import { serializeError } from './worker-pool.ts';

const { module, fn, context } = workerData as { module: string; fn: string; context: unknown };
const loaded = (await import(module)) as Record<string, (context: unknown, item: unknown) => unknown>;
const map = loaded[fn];
if (typeof map !== 'function') throw new Error(`${module} exports no function ${fn}`);

parentPort!.on('message', (items: unknown[]) => {
  const reply: BatchReply = { warnings: [], errors: [] };
  try {
    reply.results = items.map((item) => map(context, item));
  } catch (error) {
    reply.error = serializeError(error);
  }
  const diagnostics = getDiagnostics();
  reply.warnings = diagnostics.warnings.splice(0);
  reply.errors = diagnostics.errors.splice(0);
  parentPort!.postMessage(reply);
});
