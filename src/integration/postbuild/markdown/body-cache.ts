import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { codeDigest } from '../../code-digest.ts';
import { KeptEntries } from '../../kept-entries.ts';
import { cacheKey } from '../../markdown/cache-location.ts';

// Page bodies converted to Markdown, kept between builds by content: parsing MDX is most of
// the exports' time on large sites, and most pages do not change between two builds.

/**
 * The converter and the pipeline whose trees it is given when pages are rendered (parse and
 * remark plugins), with every module they import: a change to one makes every kept body stale.
 */
const CONVERTER = [new URL('./page-markdown.ts', import.meta.url), new URL('../../render-pool/processor.ts', import.meta.url)];

const IMPORT = /from\s+["']([^"']+\.mdx?)["']|<Snippet\s+file=["']([^"']+)["']/g;

/** A page's source and the sources of the snippets it reaches (found by a quick scan). */
function readSources(docsDir: string, file: string): string[] {
  const sources: string[] = [];
  const seen = new Set<string>();
  const visit = (path: string, depth: number) => {
    if (seen.has(path) || depth > 5 || !existsSync(path)) return;
    seen.add(path);
    const source = readFileSync(path, 'utf8');
    sources.push(path, source);
    for (const match of source.matchAll(IMPORT)) {
      if (match[1]) visit(match[1].startsWith('/') ? join(docsDir, match[1]) : join(dirname(path), match[1]), depth + 1);
      if (match[2]) for (const folder of ['_snippets', 'snippets']) visit(join(docsDir, folder, match[2]), depth + 1);
    }
  };
  visit(join(docsDir, file), 0);
  return sources;
}

export class MarkdownBodyCache {
  private readonly kept: KeptEntries<string>;

  constructor(docsDir: string) {
    this.kept = new KeptEntries('markdown', docsDir);
  }

  /** The body of a page from the cache, or computed (and kept) when its sources changed. */
  body(docsDir: string, file: string, siteUrl: string | undefined, compute: () => string | undefined): string | undefined {
    const key = cacheKey([codeDigest(CONVERTER), siteUrl ?? '', file, ...readSources(docsDir, file)]);
    const cached = this.kept.get(key);
    if (cached !== undefined) return cached;
    const body = compute();
    if (body !== undefined) this.kept.set(key, body);
    return body;
  }

  /** Keeps this build's entries only, so the file follows the site instead of growing. */
  save(): void {
    this.kept.save();
  }
}
