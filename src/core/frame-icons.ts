// The icons a site's frame can draw on its pages (sidebar, top bar, footer): the ones its
// navigation and config name, and Mintaka's own. A build draws them once, in a sprite the
// pages point at (icon-sprite.ts); an icon missing here is still drawn, inline.
import type { SiteConfig } from '../config/site/types.ts';
import { isIconUrl, resolveIconSvg } from './icons.ts';
import { siteAnchorSections } from './navigation/route-navigation.ts';
import type { Section, SiteNavigation } from './navigation/types.ts';

/** Font Awesome icon, style and accessible name per Mintlify footer social key. */
export const SOCIAL_ICONS: Record<string, [icon: string, type: string, label: string]> = {
  website: ['globe', 'solid', 'Website'],
  'earth-americas': ['earth-americas', 'solid', 'Website'],
  facebook: ['facebook', 'brands', 'Facebook'],
  twitter: ['x-twitter', 'brands', 'X (Twitter)'],
  x: ['x-twitter', 'brands', 'X'],
  'x-twitter': ['x-twitter', 'brands', 'X (Twitter)'],
  youtube: ['youtube', 'brands', 'YouTube'],
  discord: ['discord', 'brands', 'Discord'],
  slack: ['slack', 'brands', 'Slack'],
  github: ['github', 'brands', 'GitHub'],
  linkedin: ['linkedin', 'brands', 'LinkedIn'],
  instagram: ['instagram', 'brands', 'Instagram'],
  'hacker-news': ['hacker-news', 'brands', 'Hacker News'],
  medium: ['medium', 'brands', 'Medium'],
  telegram: ['telegram', 'brands', 'Telegram'],
  bluesky: ['bluesky', 'brands', 'Bluesky'],
  threads: ['threads', 'brands', 'Threads'],
  reddit: ['reddit', 'brands', 'Reddit'],
  podcast: ['podcast', 'solid', 'Podcast'],
  mastodon: ['mastodon', 'brands', 'Mastodon'],
  tiktok: ['tiktok', 'brands', 'TikTok'],
  twitch: ['twitch', 'brands', 'Twitch'],
  whatsapp: ['whatsapp', 'brands', 'WhatsApp'],
  npm: ['npm', 'brands', 'npm'],
  stackoverflow: ['stack-overflow', 'brands', 'Stack Overflow'],
  dribbble: ['dribbble', 'brands', 'Dribbble'],
  gitlab: ['gitlab', 'brands', 'GitLab'],
  rss: ['rss', 'solid', 'RSS feed'],
};

/** A footer social key's icon and name; a key Mintlify does not know links with a plain link icon. */
export function socialIcon(key: string): [icon: string, type: string, label: string] {
  return SOCIAL_ICONS[key] ?? ['link', 'solid', key];
}

/** An anchor's icon: its own, else Mintlify's book for the implicit first anchor and a link for others. */
export function anchorIcon(anchor: Pick<Section, 'icon' | 'iconType' | 'implicit'>): { name: string; type: string } {
  return { name: anchor.icon ?? (anchor.implicit ? 'book-open' : 'link'), type: anchor.iconType ?? ANCHOR_ICON_TYPE };
}
const ANCHOR_ICON_TYPE = 'duotone';

/** Every `icon` named in a value (navigation items, sections, navbar links), with its `iconType`; `skip` is walked past. */
function namedIcons(value: unknown, skip: Set<unknown>, found: [name: string, type?: string][] = []): [name: string, type?: string][] {
  if (skip.has(value)) return found;
  if (Array.isArray(value)) for (const item of value) namedIcons(item, skip, found);
  else if (value && typeof value === 'object') {
    const { icon, iconType } = value as { icon?: unknown; iconType?: unknown };
    if (typeof icon === 'string' && icon.trim()) found.push([icon.trim(), typeof iconType === 'string' ? iconType : undefined]);
    for (const child of Object.values(value)) if (child && typeof child === 'object') namedIcons(child, skip, found);
  }
  return found;
}

/**
 * Mintaka's own icons in the frame that a site's config turns on, drawn from Font Awesome
 * whatever the site's library: the top bar's GitHub and Discord links and star count, the page
 * footer's rating and edit links, the site footer's socials.
 */
function ownIcons(config: SiteConfig): [name: string, type?: string][] {
  const { navbar, feedback, footer } = config;
  const icons: [name: string, type?: string][] = navbar.links.flatMap((link) => (link.type === 'link' ? [] : [[link.type, 'brands'] as [string, string]]));
  if (navbar.primary?.type === 'github') icons.push(['github', 'brands'], ['star', 'solid']);
  if (feedback.thumbsRating) icons.push(['thumbs-up'], ['thumbs-down']);
  if (feedback.suggestEdit) icons.push(['pen-to-square']);
  if (feedback.raiseIssue) icons.push(['circle-exclamation', 'solid']);
  for (const key of Object.keys(footer.socials)) {
    const [name, type] = socialIcon(key);
    icons.push([name, type]);
  }
  return icons;
}

/**
 * The markup (as icons.ts draws it, class `mk-icon`) of every icon the frame of a site's pages
 * may draw. Names in the navigation and config are the writers' (looked up in the site's icon
 * library first); anchors are drawn in their default style and icon when they name none.
 */
export function frameIconSvgs(navigation: SiteNavigation, config: SiteConfig): string[] {
  const library = config.icons.library;
  const svgs = new Set<string>();
  const anchors = siteAnchorSections(navigation);
  for (const anchor of anchors) {
    const { name, type } = anchorIcon(anchor);
    if (isNamedIcon(name)) svgs.add(resolveIconSvg(name.trim(), type, 'mk-icon', library).svg);
  }
  for (const [name, type] of namedIcons([navigation, config], new Set(anchors))) if (isNamedIcon(name)) svgs.add(resolveIconSvg(name, type, 'mk-icon', library).svg);
  for (const [name, type] of ownIcons(config)) svgs.add(resolveIconSvg(name, type, 'mk-icon').svg);
  return [...svgs];
}

/** A Font Awesome, Lucide or Tabler name, not SVG markup, an image or a data URL (those are drawn as written). */
function isNamedIcon(name: string): boolean {
  return !/^<svg[\s>]/i.test(name) && !isIconUrl(name) && !name.startsWith('data:');
}
