import { escapeHtml, isTrue, sanitizeColor } from '../lib/html.ts';
import { describeUse, renderIconHtml } from '../lib/icon-html.ts';
import { renderInlineMarkdown } from '../lib/inline-markdown.ts';
import { takeNextId } from '../lib/ids.ts';
import { attr, classList, text, type ComponentRenderer } from './types.ts';

/** <Frame>: a bordered figure with an optional title, caption (Markdown) and hint above it. */
export const renderFrame: ComponentRenderer = async (_context, props, children) => {
  const hint = text(props.hint);
  const title = text(props.title);
  const caption = props.caption ?? props.description;
  let html = await children();
  // As on Mintlify, an autoplaying video in a frame plays inline, loops and is muted.
  html = html.replace(/<video\b(?=[^>]*\bautoplay\b)([^>]*)>/gi, (tag, attrs: string) => {
    const extra = ['playsinline', 'loop', 'muted'].filter((a) => !new RegExp(`\\b${a}\\b`, 'i').test(attrs));
    return extra.length ? `<video${attrs} ${extra.join(' ')}>` : tag;
  });
  const info = renderIconHtml('circle-info', 'solid', 'mk-icon', '<Frame>', 'fontawesome');
  const hintHtml = hint ? `<p class="mk-frame-hint"><span>${info}</span>${escapeHtml(hint)}</p>` : '';
  const titleHtml = title ? `<p class="mk-frame-title">${escapeHtml(title)}</p>` : '';
  const captionHtml = caption ? `<figcaption class="mk-frame-caption">${renderInlineMarkdown(String(caption))}</figcaption>` : '';
  return `${hintHtml}<figure class="mk-frame">${titleHtml}<div class="mk-frame-media">${html}</div>${captionHtml}</figure>`;
};

const BADGE_COLORS = ['gray', 'blue', 'green', 'yellow', 'orange', 'red', 'purple', 'white', 'surface', 'white-destructive', 'surface-destructive'];
const BADGE_SIZES = ['xs', 'sm', 'md', 'lg'];

/** <Badge>: an inline label in a colour, size and shape, with an optional icon. */
export const renderBadge: ComponentRenderer = async (context, props, children) => {
  const color = BADGE_COLORS.includes(text(props.color) ?? '') ? props.color : 'gray';
  const size = BADGE_SIZES.includes(text(props.size) ?? '') ? props.size : 'md';
  const shape = props.shape === 'pill' ? 'pill' : 'rounded';
  const svg = renderIconHtml(props.icon, props.iconType, 'mk-icon', describeUse(context.url, '<Badge>'));
  const disabled = isTrue(props.disabled);
  const className = classList('mk-badge', `mk-badge-${color}`, `mk-badge-${size}`, `mk-badge-${shape}`, { 'mk-badge-stroke': isTrue(props.stroke), 'mk-badge-disabled': disabled }, text(props.className), text(props.class));
  return `<span${attr('class', className)}${attr('aria-disabled', disabled ? 'true' : undefined)}>${svg}${await children()}</span>`;
};

/** <Icon>: an inline icon, sized and coloured. */
export const renderIcon: ComponentRenderer = (context, props) => {
  const icon = props.icon;
  const svg = renderIconHtml(icon, props.iconType, 'mk-icon', describeUse(context.url, `<Icon icon="${text(icon) ?? ''}">`));
  if (!svg) return '';
  const size = Number(props.size);
  const light = sanitizeColor(props.colorLight ?? props.color);
  const dark = sanitizeColor(props.colorDark ?? props.color);
  const style = [Number.isFinite(size) && size > 0 ? `font-size: ${size}px` : '', light ? `--mk-icon-light: ${light}` : '', dark ? `--mk-icon-dark: ${dark}` : ''].filter(Boolean).join('; ');
  return `<span${attr('class', classList('mk-inline-icon', text(props.className), text(props.class)))}${attr('style', style || undefined)}>${svg}</span>`;
};

/** <Tooltip>: CSS-only, shown on hover and on keyboard focus of the term; the text is also its description. */
export const renderTooltip: ComponentRenderer = async (context, props, children) => {
  const tip = text(props.tip) ?? text(props.description) ?? '';
  const headline = text(props.headline) ?? text(props.title);
  const cta = text(props.cta);
  const href = text(props.href);
  const id = takeNextId(context.scope, 'mk-tooltip');
  const term = await children();
  return `<span class="mk-tooltip"><span class="mk-tooltip-term" tabindex="0"${attr('aria-describedby', id)}>${term}</span><span class="mk-tooltip-bubble" role="tooltip"${attr('id', id)}>${headline ? `<strong class="mk-tooltip-headline">${escapeHtml(headline)}</strong>` : ''}<span>${escapeHtml(tip)}</span>${cta && href ? `<a class="mk-tooltip-cta"${attr('href', href)}>${escapeHtml(cta)}</a>` : ''}</span></span>`;
};

/** <GitHub>: a link card built from the repository name alone (no request to GitHub at build or view time). */
export const renderGitHub: ComponentRenderer = (_context, props) => {
  const repo = text(props.repo) ?? '';
  const slug = repo.replace(/^https?:\/\/(www\.)?github\.com\//, '').replace(/\.git$|\/$/g, '');
  const [owner = '', name = ''] = slug.split('/');
  const variant = props.variant === 'flat' ? 'flat' : 'inset';
  const mark = renderIconHtml('github', 'brands', 'mk-icon', '<GitHub>', 'fontawesome');
  return `<a${attr('class', classList('mk-github', `mk-github-${variant}`, text(props.className)))}${attr('href', `https://github.com/${owner}/${name}`)} target="_blank" rel="noopener noreferrer"><span class="mk-github-mark">${mark}</span><span class="mk-github-text"><span class="mk-github-owner">${escapeHtml(owner)}/</span><span class="mk-github-name">${escapeHtml(name)}</span></span><span class="mk-github-hint">View on GitHub ↗</span></a>`;
};

/** <Tile>: a visual link with a preview, a title and a description. */
export const renderTile: ComponentRenderer = async (_context, props, children) => {
  const href = text(props.href);
  const title = text(props.title);
  const description = text(props.description);
  const tag = href ? 'a' : 'div';
  return `<${tag} class="mk-tile"${attr('href', href)}><div class="mk-tile-preview">${await children()}</div>${title ? `<p class="mk-tile-title">${escapeHtml(title)}</p>` : ''}${description ? `<p class="mk-tile-description">${escapeHtml(description)}</p>` : ''}</${tag}>`;
};
