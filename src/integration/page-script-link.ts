// How the page frame's components find the browser scripts Mintaka bundles for them
// (page-scripts.ts): the integration registers them here, on globalThis, and the components ask
// through this module, which loads nothing (they run from Astro's server bundle).

/** A script a page links (a file of the build, or a module the dev server serves), or carries inline. */
export type PageScript = { src: string; code?: undefined } | { code: string; src?: undefined };

type Scripts = (name: string) => Promise<PageScript>;

const KEY = Symbol.for('mintaka.page-scripts');
/** The scripts a page has added already, kept on its render's locals (one object per page). */
const ADDED = Symbol.for('mintaka.page-scripts-added');

export function registerPageScripts(scripts: Scripts): void {
  (globalThis as unknown as Record<symbol, Scripts>)[KEY] = scripts;
}

/** The script `name` for a page whose render's locals are `locals`: undefined if it has it already. */
export function pageScriptOnce(locals: object, name: string): Promise<PageScript> | undefined {
  const added = ((locals as Record<symbol, Set<string> | undefined>)[ADDED] ??= new Set());
  if (added.has(name)) return undefined;
  added.add(name);
  const scripts = (globalThis as unknown as Record<symbol, Scripts | undefined>)[KEY];
  if (!scripts) throw new Error(`Mintaka: no browser script "${name}" (nothing registered the page scripts)`);
  return scripts(name);
}
