import { Worker } from 'node:worker_threads';
import { fail, warn } from '../diagnostics.ts';
import { addCapturedCopies } from '../postbuild/markdown/copy-store.ts';
import { addRecordedClasses, type FileClasses } from '../utility-css/class-store.ts';
import { ICON_USES } from '../icon-uses.ts';

/** What a worker sends back for one task. */
export interface TaskReply {
  id: number;
  result?: unknown;
  error?: SerializedError;
  warnings: string[];
  errors: string[];
  /** Items added in the worker to the process-wide sets named by SHARED_SETS. */
  shared: Record<string, unknown[]>;
  /** Markdown copies of the pages rendered (postbuild/markdown/render-copies.ts). */
  copies: [string, string][];
  /** Class candidates of the pages and snippets parsed (utility-css/class-store.ts). */
  classes: [string, FileClasses][];
}

/**
 * Process-wide sets (on globalThis) that plugins fill while rendering and the main thread reads
 * after the build: which libraries (KaTeX, mermaid) the pages use, so that only those are copied;
 * icon names drawn with a substitute (icon-uses.ts), reported once per name.
 */
export const SHARED_SETS = ['mintaka.library-assets', ICON_USES];

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

interface PooledWorker {
  worker: Worker;
  /** Whether the worker has loaded its modules and said so (`{ ready: true }`). */
  ready: boolean;
  /**
   * Tasks sent, in order: the worker renders one at a time (pages do not pile up in memory) and
   * holds the next few, so it never waits for a main thread that is busy rendering itself.
   */
  sent: QueuedTask[];
  /** How many of the pool's messages for idle time (tellWhenIdle) the worker has been sent. */
  toldWhenIdle: number;
}

// With two pages held, a worker still sat idle a tenth of the time while the main thread
// rendered a page and did Astro's work around it; four keep it busy.
const TASKS_AHEAD = 4;
/** How long a worker holds a task the main thread could run before the main thread, idle, runs it itself. */
const STEAL_AFTER_MS = 40;
/** How long a worker may take to finish its writes when the pool closes. */
const CLOSE_TIMEOUT_MS = 5_000;

/**
 * When the caller needs a task done: `now` (it waits for it: first in the queue, the main thread
 * may run it), `later` (a page needed only when Astro generates pages: the workers render it
 * meanwhile, the main thread only once it waits for such pages, helpWithLaterTasks()).
 */
export type Urgency = 'now' | 'later';

/** Told, for a task queued as needed `later`, how to ask for it now (WorkerPool.run). */
export type OnQueued = (promote: () => void) => void;

interface QueuedTask {
  task: Record<string, unknown>;
  /** The same task on the main thread, when that may run it. */
  local?: () => Promise<unknown>;
  urgency: Urgency;
  /** How many tasks a worker may hold when this one is next (TASKS_AHEAD unless the caller says). */
  ahead: number;
  /** Sent before anyone asked (runHeld): resolved with the whole reply, nothing of it applied. */
  held?: boolean;
  /**
   * Sent only to a worker that has said it is ready: work the caller waits for that the main
   * thread can do too, which must not sit in the queue of a worker still loading (runWhenReady).
   */
  whenReady?: boolean;
  /**
   * Run by the main thread while a worker still held it (#stealWaiting): the worker's reply,
   * which comes all the same, is dropped.
   */
  taken?: boolean;
  /** When it was sent to a worker (performance.now()). */
  sentAt?: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** A task sent before anything asked for it (render-ahead.ts). */
export interface HeldTask {
  /** The worker's reply, nothing of it applied (applyReply() does that when it is used). */
  reply: Promise<TaskReply>;
  /**
   * Asks for the task's result, as run() would: a worker's reply when one has the task, else the
   * task is queued as asked (`local` rendering it on the main thread where that may help).
   */
  claim(local: () => Promise<unknown>, urgency: Urgency, onQueued?: OnQueued): Promise<unknown>;
}

/**
 * What a worker's reply means on this thread: the warnings and errors its plugins reported join
 * the build's, the shared sets, Markdown copies and class candidates are merged; then its
 * result, or its error thrown.
 */
export function applyReply(reply: TaskReply): unknown {
  for (const message of reply.warnings) warn(message);
  for (const message of reply.errors) fail(message);
  mergeSharedSets(reply.shared);
  addCapturedCopies(reply.copies);
  addRecordedClasses(reply.classes);
  if (reply.error) throw deserializeError(reply.error);
  return reply.result;
}

/**
 * A few worker threads that render pages in parallel, fed from one queue: each thread, and the
 * main thread when a task can run there too, takes the next task when it is free. Tasks asked
 * for now come first, then pages needed later, then work sent ahead of any request. Idle
 * workers are unreferenced so they never keep the process alive.
 */
export class WorkerPool {
  readonly #workers: PooledWorker[] = [];
  /** Tasks asked for now, then pages needed later; both in the order asked. */
  readonly #now: QueuedTask[] = [];
  readonly #later: QueuedTask[] = [];
  /** Tasks sent ahead of any request, in the order sent (a Map: claimed ones leave at once). */
  readonly #held = new Map<QueuedTask, true>();
  /** The main thread shares the work while Astro only waits for pages. */
  #localBusy = false;
  /** Whether the main thread may take `later` tasks (it waits for them now). */
  #helpLater = false;
  #closed = false;
  /** When the main thread, idle, looks again for work a worker holds (#stealWaiting). */
  #stealTimer: NodeJS.Timeout | undefined;
  /** Messages for a worker that has no task (tellWhenIdle), in the order told. */
  readonly #whenIdle: { kind: string }[] = [];

