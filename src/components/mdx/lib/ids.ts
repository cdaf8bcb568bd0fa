import { slug } from 'github-slugger';

/**
 * Element ids unique within one rendered page. Astro gives every component of a page the same
 * `Astro.locals` object, so it scopes the registry: ids restart on each page and are stable
 * between builds.
 */
const registries = new WeakMap<object, { used: Set<string>; counter: number }>();

function getRegistry(scope: object) {
  let registry = registries.get(scope);
  if (!registry) {
    registry = { used: new Set(), counter: 0 };
    registries.set(scope, registry);
  }
  return registry;
}

/** `wanted` if no other component on the page took it yet, else `wanted-1`, `wanted-2`... */
export function claimId(scope: object, wanted: string): string {
  const { used } = getRegistry(scope);
  let id = wanted;
  for (let n = 1; used.has(id); n++) id = `${wanted}-${n}`;
  used.add(id);
  return id;
}

/** An anchor id made from a title (GitHub-style slug, as Mintlify does), unique on the page. */
export function claimSlugId(scope: object, title: string, prefix = ''): string | undefined {
  const base = slug(title);
  return base ? claimId(scope, prefix + base) : undefined;
}

/** A fresh id for generated markup (tab buttons and panels). */
export function takeNextId(scope: object, prefix: string): string {
  const registry = getRegistry(scope);
  return `${prefix}-${++registry.counter}`;
}

/** True the first time a key is asked for on a page: for things a page needs once (a script, a stylesheet). */
export function isFirstOnPage(scope: object, key: string): boolean {
  const { used } = getRegistry(scope);
  const marker = `\u0000${key}`;
  if (used.has(marker)) return false;
  used.add(marker);
  return true;
}
