import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Where highlighted code blocks are kept between builds. `MINTAKA_HIGHLIGHT_CACHE` moves it
 * (tests use it to start cold); `off` disables the disk cache.
 */
export function highlightCacheDir(): string | undefined {
  const configured = process.env.MINTAKA_HIGHLIGHT_CACHE;
  if (configured === 'off') return undefined;
  return configured || join(projectRoot, 'node_modules/.cache/mintaka/code');
}

export function cacheKey(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 40);
}
