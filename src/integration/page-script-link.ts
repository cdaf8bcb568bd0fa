// How the page frame's components find the browser scripts Mintaka bundles for them
// (page-scripts.ts): the integration registers them here, on globalThis, and the components ask
// through this module, which loads nothing (they run from Astro's server bundle).

/** A script a page links (a file of the build, or a module the dev server serves), or carries inline. */
export type PageScript = { src: string; code?: undefined } | { code: string; src?: undefined };

type Scripts = (name: string) => Promise<PageScript>;

const KEY = Symbol.for('mintaka.page-scripts');

export function registerPageScripts(scripts: Scripts): void {
  (globalThis as unknown as Record<symbol, Scripts>)[KEY] = scripts;
}

/** The browser script `name`. */
export function pageScript(name: string): Promise<PageScript> {
  const scripts = (globalThis as unknown as Record<symbol, Scripts | undefined>)[KEY];
  if (!scripts) return Promise.reject(new Error(`Mintaka: no browser script "${name}" (nothing registered the page scripts)`));
  return scripts(name);
}

/** The script's element. */
export function scriptElement(script: PageScript): string {
  return script.src !== undefined ? `<script type="module" src="${script.src}"></script>` : `<script type="module">${script.code}</script>`;
}
