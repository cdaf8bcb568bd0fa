import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';
import { fab } from '@fortawesome/free-brands-svg-icons';
import { far } from '@fortawesome/free-regular-svg-icons';
import { fas } from '@fortawesome/free-solid-svg-icons';

type IconSet = 'fas' | 'far' | 'fab';

/**
 * Mintlify's icon styles mapped to the free Font Awesome sets that come closest, in order of
 * preference. The Pro styles (duotone, light, thin, sharp-*) are not free: their nearest free
 * look is used rather than failing.
 */
const STYLE_SETS: Record<string, IconSet[]> = {
  brands: ['fab', 'fas', 'far'],
  solid: ['fas', 'far', 'fab'],
  regular: ['far', 'fas', 'fab'],
  duotone: ['fas', 'far', 'fab'],
  'sharp-solid': ['fas', 'far', 'fab'],
  'sharp-duotone-solid': ['fas', 'far', 'fab'],
  light: ['far', 'fas', 'fab'],
  thin: ['far', 'fas', 'fab'],
  'sharp-light': ['far', 'fas', 'fab'],
  'sharp-regular': ['far', 'fas', 'fab'],
  'sharp-thin': ['far', 'fas', 'fab'],
};

let byName: Record<IconSet, Map<string, IconDefinition>> | undefined;

function indexIcons(): Record<IconSet, Map<string, IconDefinition>> {
  const index = (pack: Record<string, IconDefinition>) => {
    const map = new Map<string, IconDefinition>();
    for (const def of Object.values(pack)) {
      map.set(def.iconName, def);
      for (const alias of def.icon[2]) if (typeof alias === 'string' && !map.has(alias)) map.set(alias, def);
    }
    return map;
  };
  return { fas: index(fas as Record<string, IconDefinition>), far: index(far as Record<string, IconDefinition>), fab: index(fab as Record<string, IconDefinition>) };
}

const cache = new Map<string, string | null>();

/** A digit or letter Font Awesome Pro draws in a shape (`circle-1`, `square-e`): the free glyph. */
const GLYPH_IN_SHAPE = /^(?:circle|square|hexagon|octagon|diamond|triangle|shield|badge)-([0-9a-z])$/;
/** Tokens that say little on their own: a match on these alone is not a near icon. */
const MAX_TOKEN_USES = 6;

let freeNames: { names: string[]; tokenUses: Map<string, number> } | undefined;

function listFreeNames(): { names: string[]; tokenUses: Map<string, number> } {
  byName ??= indexIcons();
  const names = [...new Set([...byName.fas.keys(), ...byName.far.keys(), ...byName.fab.keys()])].sort();
  const tokenUses = new Map<string, number>();
  for (const name of names) for (const token of new Set(name.split('-'))) tokenUses.set(token, (tokenUses.get(token) ?? 0) + 1);
  return { names, tokenUses };
}

function hasFreeIcon(name: string): boolean {
  byName ??= indexIcons();
  return byName.fas.has(name) || byName.far.has(name) || byName.fab.has(name);
}

/**
 * The free Font Awesome icon closest to a name that has none (a Font Awesome Pro name, as
 * Mintlify sites use them: `book-sparkles`, `circle-1`, `messages`), or undefined:
 * - a digit or letter drawn in a shape is that glyph (`circle-1` is `1`);
 * - else the free icon sharing the name's first word (its subject) and most of its other words
 *   (`phone-arrow-up-right` is `phone`, `person-running-fast` is `person-running`), shortest first;
 * - else one sharing a rare word (`sparkles`: `hand-sparkles`).
 * A plural is its singular (`books` is `book`).
 */
export function nearestFreeIcon(name: string): string | undefined {
  // A site's sidebar draws the same icons on every page: each name is looked up once.
  if (nearestByName.has(name)) return nearestByName.get(name);
  const nearest = findNearestFreeIcon(name);
  nearestByName.set(name, nearest);
  return nearest;
}

const nearestByName = new Map<string, string | undefined>();

function findNearestFreeIcon(name: string): string | undefined {
  const bare = name.trim().toLowerCase().replace(/^fa-/, '');
  if (hasFreeIcon(bare)) return bare;
  const glyph = GLYPH_IN_SHAPE.exec(bare)?.[1];
  if (glyph && hasFreeIcon(glyph)) return glyph;
  // A plural (`books`, `messages`) is its singular.
  const singular = [bare.replace(/s$/, ''), bare.replace(/es$/, '')].find((candidate) => candidate !== bare && hasFreeIcon(candidate));
  if (singular) return singular;
  freeNames ??= listFreeNames();
  const { names, tokenUses } = freeNames;
  const tokens = bare.split('-').filter(Boolean);
  const score = (candidate: string) => {
    const own = candidate.split('-');
    const extra = own.filter((t) => !tokens.includes(t));
    // `text-slash` is "no text": never the nearest to a name that does not say so.
    return { shared: tokens.filter((t) => own.includes(t)).length, negated: extra.includes('slash') ? 1 : 0, extra: extra.length };
  };
  const ranked = (pool: string[]) =>
    pool
      .map((candidate) => ({ candidate, ...score(candidate) }))
      .sort((a, b) => b.shared - a.shared || a.negated - b.negated || a.extra - b.extra || a.candidate.length - b.candidate.length || a.candidate.localeCompare(b.candidate))[0]?.candidate;
  const sameSubject = ranked(names.filter((candidate) => candidate.split('-')[0] === tokens[0]));
  if (sameSubject) return sameSubject;
  const rare = tokens.filter((t) => (tokenUses.get(t) ?? 0) > 0 && (tokenUses.get(t) ?? 0) <= MAX_TOKEN_USES);
  const sharingRare = ranked(names.filter((candidate) => candidate.split('-').some((t) => rare.includes(t))));
  return sharingRare;
}

