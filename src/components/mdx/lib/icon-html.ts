import { isIconUrl, resolveIconSvg, type IconLibrary } from '../../../core/icons.ts';
import { currentSiteConfig } from '../../../integration/site-config.ts';
import { noteIconSubstitution } from '../../../integration/icon-uses.ts';
import { escapeHtml } from './html.ts';
import { isJsxElementValue, jsxElementHtml } from './jsx-html.ts';

/** Names where a component is used in warnings: the page (from its URL) and the tag. */
export function describeUse(url: URL, tag: string): string {
  const page = decodeURI(url.pathname).replace(/^\/|\/$/g, '') || 'index';
  return `page ${page}: ${tag}`;
}

/** An icon given as a path: served from the docs folder's root (`icons/x.svg` is `/icons/x.svg`). */
function iconSrc(name: string): string {
  return /^(https?:)?\/\//.test(name) || name.startsWith('/') || name.startsWith('data:') ? name : `/${name.replace(/^\.\//, '')}`;
}

/**
 * What a name with no icon in the site's library nor free Font Awesome icon is drawn as
 * (`shown`: the nearest free icon, null for the placeholder), or undefined for an icon that
 * shows as written: what the build reports and the validation finds beforehand
 * (validate/icon-problems.ts).
 */
export function iconSubstitution(icon: unknown, iconType: unknown, library: IconLibrary = 'fontawesome'): { name: string; shown: string | null } | undefined {
  if (typeof icon !== 'string' || icon.trim() === '') return undefined;
  const name = icon.trim();
  if (/^<svg[\s>]/i.test(name) || isIconUrl(name) || name.startsWith('data:image/')) return undefined;
  const { substitute } = resolveIconSvg(name, typeof iconType === 'string' ? iconType : undefined, undefined, library);
  return substitute === undefined ? undefined : { name, shown: substitute };
}

/**
 * Markup for an icon as Mintlify accepts it (components' `icon` props, sidebar, tabs, anchors,
 * code blocks): inline `<svg>` markup or a JSX element, an image URL or path, or a Font Awesome
 * name. A name no free icon has is drawn as the nearest free icon, else a placeholder of the
 * same size, and reported once per name for the whole build (icon-uses.ts). Names are looked up
 * in the site's `icons.library` (Lucide, Tabler) first; Mintaka's own icons pass `fontawesome`.
 */
export function renderIconHtml(icon: unknown, iconType: unknown, className: string, context: string, library: IconLibrary = currentSiteConfig()?.icons.library ?? 'fontawesome'): string {
  // An element (`icon={<svg …>…</svg>}`): an SVG drawn as an icon, another element as written.
  if (isJsxElementValue(icon)) return jsxElementHtml(icon, icon.type === 'svg' ? { class: className, 'aria-hidden': 'true' } : {});
  if (typeof icon !== 'string' || icon.trim() === '') return '';
  const name = icon.trim();
  if (/^<svg[\s>]/i.test(name)) return name.replace(/^<svg/i, `<svg class="${className}" aria-hidden="true"`);
  if (isIconUrl(name) || name.startsWith('data:image/')) return `<img class="${className}" src="${escapeHtml(iconSrc(name))}" alt="" loading="lazy" />`;
  const resolved = resolveIconSvg(name, typeof iconType === 'string' ? iconType : undefined, className, library);
  if (resolved.substitute !== undefined) noteIconSubstitution(name, resolved.substitute, context);
  return resolved.svg;
}
