/**
 * Warnings and errors collected during one build. The CLI and Astro's Vite-loaded modules are
 * separate module instances in one process, so the store lives on globalThis.
 */
export interface Diagnostics {
  warnings: string[];
  errors: string[];
}

const KEY = Symbol.for('mintaka.diagnostics');

export function getDiagnostics(): Diagnostics {
  const store = globalThis as unknown as Record<symbol, Diagnostics | undefined>;
  store[KEY] ??= { warnings: [], errors: [] };
  return store[KEY]!;
}

export function resetDiagnostics(): void {
  const d = getDiagnostics();
  d.warnings.length = 0;
  d.errors.length = 0;
}

/** Records a warning once (dev re-renders pages; the same warning must not pile up). */
export function warn(message: string): void {
  const d = getDiagnostics();
  if (!d.warnings.includes(message)) d.warnings.push(message);
}

export function fail(message: string): void {
  const d = getDiagnostics();
  if (!d.errors.includes(message)) d.errors.push(message);
}

/**
 * Runs `run` with a store of its own and returns what it reported, leaving the build's store as
 * it was: the validation runs the build's plugins to learn their warnings beforehand.
 */
export function collectDiagnostics(run: () => unknown): Diagnostics {
  const store = getDiagnostics();
  const saved = { warnings: store.warnings, errors: store.errors };
  const collected: Diagnostics = { warnings: [], errors: [] };
  store.warnings = collected.warnings;
  store.errors = collected.errors;
  try {
    run();
  } finally {
    store.warnings = saved.warnings;
    store.errors = saved.errors;
  }
  return collected;
}
