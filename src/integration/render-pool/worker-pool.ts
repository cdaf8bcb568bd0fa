import { Worker } from 'node:worker_threads';
import { fail, warn } from '../diagnostics.ts';

/** What a worker sends back for one task. */
export interface TaskReply {
  id: number;
  result?: unknown;
  error?: SerializedError;
  warnings: string[];
  errors: string[];
  /** Items added in the worker to the process-wide sets named by SHARED_SETS. */
  shared: Record<string, unknown[]>;
}

/**
 * Process-wide sets (on globalThis) that plugins fill while rendering and the main thread reads
 * after the build: which libraries (KaTeX, mermaid) the pages use, so that only those are copied.
 */
export const SHARED_SETS = ['mintaka.library-assets'];

/** What the worker has added to the shared sets so far (small: re-sent with every reply). */
export function takeSharedSets(): Record<string, unknown[]> {
  const store = globalThis as unknown as Record<symbol, Set<unknown> | undefined>;
  const taken: Record<string, unknown[]> = {};
  for (const name of SHARED_SETS) {
    const set = store[Symbol.for(name)];
    if (set?.size) taken[name] = [...set];
  }
  return taken;
}

function mergeSharedSets(shared: Record<string, unknown[]>): void {
  const store = globalThis as unknown as Record<symbol, Set<unknown> | undefined>;
  for (const [name, items] of Object.entries(shared)) {
    const set = (store[Symbol.for(name)] ??= new Set());
    for (const item of items) set.add(item);
  }
}

export interface SerializedError {
  message: string;
  name: string;
  stack?: string;
  /** Own fields such as `line`, `column`, `position` of a VFileMessage. */
  fields: Record<string, unknown>;
}

/** Keeps what can cross a thread: Astro and MDX read `line`, `column`, `position`, `loc`. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ancestors' || key === 'cause') continue;
    try {
      fields[key] = structuredClone(value);
    } catch {
      // A field holding functions or nodes is not needed to report the error.
    }
  }
  return { message: error.message, name: error.name, stack: error.stack, fields };
}

export function deserializeError(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.fields);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}

const YOUNG_GENERATION_MB = 96;

interface PooledWorker {
  worker: Worker;
  inFlight: number;
}

/**
 * A few worker threads that render pages in parallel. Idle workers are unreferenced so they
 * never keep the process alive; a worker with work in flight is referenced so the process waits.
 */
export class WorkerPool {
  readonly #workers: PooledWorker[] = [];
  /** Tasks running on the main thread, which shares the work while Astro waits. */
  #localInFlight = 0;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #closed = false;

  constructor(script: URL, size: number, workerData: unknown) {
    for (let i = 0; i < size; i++) {
      // A larger young generation: parsing and highlighting allocate many short-lived nodes,
      // and V8's default leaves a third of the time to the scavenger.
      const worker = new Worker(script, { workerData, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
      const entry: PooledWorker = { worker, inFlight: 0 };
      worker.unref();
      worker.on('message', (reply: TaskReply) => this.#settle(entry, reply));
      worker.on('error', (error) => this.#failAll(error));
      this.#workers.push(entry);
    }
  }

  get size(): number {
    return this.#workers.length;
  }

  /**
   * Runs a task on the least busy worker, or with `local` on the main thread when it is less
   * busy than every worker (Astro only waits for pages meanwhile).
   */
  async run<T>(task: Record<string, unknown>, local?: () => Promise<T>): Promise<T> {
    if (this.#closed) throw new Error('Mintaka render pool is closed');
    const entry = this.#workers.reduce((a, b) => (b.inFlight < a.inFlight ? b : a));
    if (local && this.#localInFlight <= entry.inFlight) {
      this.#localInFlight++;
      try {
        return await local();
      } finally {
        this.#localInFlight--;
      }
    }
    const id = this.#nextId++;
    if (entry.inFlight++ === 0) entry.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      entry.worker.postMessage({ ...task, id });
    });
  }

  #settle(entry: PooledWorker, reply: TaskReply): void {
    if (--entry.inFlight === 0) entry.worker.unref();
    // Warnings and errors found by plugins in the worker join the build's own.
    for (const message of reply.warnings) warn(message);
    for (const message of reply.errors) fail(message);
    mergeSharedSets(reply.shared);
    const pending = this.#pending.get(reply.id);
    this.#pending.delete(reply.id);
    if (!pending) return;
    if (reply.error) pending.reject(deserializeError(reply.error));
    else pending.resolve(reply.result);
  }

  #failAll(error: Error): void {
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }

  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.#workers.map(({ worker }) => worker.terminate()));
  }
}
