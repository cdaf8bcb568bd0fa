import type { Plugin } from 'vite';

/**
 * A Vite plugin that serves one virtual module, `id` (imported as written, resolved with Vite's
 * `\0` prefix so that no other plugin transforms it), its code made by `code` when first loaded.
 */
export function virtualModulePlugin(name: string, id: string, code: () => string): Plugin {
  const resolved = `\0${id}`;
  return {
    name,
    resolveId(requested) {
      return requested === id ? resolved : null;
    },
    load(requested) {
      return requested === resolved ? code() : null;
    },
  };
}
