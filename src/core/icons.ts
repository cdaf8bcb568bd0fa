import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
      .replace('<svg', `<svg class="${className}" aria-hidden="true" focusable="false" width="1em" height="1em"`);
  }
  return null;
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
      svg = renderFaIcon(def, { classes: [className], attributes: { 'aria-hidden': 'true', focusable: 'false' } }).html.join('');
      break;
    }
  }
  cache.set(key, svg);
  return svg;
}
