import { existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { walk } from '../../core/markdown/walk.ts';
import type { VFile } from 'vfile';
import { LINK_ATTRIBUTES } from '../../core/links/collect-links.ts';
import { isJsxElement } from '../../core/links/jsx.ts';
import { EXTERNAL_URL, relativeUrlCandidates, splitUrl } from '../../core/links/relative-url.ts';
import { hrefForPath, pathFromFile } from '../../core/navigation/page-paths.ts';
import { warn } from '../diagnostics.ts';

type Kind = 'file' | 'link';

const PAGE_FILES = ['.mdx', '.md', '/index.mdx', '/index.md'];
const RAW_ATTRIBUTE = /(<[a-zA-Z][\w.-]*\b[^>]*?\s(?:href|src|poster)\s*=\s*)(?:"([^"]*)"|'([^']*)')/g;

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The URL of what a docs-folder path names: a static file, or a page (its file without the extension). */
function targetHref(docsDir: string, path: string, kind: Kind): string | undefined {
  if (isFile(join(docsDir, path)) && !/\.mdx?$/i.test(path)) return `/${path.split('/').map(encodeURIComponent).join('/')}`;
  if (kind === 'file') return undefined;
  const page = path.replace(/\.mdx?$/i, '');
  if (PAGE_FILES.some((extension) => existsSync(join(docsDir, page + extension)))) return hrefForPath(page.replace(/\/index$/, '') || 'index');
  // A folder of pages: the build writes a page there that leads to its first page.
  if (isDirectory(join(docsDir, page))) return hrefForPath(page);
  return undefined;
}

/**
 * Relative URLs in pages and snippets (Markdown links and images, `href`/`src`/`poster` of
 * `<img>`, `<video>`, `<source>`, `<iframe>`, `<a>`, components, raw HTML) lead where Mintlify
 * takes them: the file's folder, else the docs root (`images/x.png` written in guides/ finds
 * /images/x.png). Each is written as the absolute URL it resolves to, so it works at any page
 * URL (trailing slash or not) and Astro never tries to bundle an image that is not there. An
 * image or media file in neither place is a warning with its position; the page still builds.
 */
export function remarkRelativeUrls(options: { docsDir: string }) {
  return (tree: Root, file: VFile) => {
    const fromFile = file.path ? relative(options.docsDir, file.path) : undefined;
    if (!fromFile || fromFile.startsWith('..')) return;
    const resolve = (url: string, kind: Kind, node: Nodes): string | undefined => {
      const candidates = relativeUrlCandidates(url, fromFile);
      if (!candidates.length) {
        if (kind !== 'file' || !isPageRelative(url)) return undefined;
        const at = node.position?.start;
        if (splitUrl(url.trim()).path) warn(`${fromFile}:${at?.line ?? 1}:${at?.column ?? 1}: "${url}" is outside the docs folder; the page shows it missing`);
        return resolveAgainstPage(url, fromFile);
      }
      const { suffix } = splitUrl(url.trim());
      for (const candidate of candidates) {
        const href = targetHref(options.docsDir, candidate, kind);
        if (href) return href + suffix;
      }
      if (kind === 'link') return undefined;
      const at = node.position?.start;
      warn(`${fromFile}:${at?.line ?? 1}:${at?.column ?? 1}: "${url}" not found (looked for ${candidates.map((c) => `/${c}`).join(' and ')}); the page shows it missing`);
      // Absolute, so that nothing tries to bundle it.
      return `/${candidates[0]!.split('/').map(encodeURIComponent).join('/')}${suffix}`;
    };
    // A definition that an image reference uses (`![a][diagram]`) names a file, as an image does.
    const imageDefinitions = new Set<string>();
    walk<Nodes>(tree, (node) => void (node.type === 'imageReference' && imageDefinitions.add(node.identifier)));
    walk<Nodes>(tree, (node) => {
      if (node.type === 'image' || node.type === 'link' || node.type === 'definition') {
        const kind = node.type === 'image' || (node.type === 'definition' && imageDefinitions.has(node.identifier)) ? 'file' : 'link';
        const href = resolve(node.url, kind, node);
        if (href) node.url = href;
      } else if (node.type === 'html') {
        node.value = node.value.replace(RAW_ATTRIBUTE, (whole, before: string, dq?: string, sq?: string) => {
          const url = dq ?? sq ?? '';
          const href = resolve(url, /\shref\s*=\s*$/.test(before) ? 'link' : 'file', node);
          return href ? `${before}"${href.replace(/"/g, '&quot;')}"` : whole;
        });
      } else if (isJsxElement(node) && node.name) {
        const names = new Set([...LINK_ATTRIBUTES['*']!, ...(LINK_ATTRIBUTES[node.name] ?? [])]);
        for (const attribute of node.attributes) {
          if (attribute.type !== 'mdxJsxAttribute' || !names.has(attribute.name) || typeof attribute.value !== 'string') continue;
          resolveAttribute(attribute, (url) => resolve(url, attribute.name === 'href' ? 'link' : 'file', node));
        }
      }
    });
  };
}

/** A URL that is neither absolute nor external: the browser would read it against the page's URL. */
function isPageRelative(url: string): boolean {
  const trimmed = url.trim();
  return trimmed !== '' && !trimmed.startsWith('/') && !EXTERNAL_URL.test(trimmed);
}

/**
 * A relative URL that names no path of the docs folder (`#part`, `?v=2`, or one that climbs out
 * of it: `../../logo.png`), written as the absolute URL the browser would load from the page.
 * Left relative, an image of it would be handed to Astro's image service, which cannot find it
 * and stops the build.
 */
function resolveAgainstPage(url: string, fromFile: string): string {
  const base = new URL(hrefForPath(pathFromFile(fromFile)), 'https://page.invalid');
  const resolved = new URL(url.trim(), base);
  return resolved.pathname + resolved.search + resolved.hash;
}

function resolveAttribute(attribute: MdxJsxAttribute, resolve: (url: string) => string | undefined): void {
  const value = attribute.value as string;
  if (attribute.name !== 'srcset') {
    attribute.value = resolve(value) ?? value;
    return;
  }
  // `a.png 1x, b.png 2x`: each candidate's URL.
  attribute.value = value
    .split(',')
    .map((part) => part.replace(/^(\s*)(\S+)/, (whole, space: string, url: string) => `${space}${resolve(url) ?? url}`))
    .join(',');
}
