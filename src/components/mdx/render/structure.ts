import { escapeHtml, isTrue, sanitizeColor } from '../lib/html.ts';
import { claimSlugId } from '../lib/ids.ts';
import { renderIconHtml } from '../lib/icon-html.ts';
import { renderInlineMarkdown } from '../lib/inline-markdown.ts';
import { attr, classList, text, type ComponentRenderer } from './types.ts';

/** A component that only wraps its children in one element. */
export function wrapper(open: string, close: string): ComponentRenderer {
  return async (_context, _props, children) => `${open}${await children()}${close}`;
}

/** <Panel>: the remark plugin moves it into the page's side column; on narrow screens it sits at the top. */
export const renderPanel = wrapper('<div class="mk-panel">', '</div>');

/** A component that does not exist: what it wraps (Mintlify drops the tag). */
export const renderPassthrough: ComponentRenderer = (_context, _props, children) => children();

/** <Visibility for="agents">: for Markdown exports only, so the web page leaves it out. */
export const renderVisibility: ComponentRenderer = (_context, props, children) => (props.for !== 'agents' ? children() : '');

export const renderTree = wrapper('<div class="mk-tree"><ul class="mk-tree-list">', '</ul></div>');

export const renderTreeFile: ComponentRenderer = (_context, props) => {
  const file = renderIconHtml('file', 'regular', 'mk-icon', '<Tree.File>', 'fontawesome');
  return `<li class="mk-tree-file"><span${attr('class', classList('mk-tree-row', { 'mk-tree-highlight': isTrue(props.highlight) }))}>${file}<span>${escapeHtml(text(props.name) ?? '')}</span></span></li>`;
};

export const renderTreeFolder: ComponentRenderer = async (_context, props, children) => {
  const name = escapeHtml(text(props.name) ?? '');
  const openable = props.openable === undefined || isTrue(props.openable);
  const closed = renderIconHtml('folder', 'regular', 'mk-icon mk-tree-closed', '<Tree.Folder>', 'fontawesome');
  const open = renderIconHtml('folder-open', 'regular', 'mk-icon mk-tree-open', '<Tree.Folder>', 'fontawesome');
  const row = attr('class', classList('mk-tree-row', { 'mk-tree-highlight': isTrue(props.highlight) }));
  const list = `<ul class="mk-tree-list">${await children()}</ul>`;
  return openable
    ? `<li class="mk-tree-folder"><details${attr('open', isTrue(props.defaultOpen))}><summary${row}>${closed + open}<span>${name}</span></summary>${list}</details></li>`
    : `<li class="mk-tree-folder"><span${row}>${open}<span>${name}</span></span>${list}</li>`;
};

export const renderColor: ComponentRenderer = async (_context, props, children) => `<div class="mk-color mk-color-${props.variant === 'table' ? 'table' : 'compact'}">${await children()}</div>`;

export const renderColorRow: ComponentRenderer = async (_context, props, children) => {
  const title = text(props.title);
  return `<div class="mk-color-row">${title ? `<div class="mk-color-row-title">${renderInlineMarkdown(title)}</div>` : ''}<div class="mk-color-row-items">${await children()}</div></div>`;
};

export const renderColorItem: ComponentRenderer = (_context, props) => {
  const { value } = props;
  const pair = typeof value === 'object' && value ? (value as { light?: string; dark?: string }) : undefined;
  const light = sanitizeColor(pair ? pair.light : value);
  const dark = sanitizeColor(pair ? (pair.dark ?? pair.light) : value);
  const shown = pair ? [pair.light, pair.dark].filter(Boolean).join(' / ') : text(value);
  const name = text(props.name);
  return `<div class="mk-color-item"><span class="mk-color-swatch"${attr('style', `--mk-swatch-light: ${light ?? 'transparent'}; --mk-swatch-dark: ${dark ?? light ?? 'transparent'}`)}></span><span class="mk-color-text">${name ? `<span class="mk-color-name">${escapeHtml(name)}</span>` : ''}<code class="mk-color-value">${escapeHtml(shown ?? '')}</code></span></div>`;
};

/** The words of a label written as JSX (`label={<><Icon icon="rocket" /> Quickstart</>}`); its icons are left out. */
function textOf(node: unknown): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) return textOf((node as { props?: { children?: unknown } }).props?.children);
  return '';
}

/** <Update>: a changelog entry; its label is a real `##` heading (remark plugin), moved beside the body. */
export const renderUpdate: ComponentRenderer = async (context, props, children) => {
  const label = typeof props.label === 'string' ? props.label : textOf(props.label).trim();
  const description = text(props.description);
  const tags = Array.isArray(props.tags) ? props.tags.map(String) : typeof props.tags === 'string' ? [props.tags] : [];
  let body = await children();
  let heading = '';
  const inserted = /^\s*(<h2\b[^>]*\bmk-update-label\b[^>]*>[\s\S]*?<\/h2>)/.exec(body);
  if (inserted) {
    heading = inserted[1]!;
    body = body.slice(inserted[0].length);
  } else if (label) {
    const id = text(props.id) ?? claimSlugId(context.scope, label);
    heading = `<h2 class="mk-update-label"${id ? ` id="${escapeHtml(id)}"` : ''}>${escapeHtml(label)}</h2>`;
  }
  const meta = `${heading}${description ? `<p class="mk-update-description">${escapeHtml(description)}</p>` : ''}${tags.length ? `<ul class="mk-update-tags">${tags.map((tag) => `<li class="mk-pill">${escapeHtml(tag)}</li>`).join('')}</ul>` : ''}`;
  return `<section class="mk-update"${attr('data-tags', tags.length ? tags.join(',') : undefined)}><div class="mk-update-meta">${meta}</div><div class="mk-update-body">${body}</div></section>`;
};
