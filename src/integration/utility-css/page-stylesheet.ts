// How a page finds the site's utility stylesheet. The page frame runs from Astro's server
// bundle, which must not bundle Tailwind's compiler: the integration registers the stylesheet
// here, on globalThis, and the frame asks through this module, which loads nothing.

type HrefFor = (pageFile: string) => Promise<string | undefined>;

const KEY = Symbol.for('mintaka.utility-stylesheet');

export function registerUtilityStylesheet(hrefFor: HrefFor): void {
  (globalThis as unknown as Record<symbol, HrefFor>)[KEY] = hrefFor;
}

/**
 * The URL of the site's utility CSS for a page (its file, relative to the docs folder) that
 * uses a Tailwind class, or undefined: a page without one links nothing.
 */
export function utilityStylesheetFor(pageFile: string): Promise<string | undefined> {
  const hrefFor = (globalThis as unknown as Record<symbol, HrefFor | undefined>)[KEY];
  return pageFile && hrefFor ? hrefFor(pageFile) : Promise.resolve(undefined);
}
