// Where a page's Markdown copy lives, from any way of naming the page: a URL path
// (`/guides/intro`, `/guides/intro/`, `/guides/intro/index.html`), a full URL, or the copy's own
// URL (`/guides/intro.md`). The build writes each copy at its page's URL with `.md` added and
// the home page's at `/index.md` (integration/postbuild/site-pages.ts `markdownHref`).

/** The page's URL path: `/guides/intro`, `/` for the home page; undefined for what no page can be. */
export function pagePathOf(input: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(input.trim(), 'http://page.invalid/').pathname;
  } catch {
    return undefined;
  }
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (path.includes('\0') || path.split('/').includes('..')) return undefined;
  path = path
    .replace(/\/index\.(?:html|md)$/i, '/')
    .replace(/\.(?:html|md)$/i, '')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** The URL path of the Markdown copy of the page at `pagePath` (as `pagePathOf` returns it). */
export function markdownPathOf(pagePath: string): string {
  return pagePath === '/' ? '/index.md' : `${pagePath}.md`;
}
