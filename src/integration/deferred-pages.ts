import { AsyncLocalStorage } from 'node:async_hooks';

// A build's static MDX pages are needed only when Astro generates pages, after its content sync
// and its Vite bundle. Awaited during the sync, they kept the render workers idle through the
// bundle and had the main thread render half of them (with every grammar compiled a second
// time). The static MDX loader now stores a marker for such a page and leaves it rendering; the
// route waits for all of them before the first page is generated (the site's utility CSS needs
// every page's classes), with the main thread helping from then on.
//
// globalThis: the loader runs in Astro's content-config module instance, the route in the
// server bundle, the pool in the Astro config's; all in one process.

export interface DeferredRender {
  html: string;
  metadata: Record<string, unknown> & { headings?: unknown[] };
}

/** A page render asked for as needed later, which the page's generation may ask for now. */
export interface LaterRender {
  /** Set by the render pool once the render is queued (WorkerPool.run's onQueued). */
  promote?: () => void;
  /** Asked for now before the pool had queued it. */
  wanted?: boolean;
}

interface Store {
  later: AsyncLocalStorage<LaterRender>;
  pages: Map<string, { rendered: Promise<DeferredRender | undefined>; wanted: () => void }>;
  /** What lets the main thread render waiting pages too (the render pools register it). */
  helpers: Set<() => void>;
  build: string;
  /** Every page deferred so far rendered (waitForDeferredPages: asked by each page that links the utility CSS). */
  allRendered?: Promise<void>;
}

const KEY = Symbol.for('mintaka.deferred-pages');

function store(): Store {
  const global = globalThis as unknown as Record<symbol, Store | undefined>;
  global[KEY] ??= { later: new AsyncLocalStorage(), pages: new Map(), helpers: new Set(), build: `${process.pid}-${Date.now().toString(36)}` };
  return global[KEY]!;
}

/**
 * Runs `render` as a request for a page needed later: the pool queues it behind pages asked for
 * now. `wanted()` asks for it now (its page is being generated).
 */
export function renderLater<T>(render: () => Promise<T>): { rendered: Promise<T>; wanted: () => void } {
  const request: LaterRender = {};
  const wanted = () => {
    request.wanted = true;
    request.promote?.();
  };
  return { rendered: store().later.run(request, render), wanted };
}

/** The request for a page needed later that is being rendered (inside renderLater), if any. */
export function laterRender(): LaterRender | undefined {
  return store().later.getStore();
}

/** What the render pool is told for a later render once it is queued: how to ask for it now. */
export function promotionOf(request: LaterRender): (promote: () => void) => void {
  return (promote) => {
    request.promote = promote;
    if (request.wanted) promote();
  };
}

/** Lets the main thread help with waiting pages when the route waits for them. */
export function onWaitForDeferredPages(help: () => void): void {
  store().helpers.add(help);
}

const MARKER = /^<!--mintaka:page-deferred:([^:]+):(.+)-->$/;

/**
 * Keeps a page's render in progress and returns the marker its content entry holds instead of
 * its HTML. A render that fails resolves to undefined (the loader has recorded the failure).
 */
export function deferPage(id: string, rendered: Promise<DeferredRender | undefined>, wanted: () => void): string {
  const current = store();
  current.pages.set(id, { rendered, wanted });
  current.allRendered = undefined;
  return `<!--mintaka:page-deferred:${current.build}:${id}-->`;
}

/** Waits until every deferred page has rendered, the main thread helping. */
export function waitForDeferredPages(): Promise<void> {
  const current = store();
  if (!current.allRendered) {
    for (const help of current.helpers) help();
    current.allRendered = Promise.all([...current.pages.values()].map((page) => page.rendered)).then(() => {});
  }
  return current.allRendered;
}

/**
 * The render a content entry's marker stands for; undefined when the entry holds no marker. A
 * marker left by an earlier build's store has no render in this one: that is an error (its
 * loader sets every entry again on each build).
 */
export function deferredPage(html: string | undefined): Promise<DeferredRender | undefined> | undefined {
  const match = html && html.length < 400 ? MARKER.exec(html) : null;
  if (!match) return undefined;
  const { pages, build } = store();
  const page = match[1] === build ? pages.get(match[2]!) : undefined;
  if (!page) throw new Error(`the rendered page ${match[2]} is missing from this build; remove the .mintaka/cache folder and build again`);
  // Its page is being generated: it is needed now.
  page.wanted();
  return page.rendered;
}
