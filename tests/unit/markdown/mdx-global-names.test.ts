import { describe, expect, it } from 'vitest';
import * as globals from '../../../src/components/mdx/mdx-globals.ts';
import { MDX_GLOBAL_NAMES } from '../../../src/components/mdx/mdx-global-names.ts';

// A page that uses `useState` or `user` without importing them gets them imported from
// mdx-globals.ts, by name: a name listed without a value would fail the page's import, and a
// value without its name would never reach a page.
describe("the names of MDX pages' globals", () => {
  it('are exactly the values mdx-globals.ts defines: user, React and its hooks', () => {
    const defined = Object.keys({ user: globals.user, React: globals.React, ...globals.React }).filter((name) => name !== 'Fragment');
    expect([...MDX_GLOBAL_NAMES].sort()).toEqual(defined.sort());
    for (const name of MDX_GLOBAL_NAMES) expect(globals, name).toHaveProperty(name);
  });
});
