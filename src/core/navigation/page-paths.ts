/** Normalises a navigation entry or link target to a page path (no leading slash, no extension). */
export function normalizePagePath(entry: string): string {
  let path = entry.trim().replace(/\\/g, '/');
  path = path.replace(/^(\.\/|\/)+/, '');
  path = path.replace(/\.mdx?$/i, '');
  path = path.replace(/\/+$/, '');
  return path;
}

/** Page path from a file path relative to the docs folder. */
export function pathFromFile(file: string): string {
  return file.replace(/\.mdx?$/i, '');
}

/** The URL of a page path: `index` is the folder itself. */
export function hrefForPath(path: string): string {
  if (path === 'index' || path === '') return '/';
  const trimmed = path.endsWith('/index') ? path.slice(0, -'/index'.length) : path;
  return `/${trimmed.split('/').map(encodeURIComponent).join('/')}`;
}
