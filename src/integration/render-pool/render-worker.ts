// A worker thread of the render pool: the same unified pipeline as the main thread (same
// plugins, same options from Astro), one page at a time per message.
import { parentPort, workerData } from 'node:worker_threads';
import { setAstroCommand } from '../astro-command.ts';
import { getDiagnostics } from '../diagnostics.ts';
import { flushBackgroundWrites } from '../background-writes.ts';
import { writeThreadPacks } from '../markdown/thread-packs.ts';
import { captureMarkdownCopies, takeCapturedCopies, type CopyCapture } from '../postbuild/markdown/copy-store.ts';
import { createPageProcessor } from './page-processor.ts';
import { setCurrentSiteConfig } from '../site-config.ts';
import { highlightSample } from '../markdown/highlighter.ts';
import { renderDescriptions } from './api-page-work.ts';
import { takeRecordedClasses } from '../utility-css/class-store.ts';
import { factsTransforms } from '../validate/facts-cache.ts';
import { readPageFacts } from '../validate/page-facts.ts';
import type { FactsTask } from '../validate/pooled-facts.ts';
import { warmUp } from './warm-up.ts';
import { serializeError, takeSharedSets, type TaskReply } from './worker-pool.ts';
import type { SiteConfigMessage } from './site-config-message.ts';
import type { SamplesAheadMessage } from './samples-ahead-message.ts';
import { warmSampleHighlighting } from './warm-samples.ts';

interface MarkdownRenderer {
  render(content: string, options: { frontmatter: Record<string, unknown>; fileURL?: URL }): Promise<unknown>;
}
interface MdxRenderer {
  process(content: string, filePath: string, frontmatter: Record<string, unknown>): Promise<unknown>;
}
type Task = { id: number; shared: Record<string, unknown>; content: string; frontmatter: Record<string, unknown>; copies?: CopyCapture } & (
  | { kind: 'md'; fileURL?: string }
  | { kind: 'mdx'; mdx: Record<string, unknown> & { srcDir?: string }; filePath: string }
);

/** Work besides pages: an API page's sample to highlight or its descriptions to render (api-page-work.ts), a file's validation facts (pooled-facts.ts). */
type HelperTask = { id: number } & ({ kind: 'sample'; code: string; grammar: string } | { kind: 'descriptions'; texts: string[] } | FactsTask);

const { docsDir } = workerData as { docsDir: string };
/** How long a ready worker waits for work before it warms up (the main thread answers within milliseconds). */
const WARM_UP_DELAY_MS = 30;
// The pool renders for builds only: what a page notes (icon substitutions...) is reported once
// at the end of the build from the shared sets, not as each page renders.
setAstroCommand('build');
const processor = createPageProcessor(docsDir);
/** The validation's plugins (facts-cache.ts), made for the first facts task. */
let transforms: ReturnType<typeof factsTransforms> | undefined;
// Astro passes the same options for every page; one renderer per distinct set.
const renderers = new Map<string, Promise<MarkdownRenderer | MdxRenderer>>();

function rendererFor(task: Task): Promise<MarkdownRenderer | MdxRenderer> {
  const key = JSON.stringify(task.kind === 'md' ? [task.kind, task.shared] : [task.kind, task.shared, task.mdx]);
  let renderer = renderers.get(key);
  if (!renderer) {
    renderer =
      task.kind === 'md'
        ? (processor.createRenderer(task.shared as never) as Promise<MarkdownRenderer>)
        : (processor.createMdxRenderer!(task.shared as never, { ...task.mdx, srcDir: task.mdx.srcDir ? new URL(task.mdx.srcDir) : undefined } as never) as Promise<MdxRenderer>);
    renderers.set(key, renderer);
  }
  return renderer;
}

async function runTask(task: Task | HelperTask): Promise<unknown> {
  if (task.kind === 'sample') return highlightSample(task.code, task.grammar);
  if (task.kind === 'descriptions') return renderDescriptions(task.texts);
  if (task.kind === 'facts') return readPageFacts(task.absolute, task.source, docsDir, (transforms ??= factsTransforms(docsDir)));
  const renderer = await rendererFor(task);
  if (task.kind === 'md') {
    return (renderer as MarkdownRenderer).render(task.content, { frontmatter: task.frontmatter, fileURL: task.fileURL ? new URL(task.fileURL) : undefined });
  }
  return (renderer as MdxRenderer).process(task.content, task.filePath, task.frontmatter);
}

async function handle(task: Task | HelperTask): Promise<void> {
  const reply: TaskReply = { id: task.id, warnings: [], errors: [], shared: {}, copies: [], classes: [] };
  captureMarkdownCopies('copies' in task ? task.copies : undefined);
  try {
    reply.result = await runTask(task);
  } catch (error) {
    reply.error = serializeError(error);
  }
  // Hand over whatever the plugins reported while rendering this page.
  const diagnostics = getDiagnostics();
  reply.warnings = diagnostics.warnings.splice(0);
  reply.errors = diagnostics.errors.splice(0);
  reply.shared = takeSharedSets();
  reply.copies = takeCapturedCopies();
  reply.classes = takeRecordedClasses();
  parentPort!.postMessage(reply);
}

// One page at a time, in the order sent: the pool matches replies to tasks by order.
/** Tasks that have come: a warm-up stops for the first one after it started. */
let arrivals = 0;
// The pool sends what waits for a worker with its modules loaded (the validation's pages) only
// now; a build's main thread has it on its way within one of its own tasks. The warm-up starts
// if nothing has come meanwhile (and stops at once if something has).
parentPort!.postMessage({ ready: true });
let workArrived!: () => void;
const idle = new Promise<void>((resolve) => {
  workArrived = resolve;
  setTimeout(resolve, WARM_UP_DELAY_MS);
});
// The site's config (code themes, icon library, variables) comes from the main thread, which has
// read and checked it (WorkerPool.tell, site-config-message.ts), before any task: reading it here
// again loaded the config's readers (zod and both formats' schemas, some 150 modules) in every
// worker. The warm-up renders with it too.
let configKnown!: () => void;
const configured = new Promise<void>((resolve) => (configKnown = resolve));
let queue = idle.then(() => configured).then(() => warmUp((shared) => processor.createRenderer(shared as never) as Promise<MarkdownRenderer>, docsDir, () => arrivals > 0));
// `close` comes last: the thread ends once what it keeps for the next build is written.
parentPort!.on('message', (task: Task | HelperTask | SiteConfigMessage | SamplesAheadMessage | { kind: 'close' }) => {
  if (task.kind === 'site-config') {
    setCurrentSiteConfig(docsDir, task.config);
    configKnown();
    return;
  }
  if (task.kind === 'samples-ahead') {
    // Told when the worker has no task (WorkerPool.tellWhenIdle): on a build, once the pages
    // sent ahead are rendered, while Astro bundles (warm-samples.ts). No reply.
    const at = arrivals;
    queue = queue.then(() => warmSampleHighlighting(task.languages, () => arrivals !== at));
    return;
  }
  arrivals++;
  workArrived();
  // Work comes only after the config; `close` may come without it (a build whose config failed).
  configKnown();
  queue = queue.then(() => (task.kind === 'close' ? Promise.all([flushBackgroundWrites(), writeThreadPacks()]).then(() => process.exit(0)) : handle(task)));
});
