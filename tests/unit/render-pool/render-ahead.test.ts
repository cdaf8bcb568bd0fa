import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { makeSite } from '../../support/build-fixture.ts';
import { renderPagesAhead, takeRenderedAhead, type PageTask } from '../../../src/integration/render-pool/render-ahead.ts';
import type { HeldTask, WorkerPool } from '../../../src/integration/render-pool/worker-pool.ts';

// Pages are rendered before Astro asks for them; what was rendered ahead is used only for the
// very task it was rendered from. A page asked for with other content, frontmatter or options
// (a config that changes how pages render) is rendered as asked, never served from the guess.
function fakePool() {
  const sent: PageTask[] = [];
  const pool = {
    runHeld(task: Record<string, unknown>): HeldTask {
      sent.push(task as unknown as PageTask);
      return { reply: Promise.resolve({ id: 0, warnings: [], errors: [], shared: {}, copies: [], classes: [], result: 'ahead' }), claim: async () => `rendered ahead: ${(task as { fileURL?: string }).fileURL}` };
    },
  } as unknown as WorkerPool;
  return { pool, sent };
}

describe('pages rendered ahead', () => {
  const dir = makeSite({ 'guide.mdx': '---\ntitle: Guide\n---\n\n# Guide\n\n<Note>Read this.</Note>\n', 'notes.md': '---\ntitle: Notes\ntags: [a, b]\n---\n\nSome *notes*.\n' });
  const local = async () => 'rendered now';

  it('are used when the page is asked for exactly as it was sent', async () => {
    const { pool, sent } = fakePool();
    renderPagesAhead(pool, { staticMdx: [join(dir, 'guide.mdx')], markdown: [join(dir, 'notes.md')] }, { siteUrl: undefined });
    expect(sent.map((task) => task.fileURL?.split('/').pop())).toEqual(['guide.mdx', 'notes.md']);
    // A static MDX page: its frontmatter blanked out (positions stay the file's), none passed.
    expect(sent[0]!.content).toMatch(/^\s+\n\n# Guide/);
    expect(sent[0]!.frontmatter).toEqual({});
    // A Markdown page: its body and its frontmatter, as Astro's glob loader passes them.
    expect(sent[1]!.content).toBe('Some *notes*.');
    expect(sent[1]!.frontmatter).toEqual({ title: 'Notes', tags: ['a', 'b'] });
    const asked = structuredClone(sent[1]!);
    await expect(takeRenderedAhead(pool, asked, local, 'now')).resolves.toMatch(/^rendered ahead: .*notes\.md$/);
    // Once: a second request for the same page is rendered as asked.
    expect(takeRenderedAhead(pool, asked, local, 'now')).toBeUndefined();
  });

  it('are not used for a page asked for with other content, frontmatter or options', () => {
    const { pool, sent } = fakePool();
    renderPagesAhead(pool, { staticMdx: [join(dir, 'guide.mdx')], markdown: [] }, { siteUrl: undefined });
    const [task] = sent;
    expect(takeRenderedAhead(pool, { ...task!, content: `${task!.content} ` }, local, 'now')).toBeUndefined();
    expect(takeRenderedAhead(pool, { ...task!, frontmatter: { title: 'Other' } }, local, 'now')).toBeUndefined();
    expect(takeRenderedAhead(pool, { ...task!, shared: { ...(task!.shared as object), gfm: false } }, local, 'now')).toBeUndefined();
    expect(takeRenderedAhead(pool, { ...task!, copies: { siteUrl: 'https://docs.example.com' } }, local, 'now')).toBeUndefined();
    expect(takeRenderedAhead(pool, task!, local, 'now')).toBeDefined();
  });
});
