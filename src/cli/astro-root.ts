import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';

/**
 * Astro's content store and Vite's cache live in a folder per docs folder and output, so that
 * builds of different sites (tests run several at once) never share one.
 */
export function astroCacheDir(projectRoot: string, docsDir: string, key: string): string {
  const hash = createHash('sha256').update(`${docsDir}\0${key}`).digest('hex').slice(0, 12);
  return join(projectRoot, '.mintaka/cache', hash);
}

/**
 * Astro keeps generated files (content modules, types) in `<root>/.astro`. Each build gets its
 * own root (its cache folder) and reads the project's config, src/ and public/ from the
 * repository, so concurrent builds of different sites never overwrite each other's files.
 */
export function astroRootFor(projectRoot: string, cacheDir: string): { root: string; configFile: string } {
  // Astro joins configFile to root, so it must be relative.
  return { root: cacheDir, configFile: relative(cacheDir, join(projectRoot, 'astro.config.mjs')) };
}
