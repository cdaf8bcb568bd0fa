import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import picomatch from 'picomatch';

/**
 * Glob patterns for the paths a docs folder's `.mintignore` excludes (gitignore-style: a bare
 * name matches at any depth, and a folder excludes everything below it).
 */
export function readMintIgnorePatterns(folder: string): string[] {
  const file = join(folder, '.mintignore');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
    .flatMap((line) => {
      const bare = line.replace(/^\//, '').replace(/\/$/, '');
      const base = line.startsWith('/') || bare.includes('/') ? bare : `**/${bare}`;
      return [base, `${base}/**`];
    });
}

/** Whether a path relative to the docs folder (with `/`) is excluded by its `.mintignore`. */
export function mintIgnoreMatcher(folder: string): (path: string) => boolean {
  const patterns = readMintIgnorePatterns(folder);
  return patterns.length ? picomatch(patterns, { dot: true }) : () => false;
}
