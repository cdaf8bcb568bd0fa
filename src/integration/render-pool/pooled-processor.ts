import type { unified } from '@astrojs/markdown-remark';
import { getAstroCommand } from '../astro-command.ts';
import { stashPageHtml } from '../page-html.ts';
import { markdownCopyCapture } from '../postbuild/markdown/copy-store.ts';
import { createMintakaProcessor, withOwnSmartypants } from './processor.ts';
import { currentSiteConfigMessage } from './site-config-message.ts';
import { needsAstroRenderer } from './markdown-renderer.ts';
import { renderingOptions } from './markdown-options.ts';
import { takeRenderedAhead, type PageTask } from './render-ahead.ts';
import { laterRender, onWaitForDeferredPages, promotionOf } from '../deferred-pages.ts';
import { buildRenderWorkerCount, RENDER_WORKER_SCRIPT, takePrestartedPool } from './prestart.ts';
import { doApiPageWorkIn } from './api-page-work.ts';
import { WorkerPool } from './worker-pool.ts';

type Processor = ReturnType<typeof unified>;
type SharedOptions = Parameters<Processor['createRenderer']>[0];
type MdxOptions = Parameters<NonNullable<Processor['createMdxRenderer']>>[1];

const POOLS = Symbol.for('mintaka.renderPools');
type Store = Record<symbol, unknown>;

/** Worker threads besides the main thread: only builds render on several threads. */
export function renderWorkerCount(): number {
  return getAstroCommand() === 'build' ? buildRenderWorkerCount() : 0;
}

/** The open pools by docs folder: one per build, whichever processor asks (Astro may load the config twice). */
function openPools(): Map<string, WorkerPool> {
  const store = globalThis as unknown as Store;
  store[POOLS] ??= new Map<string, WorkerPool>();
  return store[POOLS] as Map<string, WorkerPool>;
}

/** Ends every worker (called when a build is done, so the CLI process can exit at once). */
export async function closeRenderPools(): Promise<void> {
  const pools = [...openPools().values()];
  openPools().clear();
  await Promise.all(pools.map((pool) => pool.close()));
}

/** Options must cross a thread; a config holding functions (shiki transformers) stays in-process. */
function isCloneable(value: unknown): boolean {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Astro's unified Markdown/MDX processor with Mintaka's plugins, rendering pages on worker
 * threads during builds so that every core parses and highlights. The workers run the same
 * plugins with the same options; warnings they report join the build's diagnostics.
 * `contentStore: false` (a build without Astro, build-without-astro.ts) gives each page's HTML
 * as rendered: the HTML is kept out of Astro's content store only when there is one.
 */
export function mintakaMarkdownProcessor(docsDir: string, { contentStore = true }: { contentStore?: boolean } = {}): Processor {
  const inProcess = createMintakaProcessor(docsDir);
  const getPool = (): WorkerPool | undefined => {
    const size = renderWorkerCount();
    if (size === 0) return undefined;
    let pool = openPools().get(docsDir);
    if (!pool) {
      const prestarted = takePrestartedPool(docsDir, size);
      pool = prestarted ?? new WorkerPool(RENDER_WORKER_SCRIPT, size, { docsDir });
      // Workers started here are told the config Astro's build renders with; prestarted ones
      // were told it by the validation, before their first page.
      if (!prestarted) pool.tell(currentSiteConfigMessage());
      openPools().set(docsDir, pool);
      const opened = pool;
      onWaitForDeferredPages(() => opened.helpWithLaterTasks());
    }
    return pool;
  };
  doApiPageWorkIn(getPool);
  return {
    ...inProcess,
    async createRenderer(astroShared: SharedOptions) {
      const shared = withOwnSmartypants(astroShared);
      const local = await inProcess.createRenderer(shared);
      // Mintaka's renderers read a few of Astro's options; the workers get just those, as the
      // pages rendered ahead of Astro's request did (render-ahead.ts).
      const sent = needsAstroRenderer(shared, inProcess.options) ? shared : renderingOptions(shared as unknown as Record<string, unknown>);
      const workers = isCloneable(sent) ? getPool() : undefined;
      type Options = Parameters<typeof local.render>[1];
      const render = workers
        ? (content: string, options: Options) => {
            const task: PageTask = { kind: 'md', shared: sent, content, frontmatter: options?.frontmatter ?? {}, fileURL: options?.fileURL?.href, copies: markdownCopyCapture() };
            const onThisThread = () => local.render(content, options);
            // A static MDX page the loader defers (deferred-pages.ts) is rendered by the workers
            // first, until the page's generation asks for it.
            const later = laterRender();
            const urgency = later ? 'later' : 'now';
            const onQueued = later && promotionOf(later);
            return (takeRenderedAhead(workers, task, onThisThread, urgency, onQueued) ?? workers.run(task as unknown as Record<string, unknown>, onThisThread, undefined, urgency, onQueued)) as ReturnType<typeof local.render>;
          }
        : (content: string, options: Options) => local.render(content, options);
      // Astro's builds keep each page's HTML out of its content store (page-html.ts).
      if (getAstroCommand() !== 'build' || !contentStore) return { render };
      return { render: (content: string, options: Options) => render(content, options).then(stashPageHtml) };
    },
    async createMdxRenderer(astroShared: SharedOptions, mdx: MdxOptions) {
      const shared = withOwnSmartypants(astroShared);
      const transferable = { ...mdx, srcDir: mdx.srcDir?.href };
      const local = await inProcess.createMdxRenderer!(shared, mdx);
      const workers = isCloneable(shared) && isCloneable(transferable) ? getPool() : undefined;
      if (!workers) return local;
      return {
        process: (content: string, filePath: string, frontmatter: Record<string, unknown>) =>
          workers.run({ kind: 'mdx', shared, mdx: transferable, content, filePath, frontmatter, copies: markdownCopyCapture() }, () => local.process(content, filePath, frontmatter)),
      } as typeof local;
    },
  };
}
