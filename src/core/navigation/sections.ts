import type { PrefixSection } from '../../config/site/navigation.ts';
import type { Section } from './types.ts';

const EXTERNAL = /^(https?:|mailto:)/i;

export function isExternalUrl(url: string): boolean {
  return EXTERNAL.test(url) || url.startsWith('//');
}

/** Normalises a tab/anchor `url` to a bare path prefix (`/api-reference/` -> `api-reference`). */
export function normalizePrefix(url: string): string {
  return url.replace(/^\.?\/+/, '').replace(/\/+$/, '');
}

export function toSection(config: PrefixSection): Section {
  const external = isExternalUrl(config.url);
  const prefix = external ? config.url : normalizePrefix(config.url);
  return {
    name: config.name,
    prefix,
    external,
    href: external ? config.url : `/${prefix}`,
    icon: config.icon,
    iconType: config.iconType,
    color: config.color,
    version: config.version,
    isDefaultHidden: config.isDefaultHidden ?? false,
    implicit: false,
  };
}

export function implicitSection(name: string, icon?: string, iconType?: string, isDefaultHidden = false): Section {
  return { name, prefix: '', external: false, href: '/', icon, iconType, isDefaultHidden, implicit: true };
}

/**
 * The section a page path belongs to: the non-external one with the longest matching prefix,
 * else the implicit first section (index 0). Mintlify matches `url/` as a path prefix.
 */
export function findSectionIndex(sections: Section[], path: string): number {
  let best = 0;
  let bestLength = -1;
  sections.forEach((section, index) => {
    if (section.external || section.implicit) return;
    const { prefix } = section;
    const matches = path === prefix || path.startsWith(`${prefix}/`);
    if (matches && prefix.length > bestLength) {
      best = index;
      bestLength = prefix.length;
    }
  });
  return best;
}
