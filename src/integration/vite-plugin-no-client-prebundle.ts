import type { Plugin } from 'vite';

/**
 * Keeps Vite from pre-bundling dependencies for the browser. Mintaka's browser code
 * (src/client/, component scripts) imports no packages, and a docs folder's components render
 * on the server only, so the browser has none to pre-bundle. Astro still asks for its dev
 * toolbar's (aria-query, axobject-query, html-escaper, the toolbar's entry), although the
 * toolbar is off: each build bundled them with Rolldown, for the server Astro starts to sync
 * the content collection, into a folder nothing reads.
 *
 * Runs after Astro's plugins (`enforce: 'post'`): `configEnvironment` results are merged into
 * the environment's options, arrays appended, so Astro's list is emptied in place.
 */
export function vitePluginNoClientPrebundle(): Plugin {
  return {
    name: 'mintaka:no-client-prebundle',
    enforce: 'post',
    configEnvironment(name, options) {
      if (name !== 'client') return;
      options.optimizeDeps = { ...options.optimizeDeps, include: [], noDiscovery: true };
    },
  };
}
