// Reading a docs folder's config file into the internal site config (site/types.ts): the one
// entry point of the config layer for the rest of Mintaka. Every user mistake becomes a
// message in the result, never an exception.
import { loadMintConfig } from './load.ts';
import { mintToSiteConfig } from './mint/to-site-config.ts';
import type { SiteConfig } from './site/types.ts';

export type SiteConfigResult =
  | { ok: true; config: SiteConfig; warnings: string[]; file: string }
  | { ok: false; errors: string[]; file: string };

/** Reads the folder's config; `file` holds its full path, messages name it by its file name. */
export function loadSiteConfig(folder: string): SiteConfigResult {
  const loaded = loadMintConfig(folder);
  if (!loaded.ok) return loaded;
  return { ok: true, config: mintToSiteConfig(loaded.config), warnings: loaded.warnings, file: loaded.file };
}
