import { findNearest } from '../../config/nearest.ts';
import type { PageAnchors } from './collect-anchors.ts';
import type { PageLink } from './collect-links.ts';
import { matchRedirect, type RedirectRule } from './redirect-match.ts';
import { EXTERNAL_URL, relativeUrlCandidates } from './relative-url.ts';

/** A file whose links are checked: a page (has `path`) or a snippet (no URL of its own). */
export interface LinkSource {
  /** Path relative to the docs folder, as messages show it. */
  file: string;
  /** The page's path (`guides/intro`); absent for snippets. */
  path?: string;
  links: readonly PageLink[];
}

/** Everything a link may lead to. */
export interface LinkTargets {
  /** Page path → the fragments it answers to; `undefined` when unknown (any fragment is fine). */
  pages: ReadonlyMap<string, PageAnchors | undefined>;
  /** Static files (images, PDFs...), relative to the docs folder. */
  files: ReadonlySet<string>;
  redirects: readonly RedirectRule[];
}

export interface LinkProblem {
  file: string;
  line: number;
  column: number;
  severity: 'error' | 'warning';
  message: string;
}

const EXTERNAL = EXTERNAL_URL;
const BASE = 'http://mintaka.invalid';

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The URL path of a page: `guides/index` is served at `/guides`. */
function hrefOf(path: string): string {
  if (path === 'index') return '/';
  return `/${path.replace(/\/index$/, '')}`;
}

type Resolution = { kind: 'page'; path: string } | { kind: 'file' } | { kind: 'external' } | { kind: 'missing'; path: string };

/** Follows a path (no leading slash) to a file, a page, or through redirects to either. */
function resolvePath(path: string, targets: LinkTargets, hops = 0): Resolution {
  if (targets.files.has(path)) return { kind: 'file' };
  const page = path.replace(/\.mdx?$/i, '');
  for (const candidate of page === '' ? ['index'] : [page, `${page}/index`]) {
    if (targets.pages.has(candidate)) return { kind: 'page', path: candidate };
  }
  // The build always writes `/`: the index page, a redirect, or the first navigation page.
  if (page === '') return { kind: 'file' };
  // A folder that is no page leads to its first page (navigation/redirects.ts folderRedirects).
  for (const candidate of targets.pages.keys()) if (candidate.startsWith(`${page}/`)) return { kind: 'file' };
  if (hops < 5) {
    for (const rule of targets.redirects) {
      const destination = matchRedirect(rule, page);
      if (destination === undefined) continue;
      if (EXTERNAL.test(destination)) return { kind: 'external' };
      const next = decode(new URL(destination, `${BASE}/`).pathname).replace(/^\/+|\/+$/g, '');
      return resolvePath(next, targets, hops + 1);
    }
  }
  return { kind: 'missing', path: page };
}

/** Each site's suggestions, by missing path: a site links to the same missing page from many places. */
const suggestions = new WeakMap<LinkTargets, { hrefs: string[]; byPath: Map<string, string> }>();

function suggest(path: string, targets: LinkTargets): string {
  let known = suggestions.get(targets);
  if (!known) suggestions.set(targets, (known = { hrefs: [...targets.pages.keys()].map(hrefOf), byPath: new Map() }));
  let suggestion = known.byPath.get(path);
  if (suggestion === undefined) {
    const wanted = `/${path}`;
    const sameButCase = known.hrefs.find((href) => href.toLowerCase() === wanted.toLowerCase());
    const nearest = sameButCase ?? findNearest(wanted, known.hrefs);
    suggestion = nearest ? ` (did you mean ${nearest}?)` : '';
    known.byPath.set(path, suggestion);
  }
  return suggestion;
}

/** Checks one link of one file; returns its problem, if any. */
export function checkLink(source: LinkSource, link: PageLink, targets: LinkTargets): LinkProblem | undefined {
  const url = link.url.trim();
  if (!url || EXTERNAL.test(url)) return undefined;
  const problem = (severity: LinkProblem['severity'], message: string): LinkProblem => ({ file: source.file, line: link.line, column: link.column, severity, message });
  const hash = url.indexOf('#');
  const fragment = hash === -1 ? '' : decode(url.slice(hash + 1));
  const target = (hash === -1 ? url : url.slice(0, hash)).split('?')[0]!;

  let resolution: Resolution;
  if (!target) {
    // `#section` points into the page that shows it; a snippet has no page of its own.
    if (!source.path) return undefined;
    resolution = { kind: 'page', path: source.path };
  } else {
    if (!target.startsWith('/') && !source.path) return undefined;
    // A relative URL names the file's folder, else the docs root, as Mintlify resolves it
    // (the build writes the one found: markdown/remark-relative-urls.ts).
    const candidates = target.startsWith('/') ? [decode(new URL(target, `${BASE}/`).pathname).replace(/^\/+|\/+$/g, '')] : relativeUrlCandidates(target, source.file);
    const resolutions = candidates.map((candidate) => resolvePath(candidate, targets));
    resolution = resolutions.find((r) => r.kind !== 'missing') ?? resolutions[0] ?? { kind: 'missing', path: target };
    if (resolution.kind === 'missing' && resolutions.length > 1) {
      const what = link.kind === 'image' || link.kind === 'src' ? 'file' : 'page or file';
      const tried = resolutions.map((r) => `/${(r as { path: string }).path}`).join(' or ');
      const suggestion = resolutions.map((r) => suggest((r as { path: string }).path, targets)).find(Boolean) ?? '';
      return problem('error', `broken link "${url}": no ${what} at ${tried}${suggestion}`);
    }
  }

  if (resolution.kind === 'missing') {
    const what = link.kind === 'image' || link.kind === 'src' ? 'file' : 'page or file';
    return problem('error', `broken link "${url}": no ${what} at /${resolution.path}${suggest(resolution.path, targets)}`);
  }
  if (resolution.kind !== 'page' || !fragment) return undefined;
  const anchors = targets.pages.get(resolution.path);
  if (!anchors || anchors.ids.has(fragment)) return undefined;
  const where = resolution.path === source.path ? 'this page' : hrefOf(resolution.path);
  const ours = anchors.mintlifyIds.get(fragment);
  if (ours) {
    return problem('warning', `anchor "${url}" is the id Mintlify gives that element; Mintaka's id for it is "${ours}" (on ${where}), so here the link lands at the top of the page`);
  }
  const nearest = findNearest(fragment, [...anchors.ids]);
  return problem('warning', `broken anchor "${url}": no heading or element with id "${fragment}" on ${where}${nearest ? ` (did you mean #${nearest}?)` : ''}`);
}

/** Checks every link of every file; problems in file order, then by position. */
export function checkLinks(sources: readonly LinkSource[], targets: LinkTargets): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const source of sources) {
    for (const link of source.links) {
      const found = checkLink(source, link, targets);
      if (found) problems.push(found);
    }
  }
  return problems;
}
