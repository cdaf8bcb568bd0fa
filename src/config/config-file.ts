// Which config file a docs folder is read from. Kept apart from the config loader so that code
// which only needs the name (the content config, the dev server's watch list, the CLI) does not
// load both formats' schemas.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export type ConfigFileName = 'docs.json' | 'mint.json';

/** The config file a folder is read from: docs.json, else mint.json; undefined when it has neither. */
export function findConfigFile(folder: string): ConfigFileName | undefined {
  if (existsSync(join(folder, 'docs.json'))) return 'docs.json';
  if (existsSync(join(folder, 'mint.json'))) return 'mint.json';
  return undefined;
}
