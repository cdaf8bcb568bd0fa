// How the page frame finds `mintaka dev`'s reload script (client/dev-reload.ts): the dev server
// registers its URL here, on globalThis, and DevReload.astro asks through this module, which
// loads nothing. A build registers none: its pages have no such script.

const KEY = Symbol.for('mintaka.dev-reload-script');

export function registerDevReloadScript(src: string | undefined): void {
  (globalThis as unknown as Record<symbol, string | undefined>)[KEY] = src;
}

/** The dev server's reload script, or undefined outside `mintaka dev`. */
export function devReloadScript(): string | undefined {
  return (globalThis as unknown as Record<symbol, string | undefined>)[KEY];
}
