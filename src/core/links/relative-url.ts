import { posix } from 'node:path';

/** A URL with a scheme (`https:`, `mailto:`, `data:`) or protocol-relative: not the docs folder's. */
export const EXTERNAL_URL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A URL split into the path it names and what follows it (`?query#fragment`). */
export function splitUrl(url: string): { path: string; suffix: string } {
  const at = url.search(/[?#]/);
  return at < 0 ? { path: url, suffix: '' } : { path: url.slice(0, at), suffix: url.slice(at) };
}

/**
 * The docs-folder paths (no leading slash, decoded) a relative URL written in a file may name,
 * in the order Mintlify tries them: the file's own folder, then the docs root. `images/x.png`
 * written in `guides/setup.mdx` is `guides/images/x.png`, else `images/x.png`. A path that
 * climbs out of the folder is not a candidate. Absolute and external URLs have none.
 */
export function relativeUrlCandidates(url: string, fromFile: string): string[] {
  const { path } = splitUrl(url.trim());
  if (!path || path.startsWith('/') || EXTERNAL_URL.test(path)) return [];
  const target = decode(path);
  const candidates = [posix.join(posix.dirname(fromFile), target), posix.normalize(target)]
    .map((candidate) => candidate.replace(/^\.(?:\/|$)/, '').replace(/\/+$/, ''))
    .filter((candidate) => candidate !== '..' && !candidate.startsWith('../'));
  return [...new Set(candidates)];
}
