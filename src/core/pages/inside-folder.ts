import { isAbsolute, relative, sep } from 'node:path';

/** The part of `path` inside `folder`, with `/` between its parts; undefined when it is the folder itself or outside it. */
export function pathInside(folder: string, path: string): string | undefined {
  const rel = relative(folder, path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? undefined : rel.split(sep).join('/');
}

/** Whether `path` is `folder` itself or inside it. */
export function isAtOrInside(folder: string, path: string): boolean {
  return path === folder || pathInside(folder, path) !== undefined;
}
