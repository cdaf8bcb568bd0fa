import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every fenced block of the pages under `folders`, each distinct block once, as
 * [grammar, code]: `grammarOf` reads the grammar from the fence's language (as written, before
 * any `{…}` or meta), undefined to leave the block out.
 */
export function corpusBlocks(folders: string[], grammarOf: (fence: string) => string | undefined): [string, string][] {
  const blocks = new Map<string, [string, string]>();
  const visit = (path: string): void => {
    if (statSync(path).isDirectory()) return readdirSync(path).forEach((name) => visit(join(path, name)));
    if (!/\.mdx?$/.test(path)) return;
    for (const match of readFileSync(path, 'utf8').matchAll(/^([ \t]*)```([^\s`{]*)[^\n]*\n([\s\S]*?)\n\1```/gm)) {
      const grammar = grammarOf(match[2]!);
      if (grammar !== undefined) blocks.set(`${grammar}\0${match[3]}`, [grammar, match[3]!]);
    }
  };
  folders.forEach(visit);
  return [...blocks.values()];
}
