// Per-page cost of the Markdown pipeline alone, on one thread: renders the pages of a generated
// site (or any docs folder) with the build's processor, Markdown copies included, after a
// warm-up, and prints milliseconds per page. For trying a change to the pipeline in seconds
// instead of a whole build; `node --cpu-prof bench/render-bench.ts` shows where the time goes.
//   node bench/render-bench.ts [--pages 300] [--warmup 100] [--folder DIR] [--cold] [--mdx]
// --mdx: the benchmark's component-rich .mdx pages (static MDX: written straight to HTML).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parseFrontmatter } from '../src/core/pages/frontmatter.ts';
import { captureMarkdownCopies, takeCapturedCopies } from '../src/integration/postbuild/markdown/copy-store.ts';
import { createMintakaProcessor, withOwnSmartypants } from '../src/integration/render-pool/processor.ts';
import { CODE_THEMES } from '../src/integration/markdown/code-themes.ts';
import { generateSite, writeMintlifySite } from './generate-site.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '100' },
    folder: { type: 'string' },
    cold: { type: 'boolean', default: false },
    mdx: { type: 'boolean', default: false },
  },
});
const pageCount = Number(values.pages);
const warmup = Number(values.warmup);
const root = resolve(import.meta.dirname, '..');

const extension = values.mdx ? /\.mdx$/i : /\.md$/i;
let folder = values.folder ? resolve(values.folder) : join(root, 'bench/.work', `render-${values.mdx ? 'mdx-' : ''}${pageCount + warmup}`);
if (!values.folder) writeMintlifySite(folder, generateSite(pageCount + warmup, { components: values.mdx }));
// Highlighting is cached across builds; a cold run measures the highlighter too.
const cache = join(root, 'bench/.work/render-highlight-cache');
process.env.MINTAKA_HIGHLIGHT_CACHE = cache;
if (values.cold) rmSync(cache, { recursive: true, force: true });

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name) && !entry.parentPath.includes('/snippets'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const files = markdownFiles(folder).slice(0, pageCount + warmup);
folder = resolve(folder);
captureMarkdownCopies({ siteUrl: 'https://docs.example.com' });
const processor = createMintakaProcessor(folder);
const renderer = await processor.createRenderer(
  withOwnSmartypants({ syntaxHighlight: false, shikiConfig: { themes: CODE_THEMES, defaultColor: false }, gfm: true, remarkRehype: {} }) as never,
);

async function renderAll(list: string[]): Promise<{ ms: number; cpuMs: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (const file of list) {
    const parsed = parseFrontmatter(readFileSync(file, 'utf8'), relative(folder, file));
    if (!parsed.ok) throw new Error(`${file}: invalid frontmatter`);
    await renderer.render(parsed.body, { frontmatter: parsed.data, fileURL: pathToFileURL(file) });
    takeCapturedCopies();
  }
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

await renderAll(files.slice(0, warmup));
const measured = files.slice(warmup);
const { ms, cpuMs } = await renderAll(measured);
// CPU time as well: on a busy machine it varies less than the clock.
console.log(`${measured.length} pages after ${warmup} warm-up: ${(ms / measured.length).toFixed(2)} ms/page (${(ms / 1000).toFixed(2)} s), CPU ${(cpuMs / measured.length).toFixed(2)} ms/page`);