  constructor(script: URL, size: number, workerData: unknown) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(script, { workerData });
      const entry: PooledWorker = { worker, sent: [], ready: false, toldWhenIdle: 0 };
      worker.unref();
      worker.on('message', (reply: TaskReply | { ready: true }) => {
        if ('ready' in reply) {
          entry.ready = true;
          this.#pump();
        } else this.#settle(entry, reply);
      });
      worker.on('error', (error) => this.#failAll(error));
      this.#workers.push(entry);
    }
  }

  get size(): number {
    return this.#workers.length;
  }

  /**
   * Tells every worker something it keeps (not a task: no reply), ahead of the tasks sent after
   * it: a worker takes its messages in the order they were posted, those posted before it has
   * loaded its modules included.
   */
  tell(message: { kind: string }): void {
    for (const { worker } of this.#workers) worker.postMessage(message);
  }

  /**
   * Tells each worker something to do with time it would spend idle (no reply), once it has no
   * task and none is queued: sent earlier, it would delay the tasks queued behind it. The worker
   * leaves it for any task that comes meanwhile.
   */
  tellWhenIdle<Message extends { kind: string }>(message: Message): void {
    this.#whenIdle.push(message);
    this.#pump();
  }

  /**
   * Queues a task; `local` runs the same task on the main thread if that is free first (without
   * it, only workers run it). `ahead`: how many tasks a worker may hold when this one is sent
   * (small tasks want more, so that a worker never waits for a busy main thread to send more).
   */
  run<T>(task: Record<string, unknown>, local?: () => Promise<T>, ahead = TASKS_AHEAD, urgency: Urgency = 'now', onQueued?: OnQueued): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('Mintaka render pool is closed'));
    return new Promise<T>((resolve, reject) => {
      const queued: QueuedTask = { task, local, urgency, ahead, resolve: resolve as (value: unknown) => void, reject };
      this.#enqueue(queued);
      if (urgency === 'later') onQueued?.(() => this.#promote(queued));
      this.#pump();
    });
  }

