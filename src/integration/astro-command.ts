const KEY = Symbol.for('mintaka.astroCommand');
type Store = Record<symbol, string | undefined>;

/**
 * Whether Astro builds or serves, recorded by the integration's config hook for modules that
 * Astro loads later in the same process (content config, Markdown processor): a build renders
 * every page up front on every core, the dev server only the pages a reader opens.
 */
export function setAstroCommand(command: string): void {
  (globalThis as unknown as Store)[KEY] = command;
}

export function getAstroCommand(): string | undefined {
  return (globalThis as unknown as Store)[KEY];
}