/** True for icons given as an image URL or path rather than a Font Awesome name. */
export function isIconUrl(name: string): boolean {
  return /^(https?:)?\/\//.test(name) || name.startsWith('/') || /\.(svg|png|jpe?g|webp|gif)$/i.test(name);
}

export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

const require = createRequire(import.meta.url);

/**
 * A Lucide or Tabler icon's SVG from its npm package (lucide-static, @tabler/icons), sized and
 * classed like Font Awesome's; null when the package has no icon of that name. Tabler's
 * `filled` set is used for the `solid` and `filled` styles.
 */
function renderLibrarySvg(library: 'lucide' | 'tabler', name: string, iconType: string | undefined, className: string): string | null {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) return null;
  const files =
    library === 'lucide'
      ? [`lucide-static/icons/${name}.svg`]
      : [...(iconType === 'solid' || iconType === 'filled' ? [`@tabler/icons/icons/filled/${name}.svg`] : []), `@tabler/icons/icons/outline/${name}.svg`];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(require.resolve(file), 'utf8');
    } catch {
      continue;
    }
    return text
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\s+/g, ' ')
      .replace(/> </g, '><')
      .trim()
      .replace(/ class="[^"]*"/, '')
      .replace(/ width="24" height="24"/, '')
      .replace('<svg', `<svg class="${className}" aria-hidden="true" width="1em" height="1em"`);
  }
  return null;
}

/**
 * A Font Awesome icon's `<svg>`, which says what it draws (`data-prefix`, `data-icon`) and is
 * hidden from assistive technology. Font Awesome's own renderer adds `role="img"` (contradicted
 * by `aria-hidden`), `focusable="false"` (for Internet Explorer) and two classes no stylesheet
 * uses: 60 bytes an icon, on every icon of every page.
 */
function renderFaSvg(def: IconDefinition, className: string): string {
  const [width, height, , , path] = def.icon;
  const paths = (Array.isArray(path) ? path : [path]).map((d) => `<path fill="currentColor" d="${d}"></path>`).join('');
  return `<svg class="${className}" viewBox="0 0 ${width} ${height}" aria-hidden="true" data-prefix="${def.prefix}" data-icon="${def.iconName}">${paths}</svg>`;
}

/**
 * Inline SVG markup for an icon name as Mintlify writes it: a Font Awesome name (`book-open`,
 * `github`, optionally `fa-` prefixed), or with `library` a Lucide or Tabler name (Font Awesome
 * is tried after them). Null when no icon has that name.
 */
export function renderIconSvg(name: string, iconType?: string, className = 'mk-icon', library: IconLibrary = 'fontawesome'): string | null {
  const key = `${name}|${iconType ?? ''}|${className}|${library}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  if (library !== 'fontawesome') {
    const svg = renderLibrarySvg(library, name.trim().toLowerCase(), iconType, className);
    if (svg) {
      cache.set(key, svg);
      return svg;
    }
  }
  byName ??= indexIcons();
  const bare = name.trim().toLowerCase().replace(/^fa-/, '');
  const sets = STYLE_SETS[iconType ?? 'regular'] ?? STYLE_SETS.regular!;
  let svg: string | null = null;
  for (const set of sets) {
    const def = byName[set].get(bare);
    if (def) {
      svg = renderFaSvg(def, className);
      break;
    }
  }
  cache.set(key, svg);
  return svg;
}

/**
 * A solid Font Awesome icon as a CSS `url()` for `mask`: Mintaka's own icons that are the same on
 * every page (the menu button's, the callouts' presets) are drawn by the stylesheets, cached
 * once, instead of written into every page. The stylesheets hold the result (tests/unit/icons.test.ts compares).
 */
export function iconMaskUrl(name: string): string {
  byName ??= indexIcons();
  const def = byName.fas.get(name);
  if (!def) throw new Error(`no solid Font Awesome icon "${name}"`);
  const [width, height, , , path] = def.icon;
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'><path d='${String(path)}'/></svg>`;
  return `url("data:image/svg+xml,${svg.replace(/[<>#]/g, (c) => encodeURIComponent(c))}")`;
}

/**
 * A neutral mark the size of an icon, for a name no free icon is near: lists and cards stay
 * aligned, and nothing misleading is drawn.
 */
export function placeholderIconSvg(className = 'mk-icon'): string {
  return `<svg class="${className} mk-icon-placeholder" viewBox="0 0 512 512" aria-hidden="true"><circle cx="256" cy="256" r="120" fill="currentColor" opacity="0.35"></circle></svg>`;
}

/** What is drawn for a Font Awesome name: the icon, the nearest free one, or a placeholder. */
export interface ResolvedIcon {
  svg: string;
  /** The free icon drawn in its place when the name has none; null for the placeholder. */
  substitute?: string | null;
}

export function resolveIconSvg(name: string, iconType?: string, className = 'mk-icon', library: IconLibrary = 'fontawesome'): ResolvedIcon {
  const exact = renderIconSvg(name, iconType, className, library);
  if (exact) return { svg: exact };
  const nearest = nearestFreeIcon(name);
  const svg = nearest ? renderIconSvg(nearest, iconType, className) : null;
  return svg ? { svg, substitute: nearest! } : { svg: placeholderIconSvg(className), substitute: null };
}
