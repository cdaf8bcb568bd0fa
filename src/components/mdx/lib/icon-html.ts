import site from 'virtual:mintaka/site';
import { isIconUrl, renderIconSvg, type IconLibrary } from '../../../core/icons.ts';
import { warn } from '../../../integration/diagnostics.ts';
import { escapeHtml } from './html.ts';

/** Names where a component is used in warnings: the page (from its URL) and the tag. */
export function describeUse(url: URL, tag: string): string {
  const page = decodeURI(url.pathname).replace(/^\/|\/$/g, '') || 'index';
  return `page ${page}: ${tag}`;
}

/**
 * Markup for an icon prop as Mintlify accepts it: a Font Awesome name, an image URL or path, or
 * inline `<svg>` markup. Unknown names warn (naming the component) and render nothing.
 */
export function renderIconHtml(icon: unknown, iconType: unknown, className: string, context: string, library: IconLibrary = site.config.icons.library): string {
  if (typeof icon !== 'string' || icon.trim() === '') return '';
  const name = icon.trim();
  if (name.startsWith('<svg')) return name.replace('<svg', `<svg class="${className}" aria-hidden="true"`);
  if (isIconUrl(name)) return `<img class="${className}" src="${escapeHtml(name)}" alt="" loading="lazy" />`;
  const svg = renderIconSvg(name, typeof iconType === 'string' ? iconType : undefined, className, library);
  if (!svg) warn(`${context}: unknown icon "${name}" (${library === 'fontawesome' ? 'not a Font Awesome free icon name' : `neither a ${library === 'lucide' ? 'Lucide' : 'Tabler'} nor a Font Awesome free icon name`}); no icon is shown`);
  return svg ?? '';
}
