import { describe, expect, it, vi } from 'vitest';
import { deferPage, deferredPage, laterRender, promotionOf, renderLater } from '../../../src/integration/deferred-pages.ts';

// A static MDX page renders on the workers while Astro bundles; when Astro generates the page
// and its render has not started, the page asks for it now (the main thread may render it).
describe('a deferred page', () => {
  /** A render asked for as needed later, queued by a stand-in pool that notes its promotion. */
  const deferred = (id: string) => {
    const promote = vi.fn();
    let finish!: (html: string) => void;
    const { rendered, wanted } = renderLater(() => {
      const request = laterRender();
      if (request) promotionOf(request)(promote);
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const marker = deferPage(id, rendered.then((html) => ({ html, metadata: {} })), wanted);
    return { marker, promote, finish };
  };

  it('is rendered as needed later until its generation asks for it', async () => {
    const page = deferred('guide');
    expect(page.promote).not.toHaveBeenCalled();
    const rendering = deferredPage(page.marker)!;
    expect(page.promote).toHaveBeenCalledOnce();
    page.finish('<p>Guide</p>');
    await expect(rendering).resolves.toEqual({ html: '<p>Guide</p>', metadata: {} });
  });

  it('is asked for now even when its generation asks before the pool has queued it', () => {
    const promote = vi.fn();
    let request: ReturnType<typeof laterRender>;
    const { rendered, wanted } = renderLater(async () => ((request = laterRender()), '<p>x</p>'));
    const marker = deferPage('early', rendered.then((html) => ({ html, metadata: {} })), wanted);
    void deferredPage(marker);
    promotionOf(request!)(promote);
    expect(promote).toHaveBeenCalledOnce();
  });

  it('is not asked for outside a render needed later', () => {
    expect(laterRender()).toBeUndefined();
  });
});
