// Reading a docs folder's config file into the internal site config (site/types.ts): the one
// entry point of the config layer for the rest of Mintaka. docs.json wins over mint.json when
// a folder has both, as on Mintlify. Every user mistake becomes a message, never an exception.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findConfigFile } from './config-file.ts';
import { loadDocsConfig } from './docs/load.ts';
import { docsToSiteConfig } from './docs/to-site-config.ts';
import { loadMintConfig } from './load.ts';
import { mintToSiteConfig } from './mint/to-site-config.ts';
import type { SiteConfig } from './site/types.ts';

export type SiteConfigResult =
  | { ok: true; config: SiteConfig; warnings: string[]; file: string }
  | { ok: false; errors: string[]; file: string };


/** Reads the folder's config; `file` holds its full path, messages name it by its file name. */
export function loadSiteConfig(folder: string): SiteConfigResult {
  const name = findConfigFile(folder);
  if (name === undefined) {
    return { ok: false, errors: [`no docs.json or mint.json in ${folder} — run Mintaka in the folder that holds one, or create docs.json`], file: join(folder, 'docs.json') };
  }
  if (name === 'mint.json') {
    const loaded = loadMintConfig(folder);
    return loaded.ok ? { ok: true, config: mintToSiteConfig(loaded.config), warnings: loaded.warnings, file: loaded.file } : loaded;
  }
  const loaded = loadDocsConfig(folder);
  if (!loaded.ok) return loaded;
  const warnings = [...loaded.warnings];
  if (existsSync(join(folder, 'mint.json'))) warnings.unshift('docs.json and mint.json are both here: docs.json is used, as Mintlify does, and mint.json is ignored');
  return { ok: true, config: docsToSiteConfig(loaded.config), warnings, file: loaded.file };
}
