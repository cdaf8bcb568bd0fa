// What a module imports, read from its source without parsing it: the specifiers of its
// static imports and re-exports that run code (not `import type`, not `export type`) and of its
// dynamic imports written as a string.

const IMPORT_SPECIFIER = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT_SPECIFIER)].map((match) => match[1] ?? match[2]!);
}

/** Whether a specifier names a module by its path relative to the importer (`./x.ts`, `../y.ts`). */
export function isRelativeSpecifier(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../');
}
