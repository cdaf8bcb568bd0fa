// Path helpers shared by the config schema and by code that matches pages to navigation.
// Mintlify resolves page paths relative to the docs root (mintlify.md 1.6); doing it once
// here means "/quickstart", "./quickstart.mdx" and "quickstart" all name the same page.

const EXTERNAL_URL = /^[a-z][a-z0-9+.-]*:/i;

/** True for `https://…`, `mailto:…` and other absolute URLs (anchors and tabs may point outside the site). */
export function isExternalUrl(value: string): boolean {
  return EXTERNAL_URL.test(value);
}

/**
 * Resolves `.`, `..`, repeated and leading slashes in a docs-relative path. Keeps a trailing
 * slash. Returns undefined when the path is empty or climbs above the docs root.
 */
export function normalizeRepoPath(path: string): string | undefined {
  const segments: string[] = [];
  const parts = path.split('/');
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
      continue;
    }
    segments.push(part);
  }
  if (segments.length === 0) return undefined;
  const trailing = path.endsWith('/') ? '/' : '';
  return segments.join('/') + trailing;
}

/**
 * Normalises a navigation page entry: `"/guides/./intro.mdx"` -> `"guides/intro"`.
 * The `.md`/`.mdx` extension is dropped so a page has one name whichever way it was written.
 */
export function normalizePagePath(path: string): string | undefined {
  const resolved = normalizeRepoPath(path);
  if (resolved === undefined) return undefined;
  const withoutExtension = resolved.replace(/\.mdx?$/i, '');
  return withoutExtension === '' ? undefined : withoutExtension;
}

/**
 * Normalises the `url` of a tab or anchor: a folder prefix loses its leading `/` or `./` and
 * trailing `/`, so membership is a plain `page.startsWith(url + '/')`. External URLs are kept.
 */
export function normalizeSectionUrl(url: string): string {
  if (isExternalUrl(url)) return url;
  const resolved = normalizeRepoPath(url);
  return resolved === undefined ? url : resolved.replace(/\/$/, '');
}
