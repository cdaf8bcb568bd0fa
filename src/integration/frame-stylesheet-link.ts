// How the page frame finds its stylesheet (frame-stylesheet.ts): the integration registers it
// here, on globalThis, and the frame asks through this module, which loads nothing (the frame
// runs from Astro's server bundle, which has its own copy of the modules it bundles).

/** A build's sheet is a file the page links; the dev server's is CSS the page inlines. */
export type FrameStylesheet = { href: string; css?: undefined } | { css: string; href?: undefined };

type Sheet = () => Promise<FrameStylesheet>;

const KEY = Symbol.for('mintaka.frame-stylesheet');

export function registerFrameStylesheet(sheet: Sheet): void {
  (globalThis as unknown as Record<symbol, Sheet>)[KEY] = sheet;
}

/** The frame's stylesheet; none when nothing registered one (a component rendered on its own, in a test). */
export function frameStylesheet(): Promise<FrameStylesheet | undefined> {
  const sheet = (globalThis as unknown as Record<symbol, Sheet | undefined>)[KEY];
  return sheet ? sheet() : Promise.resolve(undefined);
}
