import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/**
 * The environment of a build compared with another build of the same site: caches of its own,
 * in the run's temporary folder. Builds of one site share the Markdown twins they converted
 * (kept by content and by the code that converts them): a build taking the other's twins would
 * never show that its own way of rendering makes different ones.
 */
export function ownCaches(): Record<string, string> {
  return { MINTAKA_HIGHLIGHT_CACHE: join(mkdtempSync(join(tmpdir(), 'mintaka-caches-')), 'code') };
}

/** Every built page of a site (index.html, 404.html, its Markdown twin, llms.txt), by its path in the output folder. */
export function builtPages(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|md|txt)$/.test(entry.name) && !relative(outDir, entry.parentPath).startsWith('_'))
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)))
    .sort();
}

/** A page's HTML without the content hashes of Astro's assets (the same files under other names). */
function normalized(html: string): string {
  return html.replace(/\/_astro\/[^"]+/g, '/_astro/…');
}

/**
 * The pages whose HTML differs between two builds of one site, each with the first place they
 * differ; empty when every page is the same.
 */
export function differingPages(a: string, b: string): string[] {
  const pages = builtPages(a);
  const differences: string[] = [];
  const missing = builtPages(b).filter((page) => !pages.includes(page));
  for (const page of missing) differences.push(`${page}: only in ${b}`);
  for (const page of pages) {
    let left: string;
    let right: string;
    try {
      left = normalized(readFileSync(join(a, page), 'utf8'));
      right = normalized(readFileSync(join(b, page), 'utf8'));
    } catch {
      differences.push(`${page}: only in ${a}`);
      continue;
    }
    if (left === right) continue;
    let at = 0;
    while (at < left.length && left[at] === right[at]) at++;
    differences.push(`${page}: …${left.slice(Math.max(0, at - 60), at + 60)}… ≠ …${right.slice(Math.max(0, at - 60), at + 60)}…`);
  }
  return differences;
}
