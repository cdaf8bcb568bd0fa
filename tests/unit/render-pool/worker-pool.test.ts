import { afterEach, describe, expect, it } from 'vitest';
import { getDiagnostics, resetDiagnostics } from '../../../src/integration/diagnostics.ts';
import { WorkerPool } from '../../../src/integration/render-pool/worker-pool.ts';

// The render pool's order decides what a build waits for: a page Astro waits for now must not
// queue behind pages needed only when pages are generated, nor behind work done ahead of any
// request; and work done ahead must leave no trace (warnings, copies) unless it is used.
const WORKER = new URL('../../fixtures/workers/echo-worker.mjs', import.meta.url);
const pools: WorkerPool[] = [];
const openPool = (data: { readyOn?: string } = {}) => {
  const pool = new WorkerPool(WORKER, 1, data);
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
  resetDiagnostics();
});

/** The place a worker's answer says it was run in. */
const order = (result: unknown) => Number(String(result).split(':').pop());

describe('render pool', () => {
  it('runs tasks asked for now first, then pages needed later, then work sent ahead', async () => {
    const pool = openPool();
    // The worker takes four at once: these keep it busy while the rest is queued.
    const first = [1, 2, 3, 4].map((n) => pool.run({ name: `busy${n}`, wait: 30 }));
    const ahead = pool.runHeld({ name: 'ahead' });
    const later = pool.run({ name: 'later' }, undefined, undefined, 'later');
    const now = pool.run({ name: 'now' });
    await Promise.all(first);
    const [a, l, n] = await Promise.all([ahead.reply.then((reply) => reply.result), later, now]);
    expect(order(n)).toBeLessThan(order(l));
    expect(order(l)).toBeLessThan(order(a));
  });

  it('gives work the main thread can do too only to a worker that is ready, two tasks at a time', async () => {
    // The validation's pages: a worker still loading its modules must not hold any, or the
    // main thread, done with the rest, would wait for it.
    const pool = openPool({ readyOn: 'get-ready' });
    const task = (name: string) => pool.runWhenReady({ name }, async () => `main:${name}`);
    const early = await Promise.all(['a', 'b', 'c'].map(task));
    expect(early).toEqual(['main:a', 'main:b', 'main:c']);
    // A task for the workers alone, which makes the stand-in say it is ready before answering.
    await pool.run({ name: 'get-ready' });
    // Ready now: the worker takes two, the main thread the next one free.
    const late = await Promise.all(['d', 'e', 'f', 'g'].map(task));
    expect(late.filter((result) => result.startsWith('worker:')).length).toBeGreaterThanOrEqual(2);
    expect(late.filter((result) => result.startsWith('main:')).length).toBeGreaterThanOrEqual(1);
  });

  it('runs on the main thread, once it has nothing else, work a busy worker holds', async () => {
    // A validation's last pages: the worker holds two behind something long (a page, its
    // warm-up's first highlighting); the main thread, done with the rest, must not wait for it.
    const pool = openPool({ readyOn: 'get-ready' });
    await pool.run({ name: 'get-ready' });
    const long = pool.run({ name: 'long', wait: 400 });
    const started = performance.now();
    const held = await Promise.all(['x', 'y'].map((name) => pool.runWhenReady({ name, warn: `${name}.mdx:1:1: from the worker` }, async () => `main:${name}`)));
    expect(held).toEqual(['main:x', 'main:y']);
    expect(performance.now() - started).toBeLessThan(300);
    // The worker answers them all the same, later: its answers, and what they reported, are dropped.
    await long;
    await expect(pool.run({ name: 'after' })).resolves.toMatch(/^worker:after:4$/);
    expect(getDiagnostics().warnings).toEqual([]);
  });

  it('runs a page needed later on the main thread once its generation asks for it, and no other', async () => {
    // Astro generates pages while the workers still render static MDX pages (deferred-pages.ts):
    // the main thread renders only a page a generated one waits for, and assembles the rest.
    const pool = openPool();
    const busy = [1, 2, 3, 4].map((n) => pool.run({ name: `busy${n}`, wait: 60 }));
    const ranHere: string[] = [];
    const promotions = new Map<string, () => void>();
    const later = ['a', 'b', 'c'].map((name) =>
      pool.run({ name }, async () => (ranHere.push(name), `main:${name}`), undefined, 'later', (promote) => promotions.set(name, promote)),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ranHere).toEqual([]);
    promotions.get('c')!();
    await expect(later[2]).resolves.toBe('main:c');
    expect(ranHere).toEqual(['c']);
    // The others stay the workers'.
    await expect(Promise.all(later.slice(0, 2))).resolves.toEqual([expect.stringMatching(/^worker:a:/), expect.stringMatching(/^worker:b:/)]);
    await Promise.all(busy);
  });

  it('applies what a task sent ahead reported only when it is claimed', async () => {
    const pool = openPool();
    const held = pool.runHeld({ name: 'page', warn: 'page.mdx:3:1: unknown component <Foo>' });
    await held.reply;
    expect(getDiagnostics().warnings).toEqual([]);
    await expect(held.claim(async () => 'main', 'now')).resolves.toMatch(/^worker:page:/);
    expect(getDiagnostics().warnings).toEqual(['page.mdx:3:1: unknown component <Foo>']);
  });

  it('leaves pages needed later to the workers until the main thread waits for them', async () => {
    const pool = openPool();
    const busy = [1, 2, 3, 4].map((n) => pool.run({ name: `busy${n}`, wait: 40 }));
    let ranHere = 0;
    const later = pool.run({ name: 'later' }, async () => `main:${++ranHere}`, undefined, 'later');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(ranHere).toBe(0);
    pool.helpWithLaterTasks();
    await expect(later).resolves.toBe('main:1');
    await Promise.all(busy);
  });

  it('runs a claimed task that no worker has started as it is now asked for', async () => {
    const pool = openPool();
    const busy = [1, 2, 3, 4].map((n) => pool.run({ name: `busy${n}`, wait: 40 }));
    const held = pool.runHeld({ name: 'page' });
    // Asked for now: the main thread, free, renders it without waiting for the busy worker.
    await expect(held.claim(async () => 'main', 'now')).resolves.toBe('main');
    await Promise.all(busy);
  });

  it('tells a worker what to do with idle time once it has no task and none is queued, and only once', async () => {
    const pool = openPool();
    const busy = [1, 2, 3, 4].map((n) => pool.run({ name: `busy${n}`, wait: 20 }));
    const ahead = [1, 2, 3, 4, 5, 6].map((n) => pool.runHeld({ name: `ahead${n}` }));
    pool.tellWhenIdle({ kind: 'idle-note', note: 'samples' });
    await Promise.all([...busy, ...ahead.map((held) => held.reply)]);
    // Sent after every task queued before it, not ahead of the tasks still waiting in the pool.
    expect(await pool.run({ name: 'log' })).toBe('busy1 busy2 busy3 busy4 ahead1 ahead2 ahead3 ahead4 ahead5 ahead6 note:samples log');
    // Idle again: not told a second time.
    await pool.run({ name: 'again' });
    expect(await pool.run({ name: 'log' })).toMatch(/note:samples log again log$/);
  });
});

