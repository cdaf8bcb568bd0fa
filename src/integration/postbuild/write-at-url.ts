import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Writes a file under the output folder at a URL path (`/guides/intro.md`), making its folders. */
export function writeAtUrl(outDir: string, urlPath: string, content: string): void {
  const target = join(outDir, ...urlPath.split('/').filter(Boolean).map(decodeURIComponent));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}
