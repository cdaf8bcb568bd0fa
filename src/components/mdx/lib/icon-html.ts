import { isIconUrl, renderIconSvg } from '../../../core/icons.ts';
import { warn } from '../../../integration/diagnostics.ts';
import { escapeHtml } from './html.ts';

/** Names where a component is used in warnings: the page (from its URL) and the tag. */
export function describeUse(url: URL, tag: string): string {
  const page = decodeURI(url.pathname).replace(/^\/|\/$/g, '') || 'index';
  return `page ${page}: ${tag}`;
}

/**
 * Why an icon prop shows nothing, or undefined when it shows: a name that no free Font Awesome
 * icon has (an image URL or inline `<svg>` always shows). The build's warning and the check's.
 */
export function unknownIconReason(icon: unknown, iconType: unknown): string | undefined {
  if (typeof icon !== 'string' || icon.trim() === '') return undefined;
  const name = icon.trim();
  if (name.startsWith('<svg') || isIconUrl(name) || renderIconSvg(name, typeof iconType === 'string' ? iconType : undefined)) return undefined;
  return `unknown icon "${name}" (not a Font Awesome free icon name); no icon is shown`;
}

/**
 * Markup for an icon prop as Mintlify accepts it: a Font Awesome name, an image URL or path, or
 * inline `<svg>` markup. Unknown names warn (naming the component) and render nothing.
 */
export function renderIconHtml(icon: unknown, iconType: unknown, className: string, context: string): string {
  if (typeof icon !== 'string' || icon.trim() === '') return '';
  const name = icon.trim();
  if (name.startsWith('<svg')) return name.replace('<svg', `<svg class="${className}" aria-hidden="true"`);
  if (isIconUrl(name)) return `<img class="${className}" src="${escapeHtml(name)}" alt="" loading="lazy" />`;
  const svg = renderIconSvg(name, typeof iconType === 'string' ? iconType : undefined, className);
  if (!svg) warn(`${context}: ${unknownIconReason(name, iconType)}`);
  return svg ?? '';
}
