import { isAbsolute, relative } from 'node:path';

/**
 * What `mintaka dev` does not watch (Vite's server.watch.ignored), given the docs folder, this
 * repository and the dev server's own cache folder (always watched: Astro's content modules are
 * there):
 * - other builds' output: their cache folders under .mintaka/ and a dist/ folder (a build while
 *   `npm run dev` runs wrote thousands of files that the dev server watched, logged and
 *   reloaded the open page for);
 * - hidden folders and files of the docs folder or the repository, but .mintignore: pages are
 *   never read from them (core/pages/discover-files.ts), and a hidden folder can hold tens of
 *   thousands of files (a Python .venv, bench/.work after a benchmark) that the watcher walked
 *   before the dev server could start (20 s of CPU instead of 6).
 */
export function unwatchedPaths(options: { docsDir: string; projectRoot: string; ownCache?: string }): (path: string) => boolean {
  const { docsDir, projectRoot, ownCache } = options;
  const isOtherBuildsOutput = (path: string) => /[\\/]dist[\\/]/.test(path) || /[\\/]\.mintaka[\\/]/.test(path);
  const isHidden = (path: string) =>
    [docsDir, projectRoot].some((folder) => {
      const rel = relative(folder, path);
      if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return false;
      return rel.split(/[\\/]/).some((segment) => segment.startsWith('.') && segment !== '.mintignore');
    });
  return (path) => !(ownCache && path.startsWith(ownCache)) && (isOtherBuildsOutput(path) || isHidden(path));
}
