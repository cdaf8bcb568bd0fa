import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig } from 'astro';
import { isRunnableDevEnvironment, type ViteDevServer } from 'vite';
import { nativeModulesDevEnvironment } from './dev-native-modules.ts';
import { NODE_LOADS } from './native-modules.ts';

/**
 * Vite options for `mintaka dev`. A server environment loads modules one import at a time
 * (each waits for the read and transform of the one before it); transforming a module's
 * static imports as soon as it is seen lets that work overlap, as it does for the browser.
 * Mintaka's and Astro's modules that need nothing of Vite are loaded by Node
 * (dev-native-modules.ts).
 */
export const devEnvironments = {
  ssr: { dev: { preTransformRequests: true, createEnvironment: nativeModulesDevEnvironment(NODE_LOADS) } },
  // Loads the content config before the collection sync.
  astro: { dev: { preTransformRequests: true, createEnvironment: nativeModulesDevEnvironment(NODE_LOADS) } },
};

/** A file's URL in Vite's module graph, the one its importers use. */
function moduleUrl(file: string, root: string): string {
  const rel = relative(root, file);
  return rel.startsWith('..') ? `/@fs${file}` : `/${rel.split(sep).join('/')}`;
}

/**
 * Transforms what the first page needs while Astro syncs the collection and creates its
 * server app. The page frame and its components first: they read no content. The route, the
 * components MDX pages use and the map from each page to its module
 * (`.astro/content-modules.mjs`, one import per page) once the collection is synced (Astro
 * listens after the sync): the content modules resolve the map to the file the sync writes,
 * and resolved earlier, in a new project, to a stand-in that never reloads.
 */
export function warmDevServer(server: ViteDevServer, config: AstroConfig): void {
  const ssr = server.environments.ssr;
  if (!ssr) return;
  const root = fileURLToPath(config.root);
  const warm = (file: URL) => {
    if (existsSync(file)) void ssr.warmupRequest(moduleUrl(fileURLToPath(file), root));
  };
  warm(new URL('components/layout/DocsPage.astro', config.srcDir));
  server.httpServer?.once('listening', () => {
    // What every MDX page's module imports: Mintlify's components, without imports in the page.
    warm(new URL('components/mdx/index.ts', config.srcDir));
    warm(new URL('.astro/content-modules.mjs', config.root));
    // The route is also run, not only transformed: a writer opens the printed URL a moment after
    // it appears, and the modules every page needs are then loaded. Its errors show on the page.
    const route = new URL('pages/[...slug].astro', config.srcDir);
    if (isRunnableDevEnvironment(ssr)) void ssr.runner.import(moduleUrl(fileURLToPath(route), root)).catch(() => {});
    else warm(route);
  });
}
