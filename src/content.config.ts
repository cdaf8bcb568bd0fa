// The collections of the docs folder being built or served are made by the integration
// (integration/content-collections.ts, loaded by Node with the Astro config) and only handed to
// Astro here: this module imports nothing, so Vite's module runner has one small file to
// transform before the content sync instead of some 70.
export const collections = (globalThis as unknown as Record<symbol, object | undefined>)[Symbol.for('mintaka.content-collections')] ?? {};
