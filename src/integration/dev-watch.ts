import { join } from 'node:path';
import { isAtOrInside, pathInside } from '../core/pages/inside-folder.ts';
import { mintIgnoreMatcher } from '../core/pages/mintignore.ts';

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
 *   before the dev server could start (20 s of CPU instead of 6);
 * - what the docs folder's .mintignore leaves out: no page, image or snippet is read from there,
 *   and the watcher walked all of it before the server listened (the repository's own site
 *   leaves out its tests, benchmarks and server). Mintaka's own code and public files stay
 *   watched when the docs folder holds them: Vite reloads what imports them. The file is read
 *   when the server starts; an edit to it applies from the next start.
 */
export function unwatchedPaths(options: { docsDir: string; projectRoot: string; ownCache?: string }): (path: string) => boolean {
  const { docsDir, projectRoot, ownCache } = options;
  const isOtherBuildsOutput = (path: string) => /[\\/]dist[\\/]/.test(path) || /[\\/]\.mintaka[\\/]/.test(path);
  const isHidden = (path: string) =>
    [docsDir, projectRoot].some((folder) => pathInside(folder, path)?.split('/').some((segment) => segment.startsWith('.') && segment !== '.mintignore'));
  const mintIgnored = mintIgnoreMatcher(docsDir);
  const ownFiles = [join(projectRoot, 'src'), join(projectRoot, 'public')];
  const isLeftOutOfSite = (path: string) => {
    const rel = pathInside(docsDir, path);
    return rel !== undefined && mintIgnored(rel) && !ownFiles.some((folder) => isAtOrInside(folder, path));
  };
  return (path) => !(ownCache && path.startsWith(ownCache)) && (isOtherBuildsOutput(path) || isHidden(path) || isLeftOutOfSite(path));
}