  /**
   * A task needed later that is needed now: ahead of the other pages needed later, and the main
   * thread may run it (a page Astro is generating waits for it). Nothing if a thread has it.
   */
  #promote(queued: QueuedTask): void {
    const index = this.#later.indexOf(queued);
    if (index === -1) return;
    this.#later.splice(index, 1);
    queued.urgency = 'now';
    this.#now.push(queued);
    this.#pump();
  }

  /**
   * Queues a task the caller waits for and the main thread can run too (`local`), for the
   * workers that have loaded their modules: the main thread never waits for a worker that has
   * not started. Each ready worker holds two such tasks at most, so that what is left at the
   * end is shared rather than queued behind one worker.
   */
  runWhenReady<T>(task: Record<string, unknown>, local: () => Promise<T>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('Mintaka render pool is closed'));
    return new Promise<T>((resolve, reject) => {
      this.#enqueue({ task, local, urgency: 'now', ahead: 2, whenReady: true, resolve: resolve as (value: unknown) => void, reject });
      this.#pump();
    });
  }

  /**
   * Queues a task for the workers only, whose reply is held (nothing of it applied) until the
   * caller claims it: work done ahead of a request that may never come, or come different.
   */
  runHeld(task: Record<string, unknown>): HeldTask {
    if (this.#closed) {
      const reply = Promise.reject(new Error('Mintaka render pool is closed'));
      return { reply, claim: () => reply };
    }
    let queued!: QueuedTask;
    const reply = new Promise<TaskReply>((resolve, reject) => {
      queued = { task, urgency: 'later', ahead: TASKS_AHEAD, held: true, resolve: resolve as (value: unknown) => void, reject };
    });
    this.#held.set(queued, true);
    this.#pump();
    return {
      reply,
      claim: (local, urgency, onQueued) => {
        // A worker has it, or has answered.
        if (!this.#held.delete(queued)) return reply.then(applyReply);
        return this.run(task, local, TASKS_AHEAD, urgency, onQueued);
      },
    };
  }

  /** The main thread waits for the pages needed later: it renders them too from now on. */
  helpWithLaterTasks(): void {
    this.#helpLater = true;
    this.#pump();
  }

  #enqueue(queued: QueuedTask): void {
    (queued.urgency === 'now' ? this.#now : this.#later).push(queued);
  }

  /** The task a worker takes next: one asked for now, else one needed later, else one sent ahead. */
  #next(): QueuedTask | undefined {
    return this.#now[0] ?? this.#later[0] ?? this.#held.keys().next().value;
  }

  #take(task: QueuedTask): void {
    if (this.#now[0] === task) this.#now.shift();
    else if (this.#later[0] === task) this.#later.shift();
    else this.#held.delete(task);
  }

  /** The first task the main thread may run, wherever it is queued. */
  #takeLocal(): QueuedTask | undefined {
    for (const queue of this.#helpLater ? [this.#now, this.#later] : [this.#now]) {
      const index = queue.findIndex((queued) => queued.local);
      if (index !== -1) return queue.splice(index, 1)[0];
    }
    return undefined;
  }

  #pump(): void {
    for (const entry of this.#workers) {
      for (let next = this.#next(); next && entry.sent.length < next.ahead && (entry.ready || !next.whenReady); next = this.#next()) {
        this.#take(next);
        if (!entry.sent.length) entry.worker.ref();
        entry.sent.push(next);
        next.sentAt = performance.now();
        entry.worker.postMessage({ ...next.task, id: 0 });
      }
      if (!entry.sent.length && entry.toldWhenIdle < this.#whenIdle.length && !this.#next()) {
        for (const message of this.#whenIdle.slice(entry.toldWhenIdle)) entry.worker.postMessage(message);
        entry.toldWhenIdle = this.#whenIdle.length;
      }
    }
    // The first task the main thread can run, wherever it is queued (a worker-only task ahead of
    // it must not keep the main thread idle); with none queued, one a worker holds and the
    // caller waits for.
    const next = this.#localBusy ? undefined : (this.#takeLocal() ?? this.#stealWaiting());
    if (next) {
      this.#localBusy = true;
      // Through the macrotask queue: a chain of main-thread renders made only of resolved
      // promises would otherwise never let the workers' replies in, and they would sit idle.
      setImmediate(() => {
        next.local!().then(next.resolve, next.reject).finally(() => {
          this.#localBusy = false;
          this.#pump();
        });
      });
    }
  }

  /**
   * The last task a worker has held for a while that the caller waits for and the main thread
   * may run too (runWhenReady), for a main thread with nothing else to do: a worker busy with
   * something long (the first highlighting of its warm-up) kept a main thread that had read all
   * the other pages idle for up to 0.4 s at the end of a validation. A task held for less time
   * is left to the worker, which is likely running it (a page's facts take milliseconds); the
   * pool looks again when it has been held long enough.
   */
  #stealWaiting(): QueuedTask | undefined {
    const now = performance.now();
    let soonest = Infinity;
    for (const entry of this.#workers) {
      for (let i = entry.sent.length - 1; i >= 0; i--) {
        const sent = entry.sent[i]!;
        if (!sent.whenReady || !sent.local || sent.taken) continue;
        const due = sent.sentAt! + STEAL_AFTER_MS;
        if (due <= now) {
          sent.taken = true;
          return sent;
        }
        soonest = Math.min(soonest, due);
      }
    }
    if (soonest !== Infinity && !this.#stealTimer) {
      this.#stealTimer = setTimeout(() => {
        this.#stealTimer = undefined;
        this.#pump();
      }, soonest - now).unref();
    }
    return undefined;
  }

  #settle(entry: PooledWorker, reply: TaskReply): void {
    const done = entry.sent.shift();
    if (!entry.sent.length) entry.worker.unref();
    // A task the main thread ran meanwhile (#stealWaiting) has its result, and what it reported.
    if (done && !done.taken) {
      if (done.held) done.resolve(reply);
      else {
        try {
          done.resolve(applyReply(reply));
        } catch (error) {
          done.reject(error as Error);
        }
      }
    }
    this.#pump();
  }

  #failAll(error: Error): void {
    for (const entry of this.#workers) for (const sent of entry.sent.splice(0)) if (!sent.taken) sent.reject(error);
    for (const queued of [...this.#now.splice(0), ...this.#later.splice(0), ...this.#held.keys()]) queued.reject(error);
    this.#held.clear();
  }

  /**
   * Ends every worker once it has finished what it was writing (highlighted blocks for the
   * next build); one that does not end within a few seconds is stopped.
   */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#stealTimer);
    // Work sent ahead that no worker has started is not needed any more.
    this.#held.clear();
    await Promise.all(
      this.#workers.map(({ worker }) => {
        const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
        worker.ref();
        worker.postMessage({ kind: 'close', id: 0 });
        const timer = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
        return exited.finally(() => clearTimeout(timer));
      }),
    );
  }
}
