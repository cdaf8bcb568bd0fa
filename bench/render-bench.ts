// Per-page cost of the Markdown pipeline alone, on one thread: renders the pages of a generated
// site (or any docs folder) with the build's processor, Markdown copies included, after a
// warm-up, and prints milliseconds per page. For trying a change to the pipeline in seconds
// instead of a whole build; `node --cpu-prof bench/render-bench.ts` shows where the time goes.
//   node bench/render-bench.ts [--pages 300] [--warmup 100] [--folder DIR] [--cold]
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
  },
});
const pageCount = Number(values.pages);
const warmup = Number(values.warmup);
const root = resolve(import.meta.dirname, '..');

let folder = values.folder ? resolve(values.folder) : join(root, 'bench/.work', `render-${pageCount + warmup}`);
if (!values.folder) writeMintlifySite(folder, generateSite(pageCount + warmup, { components: false }));
// Highlighting is cached across builds; a cold run measures the highlighter too.
const cache = join(root, 'bench/.work/render-highlight-cache');
process.env.MINTAKA_HIGHLIGHT_CACHE = cache;
if (values.cold) rmSync(cache, { recursive: true, force: true });

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.md$/i.test(entry.name) && !entry.parentPath.includes('/snippets'))
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

async function renderAll(list: string[]): Promise<number> {
  const started = performance.now();
  for (const file of list) {
    const parsed = parseFrontmatter(readFileSync(file, 'utf8'), relative(folder, file));
    if (!parsed.ok) throw new Error(`${file}: invalid frontmatter`);
    await renderer.render(parsed.body, { frontmatter: parsed.data, fileURL: pathToFileURL(file) });
    takeCapturedCopies();
  }
  return performance.now() - started;
}

await renderAll(files.slice(0, warmup));
const measured = files.slice(warmup);
const ms = await renderAll(measured);
console.log(`${measured.length} pages after ${warmup} warm-up: ${(ms / measured.length).toFixed(2)} ms/page (${(ms / 1000).toFixed(2)} s)`);
