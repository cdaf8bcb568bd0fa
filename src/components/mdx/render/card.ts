import { escapeHtml, isTrue, sanitizeColor } from '../lib/html.ts';
import { describeUse, renderIconHtml } from '../lib/icon-html.ts';
import { attr, classList, text, type ComponentRenderer } from './types.ts';

/** <Card>: icon, title, body, an optional image, call to action and arrow; a link when it has `href`. */
export const renderCard: ComponentRenderer = async (context, props, children) => {
  const title = text(props.title);
  const href = text(props.href);
  const img = text(props.img);
  const cta = text(props.cta);
  const horizontal = isTrue(props.horizontal);
  const disabled = isTrue(props.disabled);
  const external = typeof href === 'string' && /^(https?:)?\/\//.test(href);
  // Mintlify shows the arrow on external links unless told otherwise.
  const arrow = props.arrow === undefined ? external : isTrue(props.arrow);
  const link = href && !disabled ? href : undefined;
  const tag = link ? 'a' : 'div';
  const tint = sanitizeColor(props.color);
  const svg = renderIconHtml(props.icon, props.iconType, 'mk-icon', describeUse(context.url, title ? `<Card title="${title}">` : '<Card>'));
  const body = await children();
  const className = classList('mk-card', { 'mk-card-horizontal': horizontal, 'mk-card-link': link, 'mk-card-disabled': disabled, 'mk-card-has-img': img });
  let html = `<${tag}${attr('class', className)}${attr('href', link)}${attr('target', link && external ? '_blank' : undefined)}${attr('rel', link && external ? 'noopener noreferrer' : undefined)}${attr('aria-disabled', disabled ? 'true' : undefined)}>`;
  if (img) html += `<img class="mk-card-img"${attr('src', img)} alt="" loading="lazy">`;
  html += '<div class="mk-card-inner">';
  if (svg) html += `<span class="mk-card-icon"${attr('style', tint ? `color: ${tint}` : undefined)}>${svg}</span>`;
  html += '<div class="mk-card-text">';
  if (title) html += `<p class="mk-card-title">${escapeHtml(title)}</p>`;
  if (body) html += `<div class="mk-card-body">${body}</div>`;
  if (cta) html += `<span class="mk-card-cta">${escapeHtml(cta)}<span aria-hidden="true"> →</span></span>`;
  html += '</div>';
  if (arrow) html += `<span class="mk-card-arrow" aria-hidden="true">${external ? '↗' : '→'}</span>`;
  return `${html}</div></${tag}>`;
};

/** <CardGroup> and <Columns>: 1–4 columns (2 by default); narrow screens stack them. */
export const renderCardGroup: ComponentRenderer = async (_context, props, children) => {
  const cols = Math.min(4, Math.max(1, Math.trunc(Number(props.cols ?? 2)) || 2));
  return `<div class="mk-card-group"${attr('style', `--mk-cols: ${cols}`)}${attr('data-cols', cols)}>${await children()}</div>`;
};
