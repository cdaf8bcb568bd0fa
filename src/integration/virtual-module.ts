import type { Plugin } from 'vite';

/**
 * A hook filter (Vite's and Rolldown's `filter: { id }`) that matches `id` and nothing else.
 * Rolldown checks a hook's filter before calling into JavaScript: a plugin without one is called
 * for every module of the bundle (some 500 resolutions and loads each on a small site).
 */
export function exactId(...ids: string[]): RegExp {
  return new RegExp(`^(?:${ids.map((id) => id.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
}

/**
 * A Vite plugin that serves one virtual module, `id` (imported as written, resolved with Vite's
 * `\0` prefix so that no other plugin transforms it), its code made by `code` when first loaded.
 */
export function virtualModulePlugin(name: string, id: string, code: () => string): Plugin {
  const resolved = `\0${id}`;
  return {
    name,
    resolveId: { filter: { id: exactId(id) }, handler: () => resolved },
    load: { filter: { id: exactId(resolved) }, handler: () => code() },
  };
}
