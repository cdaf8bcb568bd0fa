import { describe, expect, it } from 'vitest';
import { InStartOrder } from '../../../src/integration/postbuild/search-as-generated.ts';

// Pages reach the search index in the order Astro started them, not the order they finished
// in: Pagefind names its index files by their content, which depends on the order pages are
// added, and the same site must give the same index files on every build.
describe('pages handed to the search index', () => {
  it('go in the order their rendering started, whatever order it finishes in', () => {
    const added: string[] = [];
    const order = new InStartOrder<string>((page) => added.push(page));
    const [a, b, c, d] = [order.take(), order.take(), order.take(), order.take()];
    order.done(c, '/c');
    order.done(b, '/b');
    expect(added).toEqual([]);
    order.done(a, '/a');
    expect(added).toEqual(['/a', '/b', '/c']);
    order.done(d, '/d');
    expect(added).toEqual(['/a', '/b', '/c', '/d']);
  });

  it('skip a page with nothing to index (a redirect, a failed page) without holding the others', () => {
    const added: string[] = [];
    const order = new InStartOrder<string>((page) => added.push(page));
    const [a, b, c] = [order.take(), order.take(), order.take()];
    order.done(c, '/c');
    order.done(a, undefined);
    expect(added).toEqual([]);
    order.done(b, undefined);
    expect(added).toEqual(['/c']);
  });
});
