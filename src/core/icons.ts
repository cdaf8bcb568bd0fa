import { icon as renderFaIcon, type IconDefinition } from '@fortawesome/fontawesome-svg-core';
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

/** True for icons given as an image URL or path rather than a Font Awesome name. */
export function isIconUrl(name: string): boolean {
  return /^(https?:)?\/\//.test(name) || name.startsWith('/') || /\.(svg|png|jpe?g|webp|gif)$/i.test(name);
}

/**
 * Inline SVG markup for a Font Awesome icon name (as Mintlify writes it: `book-open`,
 * `github`, optionally `fa-` prefixed), or null when no free icon has that name.
 */
export function renderIconSvg(name: string, iconType?: string, className = 'mk-icon'): string | null {
  const key = `${name}|${iconType ?? ''}|${className}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  byName ??= indexIcons();
  const bare = name.trim().toLowerCase().replace(/^fa-/, '');
  const sets = STYLE_SETS[iconType ?? 'regular'] ?? STYLE_SETS.regular!;
  let svg: string | null = null;
  for (const set of sets) {
    const def = byName[set].get(bare);
    if (def) {
      svg = renderFaIcon(def, { classes: [className], attributes: { 'aria-hidden': 'true', focusable: 'false' } }).html.join('');
      break;
    }
  }
  cache.set(key, svg);
  return svg;
}
