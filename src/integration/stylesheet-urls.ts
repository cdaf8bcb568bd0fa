// Where the page frame finds the URLs of the stylesheets Mintaka writes besides its own
// (component-stylesheets.ts): the integration registers them here, on globalThis, and the frame
// asks through this module, which loads nothing (the frame runs from Astro's server bundle,
// which has its own copy of the modules it bundles).

const KEY = Symbol.for('mintaka.stylesheet-urls');

/** Each stylesheet's URL, by name: a component family (`card`), `api` or `playground`. */
export function registerStylesheetUrls(urls: Readonly<Record<string, string>>): void {
  (globalThis as unknown as Record<symbol, Readonly<Record<string, string>>>)[KEY] = urls;
}

/** The URL of a stylesheet by name. */
export function stylesheetUrl(name: string): string {
  const url = (globalThis as unknown as Record<symbol, Readonly<Record<string, string>> | undefined>)[KEY]?.[name];
  if (!url) throw new Error(`Mintaka: no stylesheet "${name}" (styles/components/${name}.css)`);
  return url;
}
