import { getAstroCommand } from './astro-command.ts';
import { warn } from './diagnostics.ts';

/**
 * Icon names that have no free Font Awesome icon (most are Font Awesome Pro names, which
 * Mintlify sites use widely), and where each is used. A site may use one on a hundred pages:
 * the build says so once per name, with the count, instead of a line per use. The set is one
 * of the render pool's shared sets (render-pool/worker-pool.ts): code-block icons are drawn on
 * worker threads.
 */
export const ICON_USES = 'mintaka.icon-uses';
const SEPARATOR = '\u0000';

function uses(): Set<string> {
  const store = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  return (store[Symbol.for(ICON_USES)] ??= new Set());
}

/** Records that `name` (no free icon) is drawn as `shown` (null: a placeholder) at `context`. */
export function noteIconSubstitution(name: string, shown: string | null, context: string): void {
  const entry = [name, shown ?? '', context].join(SEPARATOR);
  if (uses().has(entry)) return;
  uses().add(entry);
  // The dev server renders a page at a time: say it at once (warn() keeps one line per message).
  if (getAstroCommand() !== 'build') warn(describeIconSubstitution(name, shown, [context]));
}

/** The warning for a name with no free icon, used at `contexts` (the validation words it the same). */
export function describeIconSubstitution(name: string, shown: string | null, contexts: string[]): string {
  const what = shown ? `the free icon "${shown}" is shown instead` : 'no free icon is near it, a placeholder of the same size is shown';
  const where = contexts.length === 1 ? contexts[0] : `${contexts.length} uses, first ${contexts[0]}`;
  return `icon "${name}" is not a free Font Awesome icon (Font Awesome Pro?): ${what} (${where})`;
}

/** One warning per distinct name, with its count, and forgets them (once per build). */
export function takeIconWarnings(): string[] {
  const byName = new Map<string, { shown: string | null; contexts: string[] }>();
  for (const entry of [...uses()].sort()) {
    const [name, shown, context] = entry.split(SEPARATOR) as [string, string, string];
    const found = byName.get(name) ?? { shown: shown || null, contexts: [] };
    found.contexts.push(context);
    byName.set(name, found);
  }
  uses().clear();
  return [...byName].map(([name, { shown, contexts }]) => describeIconSubstitution(name, shown, contexts));
}
