import { describe, expect, it } from 'vitest';
import { warmUp } from '../../../src/integration/render-pool/warm-up.ts';

// A render worker warms up while it waits for work; the validation's pages that come meanwhile
// wait for what the warm-up is rendering. A code block's first highlighting loads its grammar,
// so the warm-up renders one block at a time and stops as soon as work has come.
describe("a render worker's warm-up", () => {
  const run = async (stopAfter: number) => {
    const rendered: string[] = [];
    const renderer = { render: async (content: string) => void rendered.push(content) };
    await warmUp(async () => renderer, '/docs', () => rendered.length >= stopAfter);
    return rendered;
  };

  it('renders no more than one code block before it looks for work again', async () => {
    const rendered = await run(Infinity);
    // Twelve rounds, each the prose and every language's block on its own.
    expect(rendered.length).toBeGreaterThan(12);
    for (const part of rendered) expect(part.match(/^```/gm)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(rendered.filter((part) => part.includes('```')).length).toBeGreaterThanOrEqual(12 * 6);
  });

  it('stops at once when work has come', async () => {
    expect(await run(1)).toHaveLength(1);
    expect(await run(3)).toHaveLength(3);
  });
});
