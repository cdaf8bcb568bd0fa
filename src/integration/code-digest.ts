// What a kept result (a page's facts, its Markdown twin) depends on besides its input: the
// code that made it. Listing that code by hand missed modules (the Markdown twins' MDX parse
// lived outside the listed files, and a twin made by an older parse was served after it was
// fixed); here it is every local module the entry modules import, found by reading them.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheKey } from './markdown/cache-location.ts';
import { importSpecifiers, isRelativeSpecifier } from './module-specifiers.ts';

const digests = new Map<string, string>();

/** Sources read this process, by URL: the digests of several caches share most modules. */
const sources = new Map<string, string | undefined>();

function readSource(url: URL): string | undefined {
  if (!sources.has(url.href)) {
    try {
      sources.set(url.href, readFileSync(url, 'utf8'));
    } catch {
      sources.set(url.href, undefined);
    }
  }
  return sources.get(url.href);
}

/** The modules `entries` import, themselves included, each once, with their source. */
export function localModuleGraph(entries: readonly URL[]): { url: URL; source: string }[] {
  const seen = new Map<string, { url: URL; source: string }>();
  const visit = (url: URL) => {
    if (seen.has(url.href)) return;
    const source = readSource(url);
    if (source === undefined) return;
    seen.set(url.href, { url, source });
    for (const specifier of importSpecifiers(source)) if (isRelativeSpecifier(specifier)) visit(new URL(specifier, url));
  };
  for (const entry of entries) visit(entry);
  return [...seen.values()];
}

/** A digest of the source of every module `entries` reach (computed once per process). */
export function codeDigest(entries: readonly URL[]): string {
  const id = entries.map((entry) => entry.href).join('\0');
  let digest = digests.get(id);
  if (digest === undefined) {
    // Paths relative to the first entry's folder: the same code gives the same digest wherever
    // Mintaka is installed.
    const base = fileURLToPath(new URL('.', entries[0]));
    const modules = localModuleGraph(entries).map(({ url, source }) => ({ path: relative(base, fileURLToPath(url)), source }));
    modules.sort((a, b) => a.path.localeCompare(b.path));
    digest = cacheKey(modules.flatMap(({ path, source }) => [path, source]));
    digests.set(id, digest);
  }
  return digest;
}
