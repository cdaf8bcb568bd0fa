import { fileURLToPath } from 'node:url';
import { bundleBrowserModule } from './browser-module.ts';
import { writeAtUrl } from './write-at-url.ts';

/** Where the dialog's code is served; SearchButton.astro imports it from here on first open. */
export const SEARCH_CLIENT_PATH = '/_mintaka/search.js';
const entry = fileURLToPath(new URL('../../client/search.ts', import.meta.url));

let bundled: Promise<string> | undefined;

/** The search dialog's browser code, bundled and minified once per process. */
export function bundleSearchClient(): Promise<string> {
  bundled ??= bundleBrowserModule(entry);
  return bundled;
}

export async function writeSearchClient(outDir: string): Promise<void> {
  writeAtUrl(outDir, SEARCH_CLIENT_PATH, await bundleSearchClient());
}
